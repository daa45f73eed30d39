import { addDays, parisDay } from './calendar';

/**
 * A payout batch: one SEPA credit transfer file, generated, then marked sent once staff gave it to the bank, or
 * cancelled while still generated (the bank refused the file, a wrong period): its workshops are owed again.
 */
export const PAYOUT_BATCH_STATUSES = ['generated', 'sent', 'cancelled'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

export const PAYOUT_BATCH_STATUS_LABELS: Record<PayoutBatchStatus, string> = {
  generated: 'Fichier généré',
  sent: 'Envoyé à la banque',
  cancelled: 'Annulé',
};

export type PayoutBatchAction = 'mark_sent' | 'cancel';
/** What staff may do with a batch: both only while its file has not been given to the bank. */
export const PAYOUT_BATCH_TRANSITIONS: Record<PayoutBatchAction, { from: readonly PayoutBatchStatus[]; to: PayoutBatchStatus }> = {
  mark_sent: { from: ['generated'], to: 'sent' },
  cancel: { from: ['generated'], to: 'cancelled' },
};

export function canPayoutBatch(action: PayoutBatchAction, status: string | undefined): boolean {
  return status !== undefined && (PAYOUT_BATCH_TRANSITIONS[action].from as readonly string[]).includes(status);
}

export const PAYOUT_LINE_KINDS = ['workshop', 'refund_debt'] as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_KINDS)[number];

export interface WorkshopPayableFacts {
  requestStatus: string;
  workshopAt: Date;
  /** Refunds of the intents that paid this workshop (its deposit, its proposal's balance), in cents. */
  refundedCents: number;
  disputedAt: Date | null;
}

/** The Paris day from which a workshop may be paid to its artisan: the day after it takes place. */
export function payableFrom(workshopAt: Date): string {
  return addDays(parisDay(workshopAt), 1);
}

/** A workshop is owed to its artisan the day after it takes place, if it went ahead: accepted, not refunded, not disputed. */
export function isWorkshopPayable(facts: WorkshopPayableFacts, now: Date | number = Date.now()): boolean {
  return (
    facts.requestStatus === 'accepted' &&
    facts.refundedCents === 0 &&
    !facts.disputedAt &&
    parisDay(now) >= payableFrom(facts.workshopAt)
  );
}

export const PAYOUT_LINE_KIND_LABELS: Record<PayoutLineKind, string> = {
  workshop: 'Atelier',
  refund_debt: 'Atelier remboursé après paiement',
};

/**
 * A workshop already paid to its artisan whose family got money back since (deposit or balance), or whose bank
 * disputed the deposit: the share paid is owed back, taken from the artisan's next statement.
 */
export function isRefundedAfterPayment(facts: Pick<WorkshopPayableFacts, 'refundedCents' | 'disputedAt'>): boolean {
  return facts.refundedCents > 0 || facts.disputedAt !== null;
}

/**
 * The share of a workshop: the newest share staff set that was in effect when the workshop started; before any, the
 * default (ARTISAN_SHARE_CENTS). The one place this rule is written.
 */
export function shareOfWorkshop(
  history: readonly { shareCents: number; effectiveFrom: Date }[],
  workshopAt: Date,
  defaultShareCents: number,
): number {
  let best: { shareCents: number; effectiveFrom: Date } | undefined;
  for (const row of history) {
    if (row.effectiveFrom.getTime() <= workshopAt.getTime() && (!best || row.effectiveFrom.getTime() > best.effectiveFrom.getTime())) best = row;
  }
  return best?.shareCents ?? defaultShareCents;
}

/** A batch's reference, its SEPA MsgId (≤ 35 characters): `PTM-20261125-0001`, numbered per Paris day. */
export function formatPayoutBatchReference(parisDayOfBatch: string, sequence: number): string {
  return `PTM-${parisDayOfBatch.replace(/-/g, '')}-${String(sequence).padStart(4, '0')}`;
}

/** The statement of the batch's `index`-th artisan (from 1): `REL-PTM-20261125-0001-1`. */
export function formatPayoutStatementNumber(batchReference: string, index: number): string {
  return `REL-${batchReference}-${index}`;
}

export const PAYOUT_MESSAGES = {
  shareInvalid: (maxCents: number) => `La part de l'artisan doit être un nombre entier de centimes entre 0 et ${maxCents}.`,
  shareNotValidated: "La part ne peut être réglée que pour un artisan validé.",
  merchantNotFound: 'Cet artisan est introuvable.',
  fromInvalid: 'La date de début doit être une date valide au format AAAA-MM-JJ.',
  toInvalid: 'La date de fin doit être une date valide au format AAAA-MM-JJ.',
  periodReversed: 'La date de fin doit être le même jour que la date de début ou après.',
  nothingToPay:
    "Rien à payer sur cette période : aucun artisan aux coordonnées bancaires complètes n'a d'atelier payable qui ne soit pas déjà dans un virement.",
  batchBusy: 'Un autre virement vient d’être préparé en même temps : rechargez la page avant de recommencer.',
  batchNotFound: 'Ce virement est introuvable.',
  batchAlreadySent: 'Ce virement est déjà marqué comme envoyé à la banque.',
  batchCancelled: 'Ce virement a été annulé : il ne peut plus être envoyé à la banque.',
  batchNotCancellable: "Seul un fichier généré et pas encore envoyé à la banque peut être annulé.",
  sepaRefused: (establishmentName: string) =>
    `Le fichier de virement ne peut pas être écrit : les coordonnées bancaires de « ${establishmentName} » sont refusées par le format SEPA. Faites-les corriger par l'artisan, puis recommencez.`,
  sepaOperatorRefused: "Le fichier de virement ne peut pas être écrit : les coordonnées bancaires de la plateforme (réglages OPERATOR_IBAN, OPERATOR_BIC) sont refusées par le format SEPA.",
  statementNotFound: 'Ce relevé est introuvable.',
} as const;
