import fc from 'fast-check';
import { subtractMonths } from '../tracking/tracking.service';
import { addDays, daysBetween, daysOf, isCalendarDay, parisDay, parisMidnight } from './paris-day';

describe('Europe/Paris calendar days', () => {
  it.each([
    ['2026-03-28T22:59:59.999Z', '2026-03-28'],
    ['2026-03-28T23:00:00.000Z', '2026-03-29'],
    ['2026-03-29T00:59:59.000Z', '2026-03-29'],
    ['2026-03-29T21:59:59.999Z', '2026-03-29'],
    ['2026-03-29T22:00:00.000Z', '2026-03-30'],
    ['2026-10-24T21:59:59.999Z', '2026-10-24'],
    ['2026-10-24T22:00:00.000Z', '2026-10-25'],
    ['2026-10-25T22:59:59.999Z', '2026-10-25'],
    ['2026-10-25T23:00:00.000Z', '2026-10-26'],
  ])('%s is %s in Paris (around the clock changes)', (instant, day) => {
    expect(parisDay(Date.parse(instant))).toBe(day);
  });

  it('gives the same day as a direct Intl conversion for any instant since 1950', () => {
    const direct = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('1950-01-01'), max: Date.parse('2100-01-01') }), (ms) => {
        expect(parisDay(ms)).toBe(direct.format(ms));
      }),
      { numRuns: 2000 },
    );
  });

  it('knows real calendar days and counts between them', () => {
    expect(['2024-02-29', '2026-12-31'].every(isCalendarDay)).toBe(true);
    expect(['2025-02-29', '2026-13-01', '2026-1-01', '20260101', 20260101, null].some(isCalendarDay)).toBe(false);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysOf('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('goes back 25 months, clamping to the end of a shorter month', () => {
    expect(subtractMonths('2026-11-22', 25)).toBe('2024-10-22');
    expect(subtractMonths('2026-03-31', 25)).toBe('2024-02-29');
    expect(subtractMonths('2026-01-15', 1)).toBe('2025-12-15');
  });

  it('starts a Paris day at its midnight, in winter and in summer time', () => {
    expect(parisMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(parisMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});
