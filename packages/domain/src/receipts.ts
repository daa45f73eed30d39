/**
 * Receipts ("notes", arrêté n° 83-50/A du 3 octobre 1983) and credit notes issued to parents for every deposit,
 * balance, credit use and refund. One gapless series per calendar year: `2026-000123`.
 */
export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const RECEIPT_KIND_LABELS: Record<ReceiptKind, string> = {
  receipt: 'Reçu',
  credit_note: 'Avoir',
};

export const RECEIPT_NUMBER_PATTERN = /^(\d{4})-(\d{6})$/;

/** 2026, 123 → "2026-000123". */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Prices are set all taxes included: the amount excluding VAT is what, taxed at `ratePercent`, gives the total back
 * (rounded to the cent), and the VAT is the difference, so the two always add up to the total.
 */
export function splitVat(totalCents: number, ratePercent: number): { excludingVatCents: number; vatCents: number } {
  const excludingVatCents = Math.round((totalCents * 100) / (100 + ratePercent));
  return { excludingVatCents, vatCents: totalCents - excludingVatCents };
}
