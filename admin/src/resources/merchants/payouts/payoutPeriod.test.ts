import { isPeriod, previousMonth } from './payoutPeriod';

describe('the payout period', () => {
  it('defaults to the previous calendar month in Paris, whatever the UTC day', () => {
    // 1 March 2026 at 00:30 in Paris is still 28 February in UTC.
    expect(previousMonth(new Date('2026-02-28T23:30:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousMonth(new Date('2026-01-15T12:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonth(new Date('2024-03-31T12:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('needs two real days, the first not after the second', () => {
    expect(isPeriod({ from: '2026-10-01', to: '2026-10-31' })).toBe(true);
    expect(isPeriod({ from: '2026-10-01', to: '2026-10-01' })).toBe(true);
    expect(isPeriod({ from: '2026-10-31', to: '2026-10-01' })).toBe(false);
    expect(isPeriod({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(isPeriod({ from: '', to: '2026-03-01' })).toBe(false);
  });
});
