/** Amounts are integers in cents everywhere; euros exist only in what people read. */
export const CURRENCY = 'eur';

/** The deposit a parent pays online to book the date. */
export const DEPOSIT_CENTS = 3000;
/** The price of a workshop, all included, as shown to parents. */
export const WORKSHOP_TOTAL_CENTS = 18000;
/** What remains to pay once the deposit is in. */
export const BALANCE_CENTS = WORKSHOP_TOTAL_CENTS - DEPOSIT_CENTS;

/**
 * Cents as French readers write them: 3000 → "30,00 €"; with `cents: 'when-needed'`, 3000 → "30 €" and
 * 3050 → "30,50 €" (running text). Thousands take French grouping (1 800,00 €).
 */
export function formatEuros(cents: number, options: { cents?: 'always' | 'when-needed' } = {}): string {
  const decimals = options.cents === 'when-needed' && cents % 100 === 0 ? 0 : 2;
  return `${(cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} €`;
}
