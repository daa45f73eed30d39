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

/** What a document is for: the line it prints and whether it is a receipt or a credit note. */
export const RECEIPT_PURPOSES = ['deposit', 'balance', 'credit', 'deposit_refund', 'balance_refund', 'credit_conversion'] as const;
export type ReceiptPurpose = (typeof RECEIPT_PURPOSES)[number];

export const RECEIPT_PURPOSE_KINDS: Record<ReceiptPurpose, ReceiptKind> = {
  deposit: 'receipt',
  balance: 'receipt',
  credit: 'receipt',
  deposit_refund: 'credit_note',
  balance_refund: 'credit_note',
  // CGV §6: the deposit becomes a credit; its receipt is corrected so the credit's later use is not receipted twice.
  credit_conversion: 'credit_note',
};

/** The French wording of the documents (the PDF, the parent space's and the back office's lists). */
export const RECEIPT_TEXTS = {
  lines: {
    deposit: "Atelier d'anniversaire — acompte",
    balance: "Atelier d'anniversaire — solde",
    credit: (code: string) => `Acompte réglé par avoir ${code}`,
    deposit_refund: "Remboursement de l'acompte de l'atelier",
    balance_refund: "Remboursement du solde de l'atelier",
    credit_conversion: (code: string) => `Acompte converti en avoir ${code}`,
  },
  title: (kind: ReceiptKind, number: string) => `${RECEIPT_KIND_LABELS[kind]} n° ${number}`,
  corrects: (number: string) => `(annule et remplace en partie le reçu n° ${number})`,
  issuedOn: "Date d'émission",
  provider: 'Prestataire',
  siret: 'SIRET',
  vatNumber: 'N° de TVA intracommunautaire',
  client: 'Client',
  workshop: 'Atelier',
  workshopDate: 'Date',
  workshopPlace: 'Lieu',
  placeToConfirm: 'lieu à confirmer',
  columns: { label: 'Désignation', quantity: 'Quantité', unitPrice: 'Prix unitaire TTC', total: 'Total TTC' },
  excludingVat: 'Total HT',
  vat: (ratePercent: number) => `TVA (${String(ratePercent).replace('.', ',')} %)`,
  includingVat: 'Total TTC',
  alreadyPaid: 'Déjà réglé',
  paidToday: 'Réglé ce jour',
  refundedToday: 'Remboursé ce jour',
  remaining: 'Reste à payer',
  workshopPrice: "Prix de l'atelier",
  legalBasis: 'Note délivrée en application de l’arrêté n° 83-50/A du 3 octobre 1983.',
  download: 'Télécharger',
  sectionTitle: 'Justificatifs',
  none: 'Aucun justificatif pour le moment.',
} as const;

/** Where a parent downloads one of their documents, through their personal link's token (the API's route). */
export const parentReceiptPath = (token: string, number: string) => `/api/parent-space/${token}/receipts/${number}.pdf`;
