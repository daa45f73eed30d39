import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../api/dataProvider';
import { StatsLineChart, type StatsFigures } from './StatsCharts';
import { ManualDaysPanel } from './ManualDaysPanel';
import { pageLabel } from './statsPages';
import { lastDays, resolveRange, type RangeChoice } from './statsRange';

const FIELDS: { field: keyof StatsFigures; label: string; unit?: string }[] = [
  { field: 'uniqueSessions', label: 'app.statistics.sessions' },
  { field: 'pageViews', label: 'app.statistics.page_views' },
  { field: 'bounceRate', label: 'app.statistics.bounce_rate', unit: ' %' },
];

type Preset = 7 | 30 | 'custom';
const RANGE_BOUNDS = [
  { bound: 'start', label: 'app.statistics.from' },
  { bound: 'end', label: 'app.statistics.to' },
] as const;

/**
 * Detailed statistics: the last 7 or 30 days or a range of the operator's own, optionally for one page, with the
 * previous window of the same length for comparison; then the hand-entered days.
 */
export const StatisticsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [preset, setPreset] = useState<Preset>(7);
  const [custom, setCustom] = useState(() => lastDays(30));
  const [page, setPage] = useState<string | null>(null);
  const choice: RangeChoice = preset === 'custom' ? { kind: 'custom', ...custom } : { kind: 'last', days: preset };
  const range = resolveRange(choice);
  const statsWindow = 'error' in range ? null : range;
  const { data, error } = useQuery({
    queryKey: ['stats', statsWindow, page],
    queryFn: () => dataProvider.getStats({ ...statsWindow!, page }),
    enabled: statsWindow !== null,
  });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.statistics.title" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup exclusive size="small" value={preset} onChange={(_, value: Preset | null) => value && setPreset(value)}>
          <ToggleButton value={7}>{translate('app.statistics.last_7')}</ToggleButton>
          <ToggleButton value={30}>{translate('app.statistics.last_30')}</ToggleButton>
          <ToggleButton value="custom">{translate('app.statistics.custom')}</ToggleButton>
        </ToggleButtonGroup>
        {preset === 'custom' &&
          RANGE_BOUNDS.map(({ bound, label }) => (
            <TextField
              key={bound}
              type="date"
              size="small"
              sx={{ width: 190 }}
              label={translate(label)}
              value={custom[bound]}
              onChange={(event) => setCustom({ ...custom, [bound]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `stats-range-${bound}` } }}
            />
          ))}
        {page && <Chip label={`${translate('app.statistics.page')} : ${pageLabel(page, translate)}`} onDelete={() => setPage(null)} data-testid="stats-page-filter" />}
      </Stack>
      {'error' in range && (
        <Alert severity="warning" data-testid="stats-range-error">
          {translate(range.error)}
        </Alert>
      )}
      {error && <Typography color="error">{(error as Error).message}</Typography>}
      {data && (
        <>
          <Grid container spacing={2}>
            {FIELDS.map(({ field, label, unit = '' }) => (
              <Grid key={field} size={{ xs: 12, md: 4 }}>
                <Card>
                  <CardHeader title={translate(label)} subheader={`${data.totals[field]}${unit} (${translate('app.statistics.previous')} : ${data.previous[field]}${unit})`} />
                  <CardContent>
                    <StatsLineChart stats={data.stats} field={field} label={translate(label)} />
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Card>
                <CardHeader title={translate('app.statistics.top_pages')} />
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.statistics.page')}</TableCell>
                      <TableCell align="right">{translate('app.statistics.page_views')}</TableCell>
                      <TableCell align="right">{translate('app.statistics.sessions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.pages.map((row) => (
                      <TableRow key={row.page} hover sx={{ cursor: 'pointer' }} onClick={() => setPage(row.page)}>
                        <TableCell>{pageLabel(row.page, translate)}</TableCell>
                        <TableCell align="right">{row.pageViews}</TableCell>
                        <TableCell align="right">{row.uniqueSessions}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Card>
                <CardHeader title={translate('app.statistics.devices')} />
                <Table size="small">
                  <TableBody>
                    {data.devices.map((row) => (
                      <TableRow key={row.device}>
                        <TableCell>{translate(`app.statistics.device.${row.device}`, { _: row.device })}</TableCell>
                        <TableCell align="right">{row.uniqueSessions}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Card>
            </Grid>
          </Grid>
        </>
      )}
      <ManualDaysPanel range={statsWindow} />
    </Stack>
  );
};
