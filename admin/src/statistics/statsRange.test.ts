import { lastDays, parisDay, thisMonth } from './statsRange';

describe('statistics windows', () => {
  it('counts the last 7 and 30 days with today included, in Paris days', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time).
    const now = new Date('2026-03-31T23:30:00Z');
    expect(parisDay(now)).toBe('2026-04-01');
    expect(lastDays(7, now)).toEqual({ start: '2026-03-26', end: '2026-04-01' });
    expect(lastDays(30, now)).toEqual({ start: '2026-03-03', end: '2026-04-01' });
  });

  it('crosses a year end and a leap day', () => {
    expect(lastDays(7, new Date('2027-01-02T10:00:00Z'))).toEqual({ start: '2026-12-27', end: '2027-01-02' });
    expect(lastDays(2, new Date('2028-03-01T10:00:00Z'))).toEqual({ start: '2028-02-29', end: '2028-03-01' });
  });

  it('starts this month on its first day', () => {
    expect(thisMonth(new Date('2026-11-22T08:00:00Z'))).toEqual({ start: '2026-11-01', end: '2026-11-22' });
  });
});
