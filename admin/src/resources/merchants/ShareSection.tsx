import { Alert, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatEuros } from '@ptits-mitrons/domain';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { formatInstant } from './payouts/payoutPeriod';
import { ShareForm } from './ShareForm';
import type { MerchantRequest } from './MerchantFields';
import type { MerchantShareHistoryResponse } from '@ptits-mitrons/api-types';

/** « Part par atelier »: what the artisan is paid per workshop, the default it replaces, every change and who made it. */
export const ShareSection = () => {
  const record = useRecordContext<MerchantRequest>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // Under 'merchants': saving a share refetches it with the record.
  const { data: shares, error } = useQuery<MerchantShareHistoryResponse, Error>({
    queryKey: ['merchants', record?.id, 'shares'],
    queryFn: () => dataProvider.merchantShares(record!.id),
    enabled: !!record,
  });
  if (!record) return null;
  const field = (name: string) => translate(`resources.merchants.share.fields.${name}`);
  return (
    <Stack spacing={2} data-testid="merchant-share">
      {error && <Alert severity="error">{error.message}</Alert>}
      {shares && (
        <>
          <div>
            <Typography color="text.secondary" variant="body2">
              {translate('resources.merchants.share.current')}
            </Typography>
            <Typography variant="h6" component="p">
              {formatEuros(shares.current_share_cents)}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {translate('resources.merchants.share.default', { amount: formatEuros(shares.default_share_cents) })}
            </Typography>
          </div>
          {shares.history.length ? (
            <TableContainer>
              <Table size="small" aria-label={translate('resources.merchants.share.history')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{field('created_at')}</TableCell>
                    <TableCell align="right">{field('share')}</TableCell>
                    <TableCell>{field('actor')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shares.history.map((change) => (
                    <TableRow key={change.id}>
                      <TableCell>{formatInstant(change.created_at)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatEuros(change.share_cents)}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.actor}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Typography color="text.secondary">{translate('resources.merchants.share.no_history')}</Typography>
          )}
        </>
      )}
      <ShareForm merchantId={String(record.id)} />
    </Stack>
  );
};
