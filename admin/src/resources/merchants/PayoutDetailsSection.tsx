import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { PAYOUT_FIELD_LABELS as LABELS } from '@ptits-mitrons/domain';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import type { MerchantRequest } from './MerchantFields';

/** The artisan's payout details on their page, masked and read only: the artisan enters them in their space. */
export const PayoutDetailsSection = () => {
  const record = useRecordContext<MerchantRequest>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['merchant-payout-details', record?.id],
    queryFn: () => dataProvider.merchantPayoutDetails(record!.id),
    enabled: Boolean(record),
  });
  const details = data?.details;
  const rows: [string, string | null][] = details
    ? [
        [LABELS.seller_type, details.seller_type_label],
        [LABELS.legal_name, details.legal_name],
        [LABELS.siret, details.siret],
        [LABELS.vat_number, details.vat_number],
        [LABELS.first_name, details.first_name],
        [LABELS.last_name, details.last_name],
        [LABELS.birth_date, details.birth_date],
        [LABELS.tax_id, details.tax_id_masked],
        [LABELS.address_line, `${details.address_line}, ${details.postal_code} ${details.city} (${details.country})`],
        [LABELS.iban, details.iban_masked],
        [LABELS.bic, details.bic],
        [LABELS.account_holder, details.account_holder],
      ]
    : [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('resources.merchants.sections.payout_details')}
        </Typography>
        {error ? <Typography color="error">{(error as Error).message}</Typography> : null}
        {data && !details ? <Typography>{translate('resources.merchants.sections.payout_details_none')}</Typography> : null}
        {details ? (
          <Table size="small">
            <TableBody>
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        ) : null}
        {data?.missing.dac7.length ? (
          <Typography color="warning.main" sx={{ mt: 1 }}>
            {translate('resources.merchants.sections.payout_details_missing', { missing: data.missing.dac7.join(', ') })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};
