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
} from '@ptits-mitrons/domain';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api/client';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { formatDay } from '../../components/dates';
import { useSubmission } from '../../components/useSubmission';
import { availabilityForm } from '../../content/merchantSpaceForms';
import type { MerchantAvailabilityDto, MerchantSpaceResponse } from '@ptits-mitrons/api-types';

type Field = keyof MerchantAvailabilityDto;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['available_days', 'available_hours', 'max_children', 'days_off'];

export interface AvailabilityFormProps {
  open: boolean;
  token: string;
  answer: MerchantSpaceResponse;
  onSaved: (answer: MerchantSpaceResponse) => void;
  onCancel: () => void;
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

/**
 * Days, half-hour slots, number of children and dates off: one PUT, whose answer the page then shows. Its own chunk
 * (text fields, checkboxes, chips), loaded when the artisan first asks to edit.
 */
export default function AvailabilityForm({ open, ...props }: AvailabilityFormProps) {
  // Closed, it is unmounted: the next opening starts from the saved values.
  return open ? <Editor {...props} /> : null;
}

function Editor({ token, answer, onSaved, onCancel }: Omit<AvailabilityFormProps, 'open'>) {
  const { availability } = answer;
  const [days, setDays] = useState<string[]>(availability.available_days);
  const [hours, setHours] = useState<string[]>(availability.available_hours);
  const [maxChildren, setMaxChildren] = useState(String(availability.max_children));
  // Past dates off are of no use any more: they are neither shown nor sent back.
  const [daysOff, setDaysOff] = useState<string[]>(() => upcomingDaysOff(availability.days_off));
  const [newDayOff, setNewDayOff] = useState('');
  const [dayOffError, setDayOffError] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  const { form, sending, submit: runSubmission } = useSubmission(setErrors);
  const today = parisDay();

  const addDayOff = () => {
    const day = newDayOff;
    const problem = !day
      ? availabilityForm.dayOffRequired
      : !isCalendarDay(day)
        ? MERCHANT_SPACE_MESSAGES.daysOffInvalid
        : day < today
          ? availabilityForm.dayOffPast
          : daysOff.includes(day)
            ? availabilityForm.dayOffDuplicate
            : undefined;
    setDayOffError(problem);
    if (problem) return;
    setDaysOff((current) => [...current, day].sort());
    setNewDayOff('');
    setErrors((current) => ({ ...current, days_off: undefined }));
  };

  // The whole chip is the remove button, so keyboards and screen readers reach it and hear what it does.
  const removeDayOff = (day: string) => {
    setDaysOff((current) => current.filter((item) => item !== day));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await runSubmission({ max_children: maxChildrenError(maxChildren) }, async () => {
      // The checkboxes offer WEEK_DAYS and HALF_HOUR_SLOTS only: the values the document lists for these fields.
      const payload: MerchantAvailabilityDto = {
        available_days: days as MerchantAvailabilityDto['available_days'],
        available_hours: hours as MerchantAvailabilityDto['available_hours'],
        max_children: Number(maxChildren),
        days_off: daysOff,
      };
      try {
        onSaved(await api.updateMerchantAvailability(token, payload));
      } catch (error) {
        if (!(error instanceof ApiError && error.fieldErrors.length)) throw error;
        setErrors(serverErrors(error));
        // After the messages are drawn, the first refused field takes the focus, as for the site's other forms.
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[data-invalid="true"] input, [aria-invalid="true"]')?.focus());
      }
    });
  };

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3, mt: 2 }}>
      <ChoiceGroup
        id="availability-days"
        legend={availabilityForm.days}
        choices={WEEK_DAYS}
        value={days}
        onChange={setDays}
        error={errors.available_days}
        minWidth="8rem"
      />
      <ChoiceGroup
        id="availability-hours"
        legend={availabilityForm.hours}
        hint={availabilityForm.hoursHint}
        choices={HALF_HOUR_SLOTS}
        value={hours}
        onChange={setHours}
        error={errors.available_hours}
        minWidth="6rem"
      />
      <TextField
        id="availability-max-children"
        name="max_children"
        type="number"
        label={availabilityForm.maxChildren}
        value={maxChildren}
        onChange={(event) => {
          setMaxChildren(event.target.value);
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
          {availabilityForm.daysOff}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            id="availability-day-off"
            type="date"
            label={availabilityForm.dayOffInput}
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
            {availabilityForm.addDayOff}
          </Button>
        </Box>
        {daysOff.length ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {daysOff.map((day) => (
              <li key={day}>
                <Chip
                  label={formatDay(day)}
                  aria-label={availabilityForm.removeDayOff(formatDay(day))}
                  onClick={() => removeDayOff(day)}
                  onDelete={() => removeDayOff(day)}
                />
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{availabilityForm.noDaysOff}</Typography>
        )}
        {errors.days_off ? <FormHelperText error sx={{ fontSize: '0.95rem' }}>{errors.days_off}</FormHelperText> : null}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? availabilityForm.saving : availabilityForm.save}
        </Button>
        <Button variant="outlined" size="large" disabled={sending} onClick={onCancel}>
          {availabilityForm.cancel}
        </Button>
      </Box>
    </Box>
  );
}
