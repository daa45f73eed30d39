import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { STATUS_COLORS, type ParentRequestStatus } from './parentRequestRules';

/** Fields of a parent request as the processor reads them, shared by the list and the request's page. */
export interface ParentRequest extends RaRecord {
  parent_firstname: string;
  parent_lastname: string;
  parent_email: string;
  parent_phone: string;
  child_firstname: string;
  child_age: number;
  number_of_children: number;
  target_address: string;
  target_city_id?: { nom: string; code_postal: string } | null;
  desired_date: string;
  merchant_type: string;
  status: ParentRequestStatus;
  status_label?: string;
  isPaymentAuthorized: boolean;
  /** Where the deposit stands, its French label and whether it may be refunded: the server's rules, read as they are. */
  payment_state?: PaymentState;
  payment_state_label?: string;
  can_refund?: boolean;
  /** Cents refunded so far. */
  refunded_amount?: number;
  refunded_at?: string | null;
  disputed_at?: string | null;
  admin_notes?: string | null;
}

/** `source` only names the field for the layout's label, as react-admin's own fields do. */
interface LabelledFieldProps {
  source?: string;
}

export const StatusChip = (_: LabelledFieldProps) => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate(`resources.parents.statuses.${record.status}`, { _: record.status_label ?? record.status });
  return <Chip size="small" label={label} color={STATUS_COLORS[record.status] ?? 'default'} sx={{ alignSelf: 'flex-start' }} />;
};

export type PaymentState = 'unpaid' | 'paid' | 'to_refund' | 'partially_refunded' | 'refunded' | 'disputed';

const PAYMENT_STATE_COLORS: Record<PaymentState, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  unpaid: 'default',
  paid: 'success',
  to_refund: 'warning',
  partially_refunded: 'info',
  refunded: 'default',
  disputed: 'error',
};

/** The deposit's state as the server labels it (refunded, "à rembourser", disputed…). */
export const DepositChip = (_: LabelledFieldProps) => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.payment_state && record.payment_state_label) {
    return (
      <Chip
        size="small"
        variant={record.payment_state === 'disputed' || record.payment_state === 'to_refund' ? 'filled' : 'outlined'}
        color={PAYMENT_STATE_COLORS[record.payment_state] ?? 'default'}
        label={record.payment_state_label}
        sx={{ alignSelf: 'flex-start' }}
      />
    );
  }
  return record.isPaymentAuthorized ? (
    <Chip size="small" variant="outlined" color="success" label={translate('resources.parents.deposit.paid')} sx={{ alignSelf: 'flex-start' }} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.parents.deposit.unpaid')} sx={{ alignSelf: 'flex-start' }} />
  );
};

/** SPEC.md §3: a city reads 'nom (code_postal)'. */
export const cityLabel = (city?: { nom: string; code_postal: string } | null) => (city ? `${city.nom} (${city.code_postal})` : '');

export const CityText = (_: LabelledFieldProps) => {
  const record = useRecordContext<ParentRequest>();
  return record ? <span>{cityLabel(record.target_city_id)}</span> : null;
};

export const ParentNameText = () => {
  const record = useRecordContext<ParentRequest>();
  if (!record) return null;
  return (
    <Stack>
      <span>{`${record.parent_firstname} ${record.parent_lastname}`}</span>
      <Typography variant="caption" color="text.secondary">
        {record.parent_phone}
      </Typography>
    </Stack>
  );
};

export const ChildText = () => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{`${record.child_firstname}, ${translate('resources.parents.child_age', { smart_count: record.child_age })}`}</span>;
};
