import { addDays, parisDay } from './calendar';
import { daysBeforeWorkshop, isParentSpaceOpenStatus } from './parent-space';
import type { ParentRequestStatus } from './parent-requests';
import { frenchLongDate } from './terms';

/**
 * A parent's data rights (GDPR articles 15, 17 and 20), from their space (« Mes données ») or through staff: the
 * export of everything held about their address, and its erasure, refused while something is pending on a request.
 */

/** How long the erasure link mailed to the parent works. */
export const PARENT_ERASURE_LINK_HOURS = 24;
/**
 * A dispute holds a request this many days after the bank opened it: the card networks give the bank up to 120
 * days to decide, and the operator must answer with the request's details until then.
 */
export const ERASURE_DISPUTE_HOLD_DAYS = 120;

export const ERASURE_PENDING_REASONS = ['workshop_to_come', 'money_to_refund', 'dispute', 'balance_in_payment'] as const;
export type ErasurePendingReason = (typeof ERASURE_PENDING_REASONS)[number];

/** What a request's erasure depends on. */
export interface ErasureFacts {
  status: ParentRequestStatus;
  /** From workshopDay(). */
  workshopDay: string;
  /** A deposit or a balance received and owed back, not refunded yet. */
  moneyToRefund: boolean;
  disputedAt: Date | null;
  /** A balance payment the provider is still processing. */
  balanceInPayment: boolean;
}

/** Why a request cannot be erased now, and the first Paris day it could be (null: when the thing is settled). */
export interface ErasurePending {
  reason: ErasurePendingReason;
  possibleFrom: string | null;
}

/** The first thing holding the request, in the order that lasts longest; null when it can be erased now. */
export function erasurePending(facts: ErasureFacts, now: Date | number = Date.now()): ErasurePending | null {
  if (facts.disputedAt) {
    const possibleFrom = addDays(parisDay(facts.disputedAt), ERASURE_DISPUTE_HOLD_DAYS);
    if (daysBeforeWorkshop(possibleFrom, now) > 0) return { reason: 'dispute', possibleFrom };
  }
  if (facts.moneyToRefund) return { reason: 'money_to_refund', possibleFrom: null };
  if (facts.balanceInPayment) return { reason: 'balance_in_payment', possibleFrom: null };
  if (isParentSpaceOpenStatus(facts.status) && daysBeforeWorkshop(facts.workshopDay, now) >= 0) {
    return { reason: 'workshop_to_come', possibleFrom: addDays(facts.workshopDay, 1) };
  }
  return null;
}

/** One French sentence per pending thing, naming the workshop's day and when erasure becomes possible. */
export function erasurePendingText(pending: ErasurePending, workshopDay: string): string {
  const workshop = `l'atelier du ${frenchLongDate(workshopDay)}`;
  switch (pending.reason) {
    case 'workshop_to_come':
      return `La demande pour ${workshop} est en cours : ses données seront effaçables à partir du ${frenchLongDate(pending.possibleFrom!)}, ou dès que vous l'aurez annulée.`;
    case 'money_to_refund':
      return `Un remboursement est en cours pour ${workshop} : ses données seront effaçables dès qu'il sera effectué.`;
    case 'dispute':
      return `Un paiement pour ${workshop} est contesté auprès de votre banque : ses données seront effaçables à partir du ${frenchLongDate(pending.possibleFrom!)}.`;
    case 'balance_in_payment':
      return `Le paiement du solde pour ${workshop} est en cours de traitement : ses données seront effaçables une fois le paiement abouti ou abandonné.`;
  }
}

export const PARENT_DATA_MESSAGES = {
  confirmationSent: `Un e-mail vient de vous être envoyé avec le lien qui confirme l'effacement. Il est valable ${PARENT_ERASURE_LINK_HOURS} heures.`,
  confirmationInvalid: "Ce lien de confirmation n'est pas valide ou a expiré. Demandez-en un nouveau depuis votre espace.",
  confirmationMissing: 'Le lien de confirmation est requis.',
  /** The 409 when every request left is held: the first reason follows. */
  nothingErasable: (reasons: string[]) => `Aucune donnée ne peut être effacée pour l'instant. ${reasons.join(' ')}`,
  alreadyErased: 'Vos données ont déjà été effacées : il ne reste rien à effacer.',
  erased: (count: number) =>
    count === 1 ? 'Vos données ont été effacées pour 1 demande.' : `Vos données ont été effacées pour ${count} demandes.`,
  staffErased: (count: number) => (count === 1 ? 'Les données de 1 demande ont été effacées.' : `Les données de ${count} demandes ont été effacées.`),
} as const;

/** What the history says of an erasure (without the data). */
export const ERASURE_AUDIT_REASON = {
  parent: 'Effacement demandé par le parent depuis son espace (confirmé par e-mail)',
  staff: 'Effacement demandé au service client (droit exercé par courrier ou e-mail)',
} as const;

