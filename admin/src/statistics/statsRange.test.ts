import { lastDays, resolveRange, thisMonth } from './statsRange';

describe('statistics windows', () => {
  it('counts the last 7 and 30 days with today included, in Paris days', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time).
    const now = new Date('2026-03-31T23:30:00Z');
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

describe('custom statistics range', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const custom = (start: string, end: string) => resolveRange({ kind: 'custom', start, end }, now);

  it('gives the last 7 or 30 days for the presets', () => {
    expect(resolveRange({ kind: 'last', days: 7 }, now)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(resolveRange({ kind: 'last', days: 30 }, now)).toEqual({ start: '2026-10-24', end: '2026-11-22' });
  });

  it('accepts a range of past days, one day, and exactly 366 days ending today', () => {
    expect(custom('2026-04-01', '2026-04-30')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    expect(custom('2026-11-22', '2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-22' });
    expect(custom('2025-11-22', '2026-11-22')).toEqual({ start: '2025-11-22', end: '2026-11-22' });
  });

  it('refuses an incomplete, impossible, reversed, future or too long range', () => {
    expect(custom('', '2026-11-01')).toEqual({ error: 'app.statistics.range.required' });
    expect(custom('2026-02-30', '2026-03-01')).toEqual({ error: 'app.statistics.range.invalid' });
    expect(custom('2026-11-10', '2026-11-01')).toEqual({ error: 'app.statistics.range.reversed' });
    expect(custom('2026-11-20', '2026-11-23')).toEqual({ error: 'app.statistics.range.future' });
    expect(custom('2025-11-21', '2026-11-22')).toEqual({ error: 'app.statistics.range.too_long' });
  });

  it('counts today in Paris: at 23:30 UTC on 31 March, 1 April may end a range', () => {
    expect(resolveRange({ kind: 'custom', start: '2026-03-25', end: '2026-04-01' }, new Date('2026-03-31T23:30:00Z'))).toEqual({
      start: '2026-03-25',
      end: '2026-04-01',
    });
  });
});
