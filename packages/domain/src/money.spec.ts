import { BALANCE_CENTS, DEPOSIT_CENTS, formatEuros, WORKSHOP_TOTAL_CENTS } from './money';

describe('money', () => {
  it('keeps the balance as the total minus the deposit', () => {
    expect(DEPOSIT_CENTS + BALANCE_CENTS).toBe(WORKSHOP_TOTAL_CENTS);
  });

  it.each([
    [3000, {}, '30,00 €'],
    [3050, {}, '30,50 €'],
    [3000, { cents: 'when-needed' as const }, '30 €'],
    [3050, { cents: 'when-needed' as const }, '30,50 €'],
    [180000, {}, '1\u202f800,00 €'],
  ])('writes %i cents %j as %s', (cents, options, text) => {
    expect(formatEuros(cents, options)).toBe(text);
  });
});
