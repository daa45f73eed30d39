import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../../api/dataProvider';
import { TextButton } from '../../../components/TextButton';
import { BatchList } from './BatchList';
import { GenerateBatchButton } from './GenerateBatchButton';
import { OwedList } from './OwedList';
import { isPeriod, previousMonth, type PayoutPeriod } from './payoutPeriod';
import type { PayoutOwedResponse } from '@ptits-mitrons/api-types';

const BOUNDS = ['from', 'to'] as const;

/**
 * « Paiements artisans » (/merchants/payouts): what each artisan is owed for a period's workshops, one SEPA transfer
 * file for those whose details are complete, then the files already generated, to download and mark as sent.
 */
export const PayoutsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [draft, setDraft] = useState<PayoutPeriod>(() => previousMonth());
  const [period, setPeriod] = useState<PayoutPeriod | null>(null);
  const [createdId, setCreatedId] = useState<string>();
  const valid = isPeriod(draft);
  // Under 'payouts': generating a file refetches what is still owed with the list of files.
  const {
    data: owed,
    error,
    isFetching,
  } = useQuery<PayoutOwedResponse, Error>({
    queryKey: ['payouts', 'owed', period],
    queryFn: () => dataProvider.payoutsOwed(period!.from, period!.to),
    enabled: period !== null,
    retry: false,
  });
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (valid) setPeriod({ ...draft });
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="resources.payouts.title" />
      <Stack spacing={2}>
        <Box>
          <Button label="resources.payouts.back" component={Link} to="/merchants">
            <ArrowBackIcon />
          </Button>
          <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
            {translate('resources.payouts.title')}
          </Typography>
        </Box>
        <Card variant="outlined">
          <CardContent>
            <Box component="form" onSubmit={show} aria-label={translate('resources.payouts.period')}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                {BOUNDS.map((bound) => (
                  <TextField
                    key={bound}
                    id={`payouts-${bound}`}
                    type="date"
                    size="small"
                    label={translate(`resources.payouts.${bound}`)}
                    value={draft[bound]}
                    onChange={(event) => setDraft({ ...draft, [bound]: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ width: { sm: 190 } }}
                  />
                ))}
                <TextButton label="resources.payouts.show" type="submit" variant="contained" icon={<SearchIcon />} disabled={!valid} />
              </Stack>
              {!valid && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  {translate('resources.payouts.period_invalid')}
                </Alert>
              )}
            </Box>
          </CardContent>
        </Card>
        {isFetching && <LinearProgress aria-label={translate('resources.payouts.loading')} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {owed && (
          <>
            <OwedList owed={owed} />
            <Box>
              <GenerateBatchButton owed={owed} onCreated={(batch) => setCreatedId(batch.id)} />
            </Box>
          </>
        )}
        <BatchList openId={createdId} />
      </Stack>
    </Box>
  );
};
