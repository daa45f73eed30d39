import { Alert, Button, Card, CardContent, CardHeader, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { DAC7_YEARS, parisDay } from '@ptits-mitrons/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../../api/dataProvider';

/** From the first reportable year to this one (Paris), newest first. */
function reportYears(): number[] {
  const current = Number(parisDay().slice(0, 4));
  return Array.from({ length: current - DAC7_YEARS.min + 1 }, (_, i) => current - i);
}

/** Hands the CSV to the browser as a file; the BOM the fetch dropped goes back, for spreadsheets. */
function saveCsv(csv: string, year: number) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `dac7-${year}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * « Déclaration DAC7 » (/dac7, from the merchants list's toolbar): a year, its CSV (docs/dac7.md), and the artisans
 * whose details the report still lacks.
 */
export const Dac7Page = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const years = reportYears();
  // In January the operator reports the year just ended.
  const [year, setYear] = useState(years[1] ?? years[0]);
  const [downloading, setDownloading] = useState(false);
  const { data, error } = useQuery({ queryKey: ['dac7-incomplete', year], queryFn: () => dataProvider.dac7Incomplete(year) });

  const download = async () => {
    setDownloading(true);
    try {
      saveCsv(await dataProvider.dac7Csv(year), year);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.dac7.title" />
      <Typography>{translate('app.dac7.intro')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField select size="small" label={translate('app.dac7.year')} value={year} onChange={(event) => setYear(Number(event.target.value))} sx={{ width: 140 }}>
          {years.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={download} disabled={downloading}>
          {translate(downloading ? 'app.dac7.downloading' : 'app.dac7.download')}
        </Button>
      </Stack>
      <Card>
        <CardHeader title={translate('app.dac7.incomplete_title')} subheader={translate('app.dac7.incomplete_hint')} />
        <CardContent>
          {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
          {data && !data.sellers.length ? <Typography>{translate('app.dac7.incomplete_empty')}</Typography> : null}
          {data?.sellers.length ? (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.dac7.establishment')}</TableCell>
                  <TableCell>{translate('app.dac7.email')}</TableCell>
                  <TableCell>{translate('app.dac7.paid')}</TableCell>
                  <TableCell>{translate('app.dac7.missing')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.sellers.map((seller) => (
                  <TableRow key={seller.merchant_request_id}>
                    <TableCell>{seller.establishment_name}</TableCell>
                    <TableCell>{seller.email}</TableCell>
                    <TableCell>{translate(seller.paid_in_year ? 'app.dac7.yes' : 'app.dac7.no')}</TableCell>
                    <TableCell>{seller.missing.join(', ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </CardContent>
      </Card>
    </Stack>
  );
};
