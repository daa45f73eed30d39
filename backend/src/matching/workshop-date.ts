import { DateTime } from 'luxon';
import { DEFAULT_WORKSHOP_TIME, PARIS_TIME_ZONE } from '@ptits-mitrons/domain';

/** A date and a time, seconds optional, offset optional: staff type Paris times, scripts may send UTC. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant of an ISO 8601 date-time; one without offset is Paris time. Undefined for anything else. */
export function parseWorkshopDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return undefined;
  const instant = DateTime.fromISO(value, { zone: PARIS_TIME_ZONE });
  return instant.isValid ? instant.toJSDate() : undefined;
}

/** A request's desired day at the time staff start from. */
export function defaultWorkshopDate(desiredDate: string): Date {
  return DateTime.fromISO(`${desiredDate}T${DEFAULT_WORKSHOP_TIME}`, { zone: PARIS_TIME_ZONE }).toJSDate();
}
