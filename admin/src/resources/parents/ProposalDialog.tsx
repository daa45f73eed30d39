import { BALANCE_CENTS, formatEuros } from '@ptits-mitrons/domain';
import { DateTimeInput, TextInput, required, useTranslate } from 'react-admin';
import type { ProposalDto } from '@ptits-mitrons/api-types';
import { FormDialog, type FormDialogProps } from '../../components/FormDialog';
import { isHttpUrl } from './parentRequestRules';

interface ProposalFormValues {
  establishment_name?: string;
  address?: string;
  date?: string;
  payment_link?: string;
}

/** The payment link may be empty; otherwise it must be an http(s) URL, with the server's French message, word for word. */
const paymentLink = (value?: string) => (value?.trim() && !isHttpUrl(value.trim()) ? 'resources.proposals.invalid_url' : undefined);
const requiredText = (value?: string) => (value?.trim() ? undefined : 'ra.validation.required');

export function toProposalInput(values: ProposalFormValues): ProposalDto {
  const link = values.payment_link?.trim();
  return {
    establishment_name: values.establishment_name!.trim(),
    address: values.address!.trim(),
    // The input gives the operator's local date and time; the API takes an ISO 8601 instant.
    date: new Date(values.date!).toISOString(),
    ...(link ? { payment_link: link } : {}),
  };
}

/**
 * The proposal form (establishment, address, date and time, optional payment link), for Reply and for Validate.
 * `parentPaysOnline` (Reply): the parent answers from their space, so the form says what an empty link means.
 */
export function ProposalDialog({
  onSubmit,
  parentPaysOnline = false,
  ...props
}: Omit<FormDialogProps<ProposalFormValues>, 'onSubmit' | 'children'> & { onSubmit: (proposal: ProposalDto) => void; parentPaysOnline?: boolean }) {
  const translate = useTranslate();
  const paymentLinkHint = parentPaysOnline
    ? translate('resources.proposals.payment_link_hint', { amount: formatEuros(BALANCE_CENTS, { cents: 'when-needed' }) })
    : undefined;
  return (
    <FormDialog<ProposalFormValues> {...props} onSubmit={(values) => onSubmit(toProposalInput(values))}>
      <TextInput source="establishment_name" label="resources.proposals.fields.establishment_name" validate={requiredText} fullWidth />
      <TextInput source="address" label="resources.proposals.fields.address" validate={requiredText} fullWidth />
      <DateTimeInput source="date" label="resources.proposals.fields.date" validate={required()} fullWidth />
      <TextInput source="payment_link" label="resources.proposals.fields.payment_link" validate={paymentLink} helperText={paymentLinkHint} fullWidth />
    </FormDialog>
  );
}
