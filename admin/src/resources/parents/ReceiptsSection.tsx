import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatEuros } from '@ptits-mitrons/domain';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { DATE_LOCALE } from '../../i18nProvider';
import { DownloadReceiptButton } from './DownloadReceiptButton';
import type { ParentRequest } from './ParentRequestFields';
import type { StaffReceiptResponse } from '@ptits-mitrons/api-types';

const shortDateTime = { dateStyle: 'short', timeStyle: 'short' } as const;

/** « Justificatifs »: the receipts and credit notes issued for the request, each downloadable as issued. */
export const ReceiptsSection = () => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // Under 'parents': a refund's refresh refetches it with the request.
  const { data: receipts, error } = useQuery<StaffReceiptResponse[], Error>({
    queryKey: ['parents', record?.id, 'receipts'],
    queryFn: () => dataProvider.parentRequestReceipts(record!.id),
    enabled: !!record,
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!receipts) return null;
  if (!receipts.length) return <Typography color="text.secondary">{translate('resources.receipts.empty')}</Typography>;
  const label = (field: string) => translate(`resources.receipts.fields.${field}`);
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['number', 'kind', 'amount', 'issued_at', 'corrects_number'].map((field) => (
              <TableCell key={field}>{label(field)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {receipts.map((receipt) => (
            <TableRow key={receipt.id} data-testid={`receipt-${receipt.number}`}>
              <TableCell>{receipt.number}</TableCell>
              <TableCell>{receipt.kind_label}</TableCell>
              <TableCell>{formatEuros(receipt.amount)}</TableCell>
              <TableCell>{new Date(receipt.issued_at).toLocaleString(DATE_LOCALE, shortDateTime)}</TableCell>
              <TableCell>{receipt.corrects_number ?? '—'}</TableCell>
              <TableCell>
                <DownloadReceiptButton receipt={receipt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
