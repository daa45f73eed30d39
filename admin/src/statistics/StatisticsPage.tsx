import { Card, CardContent, CardHeader, Chip, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider, StatsFigures } from '../api/dataProvider';
import { StatsLineChart } from './StatsCharts';
import { lastDays } from './statsRange';

const FIELDS: { field: keyof StatsFigures; label: string; unit?: string }[] = [
  { field: 'uniqueSessions', label: 'app.statistics.sessions' },
  { field: 'pageViews', label: 'app.statistics.page_views' },
  { field: 'bounceRate', label: 'app.statistics.bounce_rate', unit: ' %' },
];

/** Detailed statistics: the last 7 or 30 days, optionally for one page, with the previous window for comparison. */
export const StatisticsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [days, setDays] = useState(7);
  const [page, setPage] = useState<string | null>(null);
  const range = lastDays(days);
  const { data, error } = useQuery({ queryKey: ['stats', range, page], queryFn: () => dataProvider.getStats({ ...range, page }) });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.statistics.title" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup exclusive size="small" value={days} onChange={(_, value: number | null) => value && setDays(value)}>
          <ToggleButton value={7}>{translate('app.statistics.last_7')}</ToggleButton>
          <ToggleButton value={30}>{translate('app.statistics.last_30')}</ToggleButton>
        </ToggleButtonGroup>
        {page && <Chip label={`${translate('app.statistics.page')} : ${page}`} onDelete={() => setPage(null)} data-testid="stats-page-filter" />}
      </Stack>
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
                        <TableCell>{row.page}</TableCell>
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
    </Stack>
  );
};
