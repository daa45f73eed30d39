import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkBic,
  checkIban,
  isSepaCountry,
  isValidBirthDate,
  isValidFrenchTaxId,
  isValidAccountHolder,
  isValidFrenchVat,
  isValidPostalCode,
  isValidSiret,
  parisDay,
  PAYOUT_DETAILS_MESSAGES as M,
  PAYOUT_FIELD_LABELS as LABELS,
  PAYOUT_TEXT_MAX,
  SELLER_TYPE_LABELS,
  SELLER_TYPES,
  type PayoutDetailsField,
  type SellerType,
} from '@ptits-mitrons/domain';
import * as ibantools from 'ibantools';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api/client';
import { useSubmission } from '../../components/useSubmission';
import { payoutDetailsForm } from '../../content/merchantSpaceForms';
import type { PayoutDetailsDto, PayoutDetailsResponse } from '@ptits-mitrons/api-types';

type TextKey = Exclude<PayoutDetailsField, 'seller_type'>;
type Values = Record<TextKey, string> & { seller_type: SellerType };
type Errors = Partial<Record<PayoutDetailsField, string>>;

export interface PayoutDetailsFormProps {
  open: boolean;
  token: string;
  answer: PayoutDetailsResponse;
  onSaved: (answer: PayoutDetailsResponse) => void;
  onCancel: () => void;
}

const compact = (value: string) => value.replace(/\s+/g, '');
const text = (value: string, message: string) => (value.trim() && value.trim().length <= PAYOUT_TEXT_MAX ? undefined : message);

/** The same rules as the server's (packages/domain), so most mistakes are shown before sending. */
function clientErrors(values: Values, hasIban: boolean): Errors {
  const individual = values.seller_type === 'individual';
  const country = values.country.trim().toUpperCase();
  const optional = (value: string, valid: (v: string) => boolean, message: string) => (value.trim() && !valid(value.trim()) ? message : undefined);
  const iban = values.iban.trim() ? checkIban(values.iban, ibantools) : null;
  return {
    legal_name: text(values.legal_name, M.legalName),
    siret: isValidSiret(compact(values.siret)) ? undefined : M.siret,
    vat_number: optional(values.vat_number, (v) => isValidFrenchVat(v), M.vatNumber),
    birth_date: individual ? optional(values.birth_date, (v) => isValidBirthDate(v, parisDay()), M.birthDate) : undefined,
    tax_id: individual ? optional(values.tax_id, (v) => isValidFrenchTaxId(compact(v)), M.taxId) : undefined,
    address_line: text(values.address_line, M.addressLine),
    postal_code: isValidPostalCode(values.postal_code.trim(), country) ? undefined : M.postalCode,
    city: text(values.city, M.city),
    country: isSepaCountry(country) ? undefined : M.country,
    iban: iban ? ('error' in iban ? iban.error : undefined) : hasIban ? undefined : M.ibanRequired,
    bic: optional(values.bic, (v) => checkBic(v, ibantools) !== null, M.bic),
    account_holder: isValidAccountHolder(values.account_holder) ? undefined : M.accountHolder,
  };
}

/** The server's refusal per field, the first sentence of each. */
function serverErrors(error: ApiError): Errors {
  const errors: Errors = {};
  for (const { field, message } of error.fieldErrors) {
    if (field in LABELS && !errors[field as PayoutDetailsField]) errors[field as PayoutDetailsField] = message;
  }
  return errors;
}

/** The whole form at once; the IBAN and the tax number, only shown masked, are kept when left empty. */
export default function PayoutDetailsForm({ open, ...props }: PayoutDetailsFormProps) {
  return open ? <Editor {...props} /> : null;
}

