import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ALLERGIES_LABEL, ALLERGIES_MAX_LENGTH, earliestDesiredDate, TERMS_MESSAGES, TERMS_PATHS } from '@ptits-mitrons/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, type City } from '../../api/client';
import { CitySearch } from '../../components/CitySearch';
import { Honeypot } from '../../components/Honeypot';
import { TermsCheckbox } from '../../components/TermsCheckbox';
import { MessagePanel } from '../../components/MessagePanel';
import { useBotCheck } from '../../components/useBotCheck';
import { useSubmission } from '../../components/useSubmission';
import { parentsPage } from '../../content/pages';
import * as rules from '../../forms/validation';
import { buildParentPayload, EMPTY_PARENT_FORM, type ParentFormState } from './parentPayload';

type OptionalFieldName = 'allergies' | 'credit_code';
type TextFieldName = Exclude<keyof ParentFormState, 'target_city_id' | 'other_merchant_type' | 'website' | OptionalFieldName>;
type Field = TextFieldName | 'target_city_id' | 'other_merchant_type' | OptionalFieldName;


/** Rules checked as people type (empty allowed), then on submit with "required" first. */
const LIVE_RULES: rules.FieldRules<Field> = {
  parent_phone: [rules.phone],
  parent_email: [rules.email],
  child_age: [rules.childAge],
  number_of_children: [rules.numberOfChildren],
  desired_date: [rules.desiredDate],
  allergies: [rules.allergies],
};
const REQUIRED: Field[] = [
  'parent_firstname',
  'parent_lastname',
  'parent_email',
  'parent_phone',
  'child_firstname',
  'child_age',
  'number_of_children',
  'desired_date',
  'target_address',
];
const SUBMIT_RULES: rules.FieldRules<Field> = {
  ...Object.fromEntries(REQUIRED.map((field) => [field, [rules.required, ...(LIVE_RULES[field] ?? [])]])),
  target_city_id: [rules.cityChosen],
  allergies: [rules.allergies],
  // Checked on submit only: a code half typed is not yet wrong.
  credit_code: [rules.creditCode],
};

interface FieldSpec {
  name: TextFieldName;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}

