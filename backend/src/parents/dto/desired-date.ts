import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { desiredDateError, parisDay } from '@ptits-mitrons/domain';

/** A date input sends YYYY-MM-DD; a date-time (ISO 8601 with time) is read as its day in Europe/Paris. */
export function toParisDay(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : parisDay(instant);
}

/** The domain's desired-date rule (a real day, three weeks ahead in Paris at least, not absurdly far). */
@ValidatorConstraint({ name: 'desiredDate' })
export class DesiredDateConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return desiredDateError(value) === undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return desiredDateError(args.value) ?? '';
  }
}
