import { addDays, daysBetween, isCalendarDay, MAX_STATS_WINDOW_DAYS, parisDay } from '@ptits-mitrons/domain';

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
  if (daysBetween(start, end) + 1 > MAX_STATS_WINDOW_DAYS) return { error: 'app.statistics.range.too_long' };
  return { start, end };
}
