import { addDays, parisDay } from './calendar';

/** A payout batch: one SEPA credit transfer file, generated, then marked sent once staff gave it to the bank. */
export const PAYOUT_BATCH_STATUSES = ['generated', 'sent'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

export const PAYOUT_BATCH_STATUS_LABELS: Record<PayoutBatchStatus, string> = {
  generated: 'Fichier généré',
  sent: 'Envoyé à la banque',
};

export const PAYOUT_LINE_KINDS = ['workshop', 'refund_debt'] as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_KINDS)[number];

export interface WorkshopPayableFacts {
  requestStatus: string;
  workshopAt: Date;
  /** Deposit and balance refunds, in cents. */
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
