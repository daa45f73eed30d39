import type { ChipColor } from './chips';
import type { ParentRequestStatus } from './parent-requests';

/**
 * Where a request's deposit stands, and when the back office may refund it. The server computes the state and
 * answers it with its label on each request (`payment_state`, `payment_state_label`, `can_refund`).
 */
export const PAYMENT_STATE_LABELS = {
  unpaid: 'Non payé',
  paid: 'Acompte payé',
  to_refund: 'À rembourser',
  partially_refunded: 'Remboursé en partie',
  refunded: 'Remboursé',
  credited: 'Converti en avoir',
  disputed: 'Contesté',
} as const;

export type PaymentState = keyof typeof PAYMENT_STATE_LABELS;

export const PAYMENT_STATE_COLORS: Record<PaymentState, ChipColor> = {
  unpaid: 'default',
  paid: 'success',
  to_refund: 'warning',
  partially_refunded: 'info',
  refunded: 'default',
  credited: 'info',
  disputed: 'error',
};

export interface DepositFacts {
  status: string;
  isPaymentAuthorized: boolean;
  refundedAmount: number;
  refundDue: boolean;
  disputedAt: Date | null;
  /** CGV §6: the deposit became a credit (the parent declined or cancelled in time); refunding it too would pay twice. */
  creditIssuedAt?: Date | null;
}

/**
 * A dispute outranks everything (the bank holds the money), then a credit (the deposit now pays a future request),
 * then refunds, then what is still owed back.
 */
export function paymentState(facts: DepositFacts): PaymentState {
  if (facts.disputedAt) return 'disputed';
  if (facts.creditIssuedAt) return 'credited';
  if (facts.refundedAmount > 0 && !facts.isPaymentAuthorized) return 'refunded';
  if (facts.isPaymentAuthorized && facts.refundDue) return 'to_refund';
  if (facts.refundedAmount > 0) return 'partially_refunded';
  return facts.isPaymentAuthorized ? 'paid' : 'unpaid';
}

/**
 * "Rembourser l'acompte" (full refund when no artisan can be found): open while a deposit is held and not wholly
 * refunded, whatever the request's status but `accepted` (the deposit then pays for the workshop), and not while
 * disputed (the bank is already returning it; Stripe refuses to refund a disputed charge), nor once it became a credit.
 */
export function canRefund(facts: DepositFacts): boolean {
  return facts.isPaymentAuthorized && !facts.disputedAt && !facts.creditIssuedAt && facts.status !== 'accepted';
}

/** Why the refund action is refused, one French sentence per case. */
export function refundRefusal(facts: DepositFacts): string {
  if (facts.disputedAt) return "Cet acompte est contesté par la banque du parent : il ne peut pas être remboursé d'ici.";
  if (facts.refundedAmount > 0 && !facts.isPaymentAuthorized) return "L'acompte de cette demande a déjà été remboursé.";
  if (!facts.isPaymentAuthorized) return "Aucun acompte n'a été réglé pour cette demande.";
  if (facts.creditIssuedAt) return "L'acompte de cette demande a été converti en avoir (CGV §6) : il ne peut plus être remboursé.";
  return "L'anniversaire de cette demande est réglé : son acompte ne peut plus être remboursé.";
}

/** Request statuses in which a deposit that arrives is owed back rather than booking anything. */
export const REFUND_DUE_STATUSES: readonly ParentRequestStatus[] = ['admin_closed', 'parent_rejected'];

/** The only status in which a deposit may be paid: the request is waiting for it. */
export const PAYABLE_STATUSES: readonly ParentRequestStatus[] = ['submitted'];
