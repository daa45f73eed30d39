import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TERMS_MESSAGES, TERMS_PATHS } from '@ptits-mitrons/domain';
import { useState, type FormEvent } from 'react';
import { api, type City } from '../../api/client';
import { CitySearch } from '../../components/CitySearch';
import { Honeypot } from '../../components/Honeypot';
import { TermsCheckbox } from '../../components/TermsCheckbox';
import { MessagePanel } from '../../components/MessagePanel';
import { useBotCheck } from '../../components/useBotCheck';
import { useSubmission } from '../../components/useSubmission';
import { merchantForm } from '../../content/pages';
import * as rules from '../../forms/validation';
import { buildMerchantPayload, EMPTY_MERCHANT_FORM, type MerchantFormState } from './merchantPayload';

type TextFieldName = 'nomCommerce' | 'superficie' | 'adresse' | 'nomResponsable' | 'prenomResponsable' | 'email' | 'telephone' | 'description';
type Field = TextFieldName | 'target_city_id';

const FIELD_RULES: rules.FieldRules<Field> = {
  nomCommerce: [rules.required],
  superficie: [rules.area],
  adresse: [rules.required],
  target_city_id: [rules.cityChosen],
  nomResponsable: [rules.required],
  prenomResponsable: [rules.required],
  email: [rules.required, rules.email],
  telephone: [rules.required, rules.phone],
};

/** The form's field order; the city sits between the address and the manager's name. */
const TEXT_FIELDS: Array<{ name: TextFieldName; type?: string; autoComplete?: string; multiline?: boolean; inputMode?: 'numeric' | 'tel' }> = [
  { name: 'nomCommerce', autoComplete: 'organization' },
  { name: 'superficie', type: 'number', inputMode: 'numeric' },
  { name: 'adresse', autoComplete: 'street-address' },
];
const PERSON_FIELDS: typeof TEXT_FIELDS = [
  { name: 'nomResponsable', autoComplete: 'family-name' },
  { name: 'prenomResponsable', autoComplete: 'given-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'telephone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'description', multiline: true },
];

/** The merchant application: editing, then the thank-you view on success; a failure opens the error modal and keeps the values. */
export function MerchantForm() {
  const botCheck = useBotCheck();
  const [values, setValues] = useState<MerchantFormState>(EMPTY_MERCHANT_FORM);
  const [city, setCity] = useState<City | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field | 'terms_accepted', string>>>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [sent, setSent] = useState(false);
  const { form, sending, submit: runSubmission } = useSubmission(setErrors);

  const validateField = (field: Field, value: string) => {
    const fieldRules = FIELD_RULES[field];
    if (fieldRules) setErrors((current) => ({ ...current, [field]: rules.check(value, fieldRules) }));
  };
  const update = (field: TextFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a message shows, it follows the typing so people see when the value becomes valid.
    if (errors[field]) validateField(field, value);
  };
  const chooseCity = (chosen: City | null) => {
    setCity(chosen);
    setValues((current) => ({ ...current, target_city_id: chosen?._id ?? '' }));
    if (chosen) setErrors((current) => ({ ...current, target_city_id: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...rules.validateAll(values, FIELD_RULES), ...(termsAccepted ? {} : { terms_accepted: TERMS_MESSAGES.merchantRequired }) };
    await runSubmission(found, async () => {
      const proof = await botCheck.prove();
      await api.submitMerchantRequest(buildMerchantPayload(values, proof));
      setSent(true);
    });
  };

  if (sent) {
    return (
      <MessagePanel title={merchantForm.thanksTitle} actionLabel={merchantForm.backHome} actionTo="/">
        <Typography>{merchantForm.thanksText}</Typography>
      </MessagePanel>
    );
  }

  const textField = (field: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={field.name}
      id={`merchant-${field.name}`}
      name={field.name}
      label={merchantForm.fields[field.name]}
      type={field.type}
      value={values[field.name]}
      onChange={(event) => update(field.name, event.target.value)}
      onBlur={() => validateField(field.name, values[field.name])}
      required={Boolean(FIELD_RULES[field.name]?.includes(rules.required))}
      error={Boolean(errors[field.name])}
      helperText={errors[field.name]}
      multiline={field.multiline}
      rows={field.multiline ? 4 : undefined}
      autoComplete={field.autoComplete}
      fullWidth
      slotProps={{
        // A plain textarea: with `rows` alone MUI still draws its growing one, which measures the text in a layout effect.
        ...(field.multiline ? { input: { inputComponent: 'textarea' as const } } : {}),
        htmlInput: { inputMode: field.inputMode, ...(field.name === 'superficie' ? { min: 0 } : {}) },
      }}
    />
  );

  return (
    <Paper sx={{ p: { xs: 3, md: 5 } }} component="section" aria-labelledby="merchant-form-title">
      <Typography variant="h2" id="merchant-form-title" align="center">
        {merchantForm.title}
      </Typography>
      <Typography align="center" sx={{ mb: 3 }}>
        {merchantForm.subtitle}
      </Typography>
      <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {TEXT_FIELDS.map(textField)}
        <CitySearch
          id="merchant-city"
          label={merchantForm.fields.city}
          value={city}
          onChange={chooseCity}
          onBlur={() => validateField('target_city_id', values.target_city_id)}
          error={errors.target_city_id}
          required
        />
        {PERSON_FIELDS.map(textField)}
        <Honeypot id="merchant-website" value={values.website} onChange={(website) => setValues((current) => ({ ...current, website }))} />
        <TermsCheckbox
          id="merchant-terms_accepted"
          checked={termsAccepted}
          onChange={(checked) => {
            setTermsAccepted(checked);
            if (checked) setErrors((current) => ({ ...current, terms_accepted: undefined }));
          }}
          error={errors.terms_accepted}
          before={merchantForm.terms.before}
          links={[
            { path: TERMS_PATHS.cgu, label: merchantForm.terms.cgu },
            { path: TERMS_PATHS.artisans, label: merchantForm.terms.artisans },
          ]}
        />
        {botCheck.field}
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? merchantForm.sending : merchantForm.submit}
        </Button>
      </Box>
    </Paper>
  );
}
