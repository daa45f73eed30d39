import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  HALF_HOUR_SLOTS,
  isCalendarDay,
  MAX_CHILDREN,
  MAX_CHILDREN_MESSAGE,
  MERCHANT_SPACE_MESSAGES,
  parisDay,
  upcomingDaysOff,
  WEEK_DAYS,
  type MerchantAvailabilityPayload,
} from '@ptits-mitrons/domain';
import { useState, type FormEvent } from 'react';
import { api, ApiError, type MerchantSpaceAnswer } from '../../api/client';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { formatDay } from '../../components/dates';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { useSubmission } from '../../components/useSubmission';
import { availabilityCard } from '../../content/merchantSpace';

type Field = keyof MerchantAvailabilityPayload;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['available_days', 'available_hours', 'max_children', 'days_off'];

interface AvailabilityCardProps {
  token: string;
  answer: MerchantSpaceAnswer;
  onSaved: (answer: MerchantSpaceAnswer) => void;
}

function maxChildrenError(value: string): string | undefined {
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) && number >= MAX_CHILDREN.min && number <= MAX_CHILDREN.max ? undefined : MAX_CHILDREN_MESSAGE;
}

/** The server's refusal per field ("days_off.2" belongs to days_off), the first sentence of each. */
function serverErrors(error: ApiError): Errors {
  const errors: Errors = {};
  for (const { field, message } of error.fieldErrors) {
    const name = FIELDS.find((candidate) => field === candidate || field.startsWith(`${candidate}.`));
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** Days, half-hour slots, number of children and dates off: one PUT, the server's answer then shown as saved. */
export function AvailabilityCard({ token, answer, onSaved }: AvailabilityCardProps) {
  const { availability } = answer;
  const [days, setDays] = useState<string[]>(availability.available_days);
  const [hours, setHours] = useState<string[]>(availability.available_hours);
  const [maxChildren, setMaxChildren] = useState(String(availability.max_children));
  // Past dates off are of no use any more: they are neither shown nor sent back.
  const [daysOff, setDaysOff] = useState<string[]>(() => upcomingDaysOff(availability.days_off));
  const [newDayOff, setNewDayOff] = useState('');
  const [dayOffError, setDayOffError] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const { form, sending, submit: runSubmission } = useSubmission(setErrors);
  const today = parisDay();

  const edited = () => setSaved(false);
  const addDayOff = () => {
    const day = newDayOff;
    const problem = !day
      ? availabilityCard.dayOffRequired
      : !isCalendarDay(day)
        ? MERCHANT_SPACE_MESSAGES.daysOffInvalid
        : day < today
          ? availabilityCard.dayOffPast
          : daysOff.includes(day)
            ? availabilityCard.dayOffDuplicate
            : undefined;
    setDayOffError(problem);
    if (problem) return;
    setDaysOff((current) => [...current, day].sort());
    setNewDayOff('');
    setErrors((current) => ({ ...current, days_off: undefined }));
    edited();
  };

  // The whole chip is the remove button, so keyboards and screen readers reach it and hear what it does.
  const removeDayOff = (day: string) => {
    setDaysOff((current) => current.filter((item) => item !== day));
    edited();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    await runSubmission({ max_children: maxChildrenError(maxChildren) }, async () => {
      const payload: MerchantAvailabilityPayload = { available_days: days, available_hours: hours, max_children: Number(maxChildren), days_off: daysOff };
      try {
        onSaved(await api.updateMerchantAvailability(token, payload));
        setSaved(true);
      } catch (error) {
        if (!(error instanceof ApiError && error.fieldErrors.length)) throw error;
        setErrors(serverErrors(error));
        // After the messages are drawn, the first refused field takes the focus, as for the site's other forms.
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[data-invalid="true"] input, [aria-invalid="true"]')?.focus());
      }
    });
  };

  return (
    <SectionCard id="merchant-availability-title" title={availabilityCard.title}>
      <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
        <Typography>{availabilityCard.intro}</Typography>
        <ChoiceGroup
          id="availability-days"
          legend={availabilityCard.days}
          choices={WEEK_DAYS}
          value={days}
          onChange={(value) => {
            setDays(value);
            edited();
          }}
          error={errors.available_days}
          minWidth="8rem"
        />
        <ChoiceGroup
          id="availability-hours"
          legend={availabilityCard.hours}
          hint={availabilityCard.hoursHint}
          choices={HALF_HOUR_SLOTS}
          value={hours}
          onChange={(value) => {
            setHours(value);
            edited();
          }}
          error={errors.available_hours}
          minWidth="6rem"
        />
        <TextField
          id="availability-max-children"
          name="max_children"
          type="number"
          label={availabilityCard.maxChildren}
          value={maxChildren}
          onChange={(event) => {
            setMaxChildren(event.target.value);
            edited();
            if (errors.max_children) setErrors((current) => ({ ...current, max_children: maxChildrenError(event.target.value) }));
          }}
          onBlur={() => setErrors((current) => ({ ...current, max_children: maxChildrenError(maxChildren) }))}
          required
          error={Boolean(errors.max_children)}
          helperText={errors.max_children}
          sx={{ maxWidth: '16rem' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: MAX_CHILDREN.min, max: MAX_CHILDREN.max, step: 1 } }}
        />
        <Box component="fieldset" data-invalid={errors.days_off ? 'true' : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
            {availabilityCard.daysOff}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <TextField
              id="availability-day-off"
              type="date"
              label={availabilityCard.dayOffInput}
              value={newDayOff}
              onChange={(event) => {
                setNewDayOff(event.target.value);
                setDayOffError(undefined);
              }}
              error={Boolean(dayOffError)}
              helperText={dayOffError}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              sx={{ width: '13rem' }}
            />
            <Button variant="outlined" onClick={addDayOff} sx={{ mt: 1 }}>
              {availabilityCard.addDayOff}
            </Button>
          </Box>
          {daysOff.length ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {daysOff.map((day) => (
                <li key={day}>
                  <Chip
                    label={formatDay(day)}
                    aria-label={availabilityCard.removeDayOff(formatDay(day))}
                    onClick={() => removeDayOff(day)}
                    onDelete={() => removeDayOff(day)}
                  />
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{availabilityCard.noDaysOff}</Typography>
          )}
          {errors.days_off ? <FormHelperText error sx={{ fontSize: '0.95rem' }}>{errors.days_off}</FormHelperText> : null}
        </Box>
        <Box role="status" aria-live="polite">
          {saved ? <Notice severity="success">{MERCHANT_SPACE_MESSAGES.availabilitySaved}</Notice> : null}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}>
          {sending ? availabilityCard.saving : availabilityCard.save}
        </Button>
      </Box>
    </SectionCard>
  );
}
