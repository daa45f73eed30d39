import { BALANCE_CENTS, CURRENCY, DEPOSIT_CENTS, formatEuros, WORKSHOP_TOTAL_CENTS } from './money';

describe('money', () => {
  it('charges a deposit of 30 € on a workshop of 180 €, in euros (the payment provider reads the currency code)', () => {
    expect({ DEPOSIT_CENTS, WORKSHOP_TOTAL_CENTS, BALANCE_CENTS, CURRENCY }).toEqual({
      DEPOSIT_CENTS: 3000,
      WORKSHOP_TOTAL_CENTS: 18000,
      BALANCE_CENTS: 15000,
      CURRENCY: 'eur',
    });
  });

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
