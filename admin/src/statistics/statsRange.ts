/** A day as YYYY-MM-DD in Europe/Paris, the time zone the statistics are counted in. */
export function parisDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** SPEC.md §9: the last 7 or 30 days, today included. */
export function lastDays(days: number, now = new Date()): { start: string; end: string } {
  const end = parisDay(now);
  return { start: addDays(end, -(days - 1)), end };
}

/** This calendar month so far (Paris), for "settled this month". */
export function thisMonth(now = new Date()): { start: string; end: string } {
  const end = parisDay(now);
  return { start: `${end.slice(0, 7)}-01`, end };
}
