import { addDays, daysBetween, parisDay } from './calendar';
import { BALANCE_CENTS, DEPOSIT_CENTS, formatEuros } from './money';
import type { ParentRequestHistoryAction, ParentRequestStatus } from './parent-requests';

/**
 * The parent's own space (`/mon-espace/{token}`): how long its link works, the deadlines the CGV set, what a
 * cancellation gives back, and which actions are open. The server decides with these; the site only shows them.
 */

/** A personal link keeps working until this many days after the workshop day (Paris). */
export const PARENT_SPACE_LINK_DAYS_AFTER_WORKSHOP = 30;
/** CGV §6: cancelled more than this many days before the workshop, the deposit becomes a credit. */
export const CREDIT_MIN_DAYS_BEFORE_WORKSHOP = 15;
/** The two sides of that rule (cancellationOutcome) as the CGV (§6) and the site's pages say them. */
export const CANCELLATION_DELAYS = {
  credit: `plus de ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours avant la date de l'atelier`,
  nothing: `${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours ou moins avant la date de l'atelier`,
} as const;
/** The number of children and the allergies can be changed until D-10 (CGV §7). */
export const DETAILS_LAST_DAYS_BEFORE_WORKSHOP = 10;
/** CGV §7: at most this many characters of allergies or particular diets. */
export const ALLERGIES_MAX_LENGTH = 500;
export const ALLERGIES_LABEL = 'Allergies ou régimes particuliers';
export const ALLERGIES_MESSAGE = `Les allergies ou régimes particuliers tiennent en ${ALLERGIES_MAX_LENGTH} caractères au plus.`;

/** The optional reason a parent gives when declining a proposal. */
export const DECLINE_REASON_MAX_LENGTH = 500;
export const DECLINE_REASON_MESSAGES = {
  tooLong: `Le motif tient en ${DECLINE_REASON_MAX_LENGTH} caractères au plus.`,
  notText: 'Le motif doit être un texte.',
} as const;

/** What the history of a request says when the parent changed its details (the back office shows it). */
export function detailsChangeSummary(
  before: { numberOfChildren: number; allergies: string | null },
  after: { numberOfChildren: number; allergies: string | null },
): string | null {
  const changes: string[] = [];
  if (before.numberOfChildren !== after.numberOfChildren) changes.push(`Nombre d'enfants : ${before.numberOfChildren} → ${after.numberOfChildren}`);
  if ((before.allergies ?? null) !== (after.allergies ?? null)) {
    changes.push(after.allergies === null ? 'allergies effacées' : before.allergies === null ? 'allergies ajoutées' : 'allergies modifiées');
  }
  return changes.length > 0 ? changes.join(' ; ') : null;
}

/** The reason an archived request shows when the parent cancelled it. */
export const CANCELLED_BY_PARENT_REASON = 'Annulée par le client';

