import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { addDays, isCalendarDay, parisDay } from '../../common/paris-day';

/** SPEC.md §9: the earliest date a parent may ask for. */
export const MIN_DAYS_AHEAD = 21;
/** Beyond this the date is certainly a typing mistake. */
const MAX_DAYS_AHEAD = 2 * 366;

/** A date input sends YYYY-MM-DD; a date-time (ISO 8601 with time) is read as its day in Europe/Paris. */
export function toParisDay(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : parisDay(instant);
}

/** Why a desired date is refused, or undefined when it is acceptable. */
export function desiredDateError(value: unknown, today = parisDay()): string | undefined {
  if (!isCalendarDay(value)) return 'La date souhaitée doit être une date valide (AAAA-MM-JJ).';
  if (value < addDays(today, MIN_DAYS_AHEAD)) return `La date souhaitée doit être au moins ${MIN_DAYS_AHEAD} jours après aujourd'hui.`;
  if (value > addDays(today, MAX_DAYS_AHEAD)) return 'La date souhaitée doit être dans les deux prochaines années.';
  return undefined;
}

/** A real calendar date, at least 21 days after today in Europe/Paris, and not absurdly far. */
@ValidatorConstraint({ name: 'desiredDate' })
export class DesiredDateConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return desiredDateError(value) === undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return desiredDateError(args.value) ?? '';
  }
}
