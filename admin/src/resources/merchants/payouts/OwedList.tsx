import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatEuros } from '@ptits-mitrons/domain';
import { useTranslate } from 'react-admin';
import { PayoutLinesTable } from './PayoutLinesTable';
import { formatDay } from './payoutPeriod';
import type { PayoutOwedResponse } from '@ptits-mitrons/api-types';

/** What each artisan is owed for the period: whether they can be paid (or what they still have to give), and why. */
export const OwedList = ({ owed }: { owed: PayoutOwedResponse }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} data-testid="payouts-owed">
      <Typography variant="h6" component="h3">
        {translate('resources.payouts.owed_title', { from: formatDay(owed.from), to: formatDay(owed.to) })}
      </Typography>
      {!owed.artisans.length && <Alert severity="info">{translate('resources.payouts.owed_empty')}</Alert>}
      {owed.artisans.map((artisan) => (
        <Card key={artisan.merchant_request_id} variant="outlined" data-testid={`owed-${artisan.merchant_request_id}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
              <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
                {artisan.establishment_name}
              </Typography>
              <Chip
                size="small"
                color={artisan.payout_ready ? 'success' : 'warning'}
                label={translate(artisan.payout_ready ? 'resources.payouts.ready' : 'resources.payouts.not_ready')}
              />
              <Typography sx={{ ml: 'auto !important', fontWeight: 'bold' }}>
                {translate('resources.payouts.artisan_total', { amount: formatEuros(artisan.total_cents) })}
              </Typography>
            </Stack>
            {!artisan.payout_ready && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {translate('resources.payouts.missing', { list: artisan.missing.join(', ') })}
              </Alert>
            )}
            <PayoutLinesTable lines={artisan.lines} label={artisan.establishment_name} />
          </CardContent>
        </Card>
      ))}
      {owed.artisans.length > 0 && (
        <Typography variant="h6" component="p" sx={{ textAlign: 'right' }} data-testid="payouts-grand-total">
          {translate('resources.payouts.grand_total', { amount: formatEuros(owed.total_cents) })}
        </Typography>
      )}
    </Stack>
  );
};