const PARENT_FIELDS: FieldSpec[] = [
  { name: 'parent_firstname', autoComplete: 'given-name' },
  { name: 'parent_lastname', autoComplete: 'family-name' },
  { name: 'parent_email', type: 'email', autoComplete: 'email' },
  { name: 'parent_phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];
const CHILD_FIELDS: FieldSpec[] = [
  { name: 'child_firstname', autoComplete: 'off' },
  // Text with a numeric keyboard, not type=number: a typed letter must reach the rule and show its message.
  { name: 'child_age', inputMode: 'numeric' },
  { name: 'number_of_children', inputMode: 'numeric' },
  { name: 'desired_date', type: 'date' },
  { name: 'target_address', autoComplete: 'street-address' },
];

/** The parent request: on success go to the deposit payment, or show the thank-you panel when no id comes back. */
export function ParentForm() {
  const botCheck = useBotCheck();
  const navigate = useNavigate();
  const [values, setValues] = useState<ParentFormState>(EMPTY_PARENT_FORM);
  const [city, setCity] = useState<City | null>(null);
  const [otherTrade, setOtherTrade] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'terms_accepted', string>>>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [thanked, setThanked] = useState(false);
  const { form, sending, submit: runSubmission } = useSubmission(setErrors);
  const earliest = earliestDesiredDate();

  const setField = (field: keyof ParentFormState, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const update = (field: TextFieldName | 'other_merchant_type' | OptionalFieldName, value: string) => {
    setField(field, value);
    const live = LIVE_RULES[field];
    // Empty is allowed while typing; "required" waits for the submit.
    if (live) setErrors((current) => ({ ...current, [field]: value.trim() === '' ? undefined : rules.check(value, live) }));
    else if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const chooseCity = (chosen: City | null) => {
    setCity(chosen);
    setField('target_city_id', chosen?._id ?? '');
    if (chosen) setErrors((current) => ({ ...current, target_city_id: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...rules.validateAll(values, { ...SUBMIT_RULES, ...(otherTrade ? { other_merchant_type: [rules.required] } : {}) }),
      ...(termsAccepted ? {} : { terms_accepted: TERMS_MESSAGES.parentRequired }),
    };
    await runSubmission(found, async () => {
      const proof = await botCheck.prove();
      const created = await api.submitParentRequest(buildParentPayload({ ...values, other_merchant_type: otherTrade ? values.other_merchant_type : '' }, proof));
      // A valid credit code has paid the deposit: no card payment follows.
      if (created?._id && created.paidByCredit) navigate(`/parents/confirmation/${encodeURIComponent(created._id)}`);
      else if (created?._id) navigate(`/parents/payment/${encodeURIComponent(created._id)}`);
      else setThanked(true);
    });
  };

  if (thanked) {
    return (
      <MessagePanel title={parentsPage.thanksTitle} actionLabel={parentsPage.backHome} actionTo="/">
        <Typography>{parentsPage.thanksText}</Typography>
      </MessagePanel>
    );
  }

  const textField = (field: FieldSpec) => (
    <TextField
      key={field.name}
      id={`parent-${field.name}`}
      name={field.name}
      label={parentsPage.fields[field.name]}
      type={field.type}
      value={values[field.name]}
      onChange={(event) => update(field.name, event.target.value)}
      required
      error={Boolean(errors[field.name])}
      helperText={errors[field.name] ?? (field.name === 'desired_date' ? parentsPage.dateHint : undefined)}
      autoComplete={field.autoComplete}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: field.inputMode, ...(field.name === 'desired_date' ? { min: earliest } : {}) },
        ...(field.type === 'date' ? { inputLabel: { shrink: true } } : {}),
      }}
    />
  );

  return (
    <Paper sx={{ p: { xs: 3, md: 5 } }} component="section" aria-labelledby="parent-form-title">
      <Typography variant="h2" id="parent-form-title">
        {parentsPage.formTitle}
      </Typography>
      <Typography sx={{ mb: 3 }}>{parentsPage.formSubtitle}</Typography>
      <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {PARENT_FIELDS.map(textField)}
        {CHILD_FIELDS.map(textField)}
        <CitySearch
          id="parent-city"
          label={parentsPage.fields.city}
          value={city}
          onChange={chooseCity}
          error={errors.target_city_id}
          required
        />
        <FormControl sx={{ gridColumn: '1 / -1' }}>
          <FormLabel id="parent-merchant-type-label">{parentsPage.fields.merchant_type}</FormLabel>
          <RadioGroup row aria-labelledby="parent-merchant-type-label" value={otherTrade ? 'other' : 'default'} onChange={(event) => setOtherTrade(event.target.value === 'other')}>
            <FormControlLabel value="default" control={<Radio />} label={parentsPage.fields.merchant_type_default} />
            <FormControlLabel value="other" control={<Radio />} label={parentsPage.fields.merchant_type_other} />
          </RadioGroup>
          {otherTrade ? (
            <TextField
              id="parent-other_merchant_type"
              label={parentsPage.fields.merchant_type_other_text}
              value={values.other_merchant_type}
              onChange={(event) => update('other_merchant_type', event.target.value)}
              required
              error={Boolean(errors.other_merchant_type)}
              helperText={errors.other_merchant_type}
              sx={{ mt: 1 }}
            />
          ) : null}
        </FormControl>
        <TextField
          id="parent-allergies"
          name="allergies"
          label={ALLERGIES_LABEL}
          value={values.allergies}
          onChange={(event) => update('allergies', event.target.value)}
          multiline
          rows={3}
          error={Boolean(errors.allergies)}
          helperText={errors.allergies ?? parentsPage.allergiesHint(values.allergies.trim().length, ALLERGIES_MAX_LENGTH)}
          fullWidth
          sx={{ gridColumn: '1 / -1' }}
          // A plain textarea: with `rows` alone MUI still draws its growing one, whose layout effect measures the text
          // (a layout of the whole page inside the commit, the longest part of the form's arrival on a phone).
          slotProps={{ input: { inputComponent: 'textarea' } }}
        />
        <TextField
          id="parent-credit_code"
          name="credit_code"
          label={parentsPage.fields.credit_code}
          value={values.credit_code}
          onChange={(event) => update('credit_code', event.target.value)}
          error={Boolean(errors.credit_code)}
          helperText={errors.credit_code ?? parentsPage.creditCodeHint}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Honeypot id="parent-website" value={values.website} onChange={(website) => setField('website', website)} />
        <TermsCheckbox
          id="parent-terms_accepted"
          checked={termsAccepted}
          onChange={(checked) => {
            setTermsAccepted(checked);
            if (checked) setErrors((current) => ({ ...current, terms_accepted: undefined }));
          }}
          error={errors.terms_accepted}
          before={parentsPage.terms.before}
          links={[{ path: TERMS_PATHS.cgv, label: parentsPage.terms.cgv }]}
          notice={parentsPage.terms.withdrawal}
        />
        {botCheck.field}
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ gridColumn: '1 / -1' }}>
          {sending ? parentsPage.sending : values.credit_code.trim() ? parentsPage.submitWithCredit : parentsPage.submit}
        </Button>
      </Box>
    </Paper>
  );
}
