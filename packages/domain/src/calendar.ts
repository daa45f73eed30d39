/** Calendar days ('YYYY-MM-DD') as the operator lives them: Europe/Paris, whatever the server's zone. */
export const PARIS_TIME_ZONE = 'Europe/Paris';

const parisDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const MS_PER_HOUR = 3_600_000;
/** Since 1911 Paris midnight always falls on a whole UTC hour, so the day of an instant is the day of its hour. */
const dayByHour = new Map<number, string>();

/** The Europe/Paris calendar day of an instant (memoised per hour: the tracker asks for every page view). */
export function parisDay(instant: Date | number = Date.now()): string {
  const hour = Math.floor(Number(instant) / MS_PER_HOUR);
  let day = dayByHour.get(hour);
  if (day === undefined) {
    if (dayByHour.size >= 1000) dayByHour.clear();
    day = parisDateFormat.format(hour * MS_PER_HOUR);
    dayByHour.set(hour, day);
  }
  return day;
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day n days after (or before, n < 0) a calendar day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Number of days from a to b (b - a); 0 for the same day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / MS_PER_DAY);
}

/** Every day from start to end inclusive. */
export function daysOf(start: string, end: string): string[] {
  const count = daysBetween(start, end) + 1;
  const days: string[] = [];
  for (let i = 0, ms = Date.parse(`${start}T00:00:00Z`); i < count; i++, ms += MS_PER_DAY) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
  return days;
}

/** The instant a Paris calendar day starts (midnight in Paris is 23:00 or 22:00 UTC the day before). */
export function parisMidnight(day: string): Date {
  const twoHoursBefore = Date.parse(`${day}T00:00:00Z`) - 2 * MS_PER_HOUR;
  return new Date(parisDay(twoHoursBefore) === day ? twoHoursBefore : twoHoursBefore + MS_PER_HOUR);
}

/** The earliest a workshop may be asked for: the operator needs three weeks to find an artisan. */
export const MIN_DAYS_BEFORE_WORKSHOP = 21;
/** Beyond this a desired date is certainly a typing mistake. */
export const MAX_DAYS_BEFORE_WORKSHOP = 2 * 366;

export const DESIRED_DATE_MESSAGES = {
  invalid: 'La date souhaitée doit être une date valide (AAAA-MM-JJ).',
  tooSoon: `La date souhaitée doit être au moins ${MIN_DAYS_BEFORE_WORKSHOP} jours après aujourd'hui.`,
  tooFar: 'La date souhaitée doit être dans les deux prochaines années.',
  hint: `Au plus tôt dans ${MIN_DAYS_BEFORE_WORKSHOP} jours`,
} as const;

/** The earliest desired date (YYYY-MM-DD), counted in Paris whatever the visitor's or the server's time zone. */
export function earliestDesiredDate(now: Date | number = Date.now()): string {
  return addDays(parisDay(now), MIN_DAYS_BEFORE_WORKSHOP);
}

/** The latest desired date (YYYY-MM-DD), and the latest day staff may plan a workshop on. */
export function latestDesiredDate(now: Date | number = Date.now()): string {
  return addDays(parisDay(now), MAX_DAYS_BEFORE_WORKSHOP);
}

/** Why a desired date is refused, or undefined when it is acceptable. */
export function desiredDateError(value: unknown, now: Date | number = Date.now()): string | undefined {
  if (!isCalendarDay(value)) return DESIRED_DATE_MESSAGES.invalid;
  if (value < earliestDesiredDate(now)) return DESIRED_DATE_MESSAGES.tooSoon;
  if (value > latestDesiredDate(now)) return DESIRED_DATE_MESSAGES.tooFar;
  return undefined;
}