/** What a payment intent pays for; the amount of each is fixed here, never by the client. */
export const PAYMENT_PURPOSES = ['deposit', 'balance'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_PURPOSE_CENTS: Record<PaymentPurpose, number> = { deposit: DEPOSIT_CENTS, balance: BALANCE_CENTS };

/** A credit ("avoir") code: AVOIR- and two groups of four characters without the easily confused 0/O, 1/I/L. */
export const CREDIT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CREDIT_CODE_PATTERN = /^AVOIR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
export const CREDIT_CODE_MESSAGES = {
  invalid: "Le code d'avoir ressemble à AVOIR-XXXX-XXXX.",
  unknown: "Ce code d'avoir n'existe pas.",
  used: "Ce code d'avoir a déjà été utilisé.",
  /** A credit worth less than the deposit (part of that deposit had been refunded) does not pay it. */
  insufficient: "Ce code d'avoir ne couvre pas l'acompte : contactez-nous.",
} as const;

/** The day the workshop takes place: the current proposal's day, else the day the parent asked for. */
export function workshopDay(desiredDate: string, proposalDate: Date | string | null | undefined): string {
  return proposalDate ? parisDay(new Date(proposalDate)) : desiredDate;
}

/** CGV §5: the balance is due the day before the workshop (Paris). */
export function balanceDueBy(day: string): string {
  return addDays(day, -1);
}

/** Whole Paris calendar days from today to the workshop (0 on the day, negative after). */
export function daysBeforeWorkshop(day: string, now: Date | number = Date.now()): number {
  return daysBetween(parisDay(now), day);
}

export type CancellationOutcome = 'credit' | 'nothing';

/** CGV §6: more than 15 days ahead (16 or more, counted in Paris days) a credit; 15 days or less, nothing back. */
export function cancellationOutcome(day: string, now: Date | number = Date.now()): CancellationOutcome {
  return daysBeforeWorkshop(day, now) > CREDIT_MIN_DAYS_BEFORE_WORKSHOP ? 'credit' : 'nothing';
}

/** Whether a personal link still opens the space: until 30 days after the workshop day. */
export function parentSpaceLinkValid(day: string, now: Date | number = Date.now()): boolean {
  return daysBeforeWorkshop(day, now) >= -PARENT_SPACE_LINK_DAYS_AFTER_WORKSHOP;
}

/** "Open" requests (issue 17): a parent may ask for their link, cancel and change details while the workshop is ahead. */
export const PARENT_SPACE_OPEN_STATUSES = ['submitted', 'proposal_sent', 'accepted'] as const satisfies readonly ParentRequestStatus[];

export function isParentSpaceOpenStatus(status: string): boolean {
  return (PARENT_SPACE_OPEN_STATUSES as readonly string[]).includes(status);
}

export const PARENT_SPACE_ACTIONS = ['pay_deposit', 'accept', 'pay_external', 'decline', 'cancel', 'edit_details', 'calendar'] as const;
export type ParentSpaceAction = (typeof PARENT_SPACE_ACTIONS)[number];

export const PARENT_SPACE_ACTION_LABELS: Record<ParentSpaceAction, string> = {
  pay_deposit: "Régler l'acompte",
  accept: `Accepter et régler le solde (${formatEuros(BALANCE_CENTS, { cents: 'when-needed' })})`,
  pay_external: 'Régler le solde',
  decline: 'Refuser la proposition',
  cancel: 'Annuler la réservation',
  edit_details: 'Modifier les détails',
  calendar: 'Ajouter à mon agenda',
};

/** The facts the open actions depend on. */
export interface ParentSpaceFacts {
  status: ParentRequestStatus;
  depositPaid: boolean;
  balancePaid: boolean;
  /** The open proposal (sent or validated), if any. */
  proposal: { status: string; paymentLink: string | null } | null;
  /** From workshopDay(). */
  workshopDay: string;
}

/** The actions open now, in the order the page shows them; the server refuses any other. */
export function parentSpaceActions(facts: ParentSpaceFacts, now: Date | number = Date.now()): ParentSpaceAction[] {
  const days = daysBeforeWorkshop(facts.workshopDay, now);
  const before = days > 0;
  const open = isParentSpaceOpenStatus(facts.status);
  const actions: ParentSpaceAction[] = [];
  if (facts.status === 'submitted' && !facts.depositPaid && before) actions.push('pay_deposit');
  if (facts.status === 'proposal_sent' && facts.proposal?.status === 'sent' && before && !facts.balancePaid) {
    actions.push(facts.proposal.paymentLink ? 'pay_external' : 'accept', 'decline');
  }
  if (open && before) actions.push('cancel');
  if (open && days >= DETAILS_LAST_DAYS_BEFORE_WORKSHOP) actions.push('edit_details');
  if (facts.status === 'accepted') actions.push('calendar');
  return actions;
}

/** What the parent's timeline says of each history event; events absent here are the operator's business. */
export const PARENT_TIMELINE_LABELS: Partial<Record<ParentRequestHistoryAction, string>> = {
  create: 'Demande reçue',
  deposit_paid: 'Acompte réglé',
  paid_by_credit: 'Acompte réglé par un avoir',
  propose: 'Proposition envoyée',
  validate: 'Proposition acceptée',
  validated_proposal: 'Proposition acceptée',
  balance_paid: 'Solde réglé',
  reject: 'Proposition refusée',
  cancel: 'Réservation annulée',
  close: 'Demande archivée',
  credit_issued: 'Avoir émis',
  deposit_refunded: 'Acompte remboursé',
  deposit_partially_refunded: 'Acompte remboursé en partie',
  balance_refunded: 'Solde remboursé',
  details_updated: 'Détails modifiés',
};

/** Scheduled reminders, each sent once per request: to the parent before the workshop, to the operator when late. */
export const REMINDER_KINDS = [
  'parent_d16',
  'parent_d10',
  'parent_d2',
  'operator_no_proposal_48h',
  'operator_no_proposal_10d',
  'operator_proposal_unanswered_5d',
  'operator_balance_unpaid_d10',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The back office's names for what is late (dashboard cards, history). */
export const REMINDER_LABELS: Record<ReminderKind, string> = {
  parent_d16: 'Rappel J-16 au parent (dernier jour pour annuler avec un avoir)',
  parent_d10: 'Rappel J-10 au parent (détails, allergies, solde)',
  parent_d2: "Rappel J-2 au parent (adresse et heure de l'atelier)",
  operator_no_proposal_48h: 'Acompte payé sans proposition depuis 48 h',
  operator_no_proposal_10d: 'Acompte payé sans proposition depuis 10 jours',
  operator_proposal_unanswered_5d: 'Proposition sans réponse depuis 5 jours',
  operator_balance_unpaid_d10: 'Solde non réglé à J-10',
};

export const PARENT_SPACE_MESSAGES = {
  notFound: "Ce lien n'est pas valide ou a expiré. Demandez un nouveau lien : il vous sera envoyé par e-mail.",
  linkSent: 'Si cette adresse correspond à une demande en cours, vous allez recevoir un e-mail avec votre lien personnel.',
  externalPayment: "Le solde de cette proposition se règle par le lien de paiement indiqué : l'équipe validera ensuite votre réservation.",
  actionClosed: "Cette action n'est plus possible pour votre réservation.",
  detailsEmpty: "Indiquez le nombre d'enfants ou les allergies à modifier.",
  balanceAlreadyPaid: 'Le solde de cette réservation est déjà réglé.',
  refundFailed: "Le remboursement du solde n'a pas pu être effectué par le prestataire de paiement : rien n'a été annulé, réessayez plus tard.",
  paymentInitFailed: "Impossible d'initialiser le paiement du solde : réessayez dans quelques instants.",
  calendarClosed: "L'agenda est disponible une fois la réservation confirmée.",
  detailsClosed: `Les détails ne peuvent plus être modifiés à moins de ${DETAILS_LAST_DAYS_BEFORE_WORKSHOP} jours de l'atelier : contactez-nous.`,
} as const;