function Editor({ token, answer, onSaved, onCancel }: Omit<PayoutDetailsFormProps, 'open'>) {
  const saved = answer.details;
  const [values, setValues] = useState<Values>({
    seller_type: saved?.seller_type ?? 'company',
    legal_name: saved?.legal_name ?? '',
    siret: saved?.siret ?? '',
    vat_number: saved?.vat_number ?? '',
    first_name: saved?.first_name ?? '',
    last_name: saved?.last_name ?? '',
    birth_date: saved?.birth_date ?? '',
    tax_id: '',
    address_line: saved?.address_line ?? '',
    postal_code: saved?.postal_code ?? '',
    city: saved?.city ?? '',
    country: saved?.country ?? 'FR',
    iban: '',
    bic: saved?.bic ?? '',
    account_holder: saved?.account_holder ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const { form, sending, submit: runSubmission } = useSubmission(setErrors);
  const individual = values.seller_type === 'individual';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await runSubmission(clientErrors(values, Boolean(saved)), async () => {
      const orNull = (value: string) => value.trim() || null;
      const payload: PayoutDetailsDto = {
        seller_type: values.seller_type,
        legal_name: values.legal_name,
        siret: values.siret,
        vat_number: orNull(values.vat_number),
        first_name: individual ? orNull(values.first_name) : null,
        last_name: individual ? orNull(values.last_name) : null,
        birth_date: individual ? orNull(values.birth_date) : null,
        tax_id: individual ? orNull(values.tax_id) : null,
        address_line: values.address_line,
        postal_code: values.postal_code,
        city: values.city,
        country: values.country,
        iban: orNull(values.iban),
        bic: orNull(values.bic),
        account_holder: values.account_holder,
      };
      try {
        onSaved(await api.updatePayoutDetails(token, payload));
      } catch (error) {
        if (!(error instanceof ApiError && error.fieldErrors.length)) throw error;
        setErrors(serverErrors(error));
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }
    });
  };

  const field = (name: TextKey, options: { optional?: boolean; hint?: string; type?: string; autoComplete?: string } = {}) => (
    <TextField
      id={`payout-${name}`}
      name={name}
      type={options.type ?? 'text'}
      label={options.optional ? `${LABELS[name]} (${payoutDetailsForm.optional})` : LABELS[name]}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      required={!options.optional}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? options.hint}
      autoComplete={options.autoComplete}
      slotProps={options.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, mt: 2 }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
          {payoutDetailsForm.sellerType}
        </Typography>
        <RadioGroup row name="seller_type" value={values.seller_type} onChange={(event) => setValues((current) => ({ ...current, seller_type: event.target.value as SellerType }))}>
          {SELLER_TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={SELLER_TYPE_LABELS[type]} />
          ))}
        </RadioGroup>
      </Box>
      {field('legal_name', { autoComplete: 'organization' })}
      {field('siret')}
      {field('vat_number', { optional: true })}
      {individual ? (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2.5 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
            {payoutDetailsForm.personTitle}
          </Typography>
          {field('first_name', { optional: true, autoComplete: 'given-name' })}
          {field('last_name', { optional: true, autoComplete: 'family-name' })}
          {field('birth_date', { optional: true, type: 'date', autoComplete: 'bday' })}
          {field('tax_id', { optional: true, hint: saved?.tax_id_masked ? payoutDetailsForm.taxIdKept(saved.tax_id_masked) : payoutDetailsForm.taxIdHint })}
        </Box>
      ) : null}
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
          {payoutDetailsForm.addressTitle}
        </Typography>
        {field('address_line', { autoComplete: 'address-line1' })}
        {field('postal_code', { autoComplete: 'postal-code' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('country', { autoComplete: 'country' })}
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
          {payoutDetailsForm.accountTitle}
        </Typography>
        {saved ? field('iban', { optional: true, hint: payoutDetailsForm.ibanKept(saved.iban_masked) }) : field('iban')}
        {field('bic', { optional: true })}
        {field('account_holder')}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? payoutDetailsForm.saving : payoutDetailsForm.save}
        </Button>
        <Button variant="outlined" size="large" disabled={sending} onClick={onCancel}>
          {payoutDetailsForm.cancel}
        </Button>
      </Box>
    </Box>
  );
}
