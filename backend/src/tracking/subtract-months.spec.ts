import { subtractMonths } from './tracking.service';

describe('subtractMonths', () => {
  it('goes back 25 months, clamping to the end of a shorter month', () => {
    expect(subtractMonths('2026-11-22', 25)).toBe('2024-10-22');
    expect(subtractMonths('2026-03-31', 25)).toBe('2024-02-29');
    expect(subtractMonths('2026-01-15', 1)).toBe('2025-12-15');
  });
});
