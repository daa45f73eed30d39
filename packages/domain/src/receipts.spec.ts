import { formatReceiptNumber, parentReceiptPath, RECEIPT_NUMBER_PATTERN, RECEIPT_PURPOSE_KINDS, RECEIPT_PURPOSES, RECEIPT_TEXTS, splitVat } from './receipts';

describe('receipts', () => {
  it('numbers one series per year on six digits, which the pattern reads back', () => {
    expect(formatReceiptNumber(2026, 123)).toBe('2026-000123');
    expect(formatReceiptNumber(2027, 999999)).toBe('2027-999999');
    expect(RECEIPT_NUMBER_PATTERN.exec(formatReceiptNumber(2026, 1))?.slice(1)).toEqual(['2026', '000001']);
    expect(RECEIPT_NUMBER_PATTERN.test('2026-00123')).toBe(false);
    expect(RECEIPT_NUMBER_PATTERN.test('x2026-000123')).toBe(false);
    expect(RECEIPT_NUMBER_PATTERN.test('2026-000123.pdf')).toBe(false);
  });

  it('splits a price including VAT so that the two parts add up to it, rounded to the cent', () => {
    expect(splitVat(18000, 20)).toEqual({ excludingVatCents: 15000, vatCents: 3000 });
    expect(splitVat(3000, 20)).toEqual({ excludingVatCents: 2500, vatCents: 500 });
    // 1000 / 1.055 = 947.87…: rounded up to 948, the VAT takes the rest.
    expect(splitVat(1000, 5.5)).toEqual({ excludingVatCents: 948, vatCents: 52 });
    // 1001 / 1.2 = 834.17…: rounded down.
    expect(splitVat(1001, 20)).toEqual({ excludingVatCents: 834, vatCents: 167 });
    expect(splitVat(3000, 0)).toEqual({ excludingVatCents: 3000, vatCents: 0 });
  });

  it('issues a receipt for what is paid and a credit note for what is given back or converted', () => {
    expect(Object.fromEntries(RECEIPT_PURPOSES.map((purpose) => [purpose, RECEIPT_PURPOSE_KINDS[purpose]]))).toEqual({
      deposit: 'receipt',
      balance: 'receipt',
      credit: 'receipt',
      deposit_refund: 'credit_note',
      balance_refund: 'credit_note',
      credit_conversion: 'credit_note',
    });
  });

  it('titles a document by its kind and number, writes the rate with a French comma, and names the credit used', () => {
    expect(RECEIPT_TEXTS.title('receipt', '2026-000123')).toBe('Reçu n° 2026-000123');
    expect(RECEIPT_TEXTS.title('credit_note', '2026-000124')).toBe('Avoir n° 2026-000124');
    expect(RECEIPT_TEXTS.vat(5.5)).toBe('TVA (5,5 %)');
    expect(RECEIPT_TEXTS.vat(20)).toBe('TVA (20 %)');
    expect(RECEIPT_TEXTS.lines.credit('AVOIR-7KQ2-M9XD')).toBe('Acompte réglé par avoir AVOIR-7KQ2-M9XD');
    expect(RECEIPT_TEXTS.corrects('2026-000001')).toBe('(annule et remplace en partie le reçu n° 2026-000001)');
  });

  it("downloads a parent's document through their personal link", () => {
    expect(parentReceiptPath('tok123', '2026-000123')).toBe('/api/parent-space/tok123/receipts/2026-000123.pdf');
  });
});
