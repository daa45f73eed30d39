import { addDays, isCalendarDay, parisDay, PARIS_TIME_ZONE } from '@ptits-mitrons/domain';
import { DATE_LOCALE } from '../../../i18nProvider';

/** The workshops' days staff pay for, both included (YYYY-MM-DD, Paris). */
export interface PayoutPeriod {
  from: string;
  to: string;
}

/** The previous calendar month in Paris: artisans are usually paid monthly, for the month just over. */
export function previousMonth(now: Date | number = Date.now()): PayoutPeriod {
  const to = addDays(`${parisDay(now).slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

export const isPeriod = ({ from, to }: PayoutPeriod): boolean => isCalendarDay(from) && isCalendarDay(to) && from <= to;

/** A calendar day as staff read it: 2026-10-01 → 01/10/2026. */
export const formatDay = (day: string): string => new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString(DATE_LOCALE, { timeZone: 'UTC' });

/** An instant in Paris time, where every workshop takes place: 14/10/2026 14:30. */
export const formatInstant = (iso: string): string =>
  new Date(iso).toLocaleString(DATE_LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone: PARIS_TIME_ZONE });
