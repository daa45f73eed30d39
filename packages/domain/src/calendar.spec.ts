import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  daysOf,
  DESIRED_DATE_MESSAGES,
  desiredDateError,
  earliestDesiredDate,
  isCalendarDay,
  latestDesiredDate,
  MAX_DAYS_BEFORE_WORKSHOP,
  parisDay,
  parisMidnight,
} from './calendar';

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
    expect(['2025-02-29', '2026-13-01', '2026-1-01', '20260101', 20260101, null, ['2026-01-01']].some(isCalendarDay)).toBe(false);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysOf('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('starts a Paris day at its midnight, in winter and in summer time', () => {
    expect(parisMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(parisMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('desired date', () => {
  it('counts the 21 days from the day it is in Paris, whatever the time zone of the machine', () => {
    // 23:30 UTC on 24 November is already 25 November in Paris.
    expect(earliestDesiredDate(Date.parse('2026-11-24T23:30:00Z'))).toBe('2026-12-16');
    expect(earliestDesiredDate(Date.parse('2026-11-24T22:59:00Z'))).toBe('2026-12-15');
  });

  it('refuses a day before the earliest date, an impossible day, and a day more than two years ahead', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(desiredDateError('2026-12-14', now)).toBe(DESIRED_DATE_MESSAGES.tooSoon);
    expect(desiredDateError('2026-12-15', now)).toBeUndefined();
    expect(desiredDateError('2026-02-30', now)).toBe(DESIRED_DATE_MESSAGES.invalid);
    expect(desiredDateError('2029-01-01', now)).toBe(DESIRED_DATE_MESSAGES.tooFar);
  });

  it('takes a day up to two leap years (732 days, 29 February 2028 among them) ahead of the Paris day, and refuses the next', () => {
    expect(MAX_DAYS_BEFORE_WORKSHOP).toBe(732);
    const now = Date.parse('2026-11-24T23:30:00Z');
    expect(latestDesiredDate(now)).toBe('2028-11-26');
    expect(desiredDateError('2028-11-26', now)).toBeUndefined();
    expect(desiredDateError('2028-11-27', now)).toBe(DESIRED_DATE_MESSAGES.tooFar);
  });
});
