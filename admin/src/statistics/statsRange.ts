/** A day as YYYY-MM-DD in Europe/Paris, the time zone the statistics are counted in. */
export function parisDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last 7 or 30 days, today included. */
export function lastDays(days: number, now = new Date()): { start: string; end: string } {
  const end = parisDay(now);
  return { start: addDays(end, -(days - 1)), end };
}

/** This calendar month so far (Paris), for "settled this month". */
export function thisMonth(now = new Date()): { start: string; end: string } {
  const end = parisDay(now);
  return { start: `${end.slice(0, 7)}-01`, end };
}

/** The server refuses longer windows (GET /api/stats). */
export const MAX_RANGE_DAYS = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => DAY_PATTERN.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;

/** What the operator picked: the last 7 or 30 days, or a range of their own. */
export type RangeChoice = { kind: 'last'; days: 7 | 30 } | { kind: 'custom'; start: string; end: string };

/**
 * The window to ask the server for, or the translation key of what is wrong with a custom range (checked here so
 * that the operator sees it at once, rather than the server's 400). A range may not end after today.
 */
export function resolveRange(choice: RangeChoice, now = new Date()): { start: string; end: string } | { error: string } {
  if (choice.kind === 'last') return lastDays(choice.days, now);
  const { start, end } = choice;
  if (!start || !end) return { error: 'app.statistics.range.required' };
  if (!isCalendarDay(start) || !isCalendarDay(end)) return { error: 'app.statistics.range.invalid' };
  if (start > end) return { error: 'app.statistics.range.reversed' };
  if (end > parisDay(now)) return { error: 'app.statistics.range.future' };
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  if (days > MAX_RANGE_DAYS) return { error: 'app.statistics.range.too_long' };
  return { start, end };
}
