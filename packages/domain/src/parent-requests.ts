import type { ChipColor } from './chips';
import type { Tab } from './tabs';

/**
 * A parent's request, from the form to the workshop. `submitted` is where every request starts; the deposit is a
 * flag beside the status (`isPaymentAuthorized`), not a status. See docs/domain.md.
 */
export const PARENT_REQUEST_STATUSES = ['submitted', 'proposal_sent', 'accepted', 'parent_rejected', 'admin_closed'] as const;
export type ParentRequestStatus = (typeof PARENT_REQUEST_STATUSES)[number];

export const PARENT_REQUEST_STATUS_LABELS: Record<ParentRequestStatus, string> = {
  submitted: 'En attente de traitement',
  proposal_sent: 'Transmise au client',
  accepted: 'Proposition acceptée',
  parent_rejected: 'Refusé par le parent',
  admin_closed: 'Archivée',
};

export const PARENT_REQUEST_STATUS_COLORS: Record<ParentRequestStatus, ChipColor> = {
  submitted: 'warning',
  proposal_sent: 'info',
  accepted: 'success',
  parent_rejected: 'error',
  admin_closed: 'default',
};

export const PARENT_REQUEST_ACTIONS = ['propose', 'validate', 'reject', 'close', 'cancel'] as const;
export type ParentRequestAction = (typeof PARENT_REQUEST_ACTIONS)[number];

/** The one table of allowed moves: the statuses each action starts from, and where it leads. */
export const PARENT_REQUEST_TRANSITIONS: Record<ParentRequestAction, { from: readonly ParentRequestStatus[]; to: ParentRequestStatus }> = {
  propose: { from: ['submitted', 'proposal_sent'], to: 'proposal_sent' },
  validate: { from: ['submitted', 'proposal_sent'], to: 'accepted' },
  // The parent's refusal, whoever records it: the history says who acted.
  reject: { from: ['submitted', 'proposal_sent'], to: 'parent_rejected' },
  // Archiving is allowed unless the birthday is settled; archiving again changes nothing but the history.
  close: { from: ['submitted', 'proposal_sent', 'parent_rejected', 'admin_closed'], to: 'admin_closed' },
  // The parent's own cancellation (CGV §6), from their space: open on a settled birthday too, unlike Archive.
  cancel: { from: ['submitted', 'proposal_sent', 'accepted'], to: 'admin_closed' },
};

/** Whether an action may be taken on a request in this status (unknown statuses allow nothing). */
export function canParentRequest(action: ParentRequestAction, status: string | undefined): boolean {
  return status !== undefined && (PARENT_REQUEST_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** Why an action is refused in a given status, one French sentence per action. */
export const PARENT_REQUEST_REFUSALS: Record<ParentRequestAction, string> = {
  propose: 'Une proposition ne peut être envoyée que pour une demande en attente de traitement ou transmise au client.',
  validate: 'Seule une demande en attente de traitement ou transmise au client peut être validée.',
  reject: 'Seule une demande en attente de traitement ou transmise au client peut être refusée.',
  close: 'Cette demande ne peut pas être archivée : son anniversaire est réglé.',
  cancel: 'Cette réservation ne peut plus être annulée : elle est déjà refusée ou archivée.',
};

/** The back office's tabs over parent requests, in order. */
export const PARENT_REQUEST_TABS = [
  { id: 'deposit_paid', label: 'Acompte payé', when: [{ statuses: ['submitted'], depositPaid: true }] },
  { id: 'awaiting_balance', label: 'Demande en attente du solde', when: [{ statuses: ['proposal_sent'] }] },
  { id: 'settled', label: 'Anniversaire réglé', when: [{ statuses: ['accepted'] }] },
  { id: 'refused', label: 'Demande refusée', when: [{ statuses: ['parent_rejected'] }] },
  {
    id: 'archive',
    label: 'Archive',
    // A request whose deposit was never paid is archived from the start: nobody works on it.
    when: [{ statuses: ['admin_closed'] }, { statuses: ['submitted'], depositPaid: false }],
  },
] as const satisfies readonly Tab<string, ParentRequestStatus>[];
export type ParentRequestTab = (typeof PARENT_REQUEST_TABS)[number]['id'];
export const PARENT_REQUEST_TAB_IDS: readonly ParentRequestTab[] = PARENT_REQUEST_TABS.map((tab) => tab.id);

/** Proposal statuses: `sent` (to the parent) and `validated` (created with the validation) are still in play. */
export const PROPOSAL_STATUSES = ['sent', 'validated', 'accepted', 'closed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const OPEN_PROPOSAL_STATUSES = ['sent', 'validated'] as const satisfies readonly ProposalStatus[];

export const DEFAULT_CLOSE_REASON = "Archivé par l'administrateur";

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  sent: 'Envoyée',
  validated: 'Validée',
  accepted: 'Acceptée',
  closed: 'Clôturée',
};

/** What a request's history says of each event, in plain French (the back office, and the parent's timeline). */
export const PARENT_REQUEST_HISTORY_LABELS = {
  create: 'Demande reçue',
  deposit_paid: 'Acompte payé',
  propose: 'Proposition envoyée',
  validate: 'Demande validée',
  validated_proposal: 'Proposition validée créée',
  reject: 'Demande refusée',
  close: 'Demande archivée',
  cancel: 'Annulée par le client',
  balance_paid: 'Solde réglé en ligne',
  balance_refunded: 'Solde remboursé',
  balance_to_refund: 'Solde reçu, à rembourser',
  credit_issued: 'Avoir émis',
  paid_by_credit: 'Acompte réglé par un avoir',
  details_updated: 'Détails modifiés',
  reminder_sent: 'Relance envoyée',
  deposit_to_refund: 'Acompte reçu, à rembourser',
  deposit_refunded: 'Acompte remboursé',
  deposit_partially_refunded: 'Remboursement partiel',
  deposit_disputed: 'Paiement contesté',
  offers_queued: 'Offres envoyées aux artisans',
  offer_sent: "Offre envoyée à l'artisan",
  offer_reminded: "Artisan relancé (mi-délai)",
  offer_accepted: "Offre acceptée par l'artisan",
  offer_declined: "Offre refusée par l'artisan",
  offer_expired: 'Offre expirée sans réponse',
  offer_withdrawn: 'Offre retirée',
  no_artisan: 'Aucun artisan disponible : équipe prévenue',
  merchant_workshop_reminder_sent: "Rappel de l'atelier envoyé à l'artisan",
  anonymize: 'Données personnelles anonymisées (durée de conservation écoulée)',
  erase: "Données personnelles effacées (droit à l'effacement)",
  data_exported: 'Données personnelles exportées',
  status_retired: 'Statut retiré (« Proposition refusée » devient « Refusé par le parent »)',
} as const;
export type ParentRequestHistoryAction = keyof typeof PARENT_REQUEST_HISTORY_LABELS;

/** What the parent did from their space, shown as badges in the back office's lists. */
export const PARENT_REQUEST_BADGE_LABELS = {
  balance_paid_online: 'Solde réglé en ligne',
  declined_by_parent: 'Refusée par le parent',
  cancelled_by_parent: 'Annulée par le client',
  credit_issued: 'Avoir émis',
} as const;
export type ParentRequestBadge = keyof typeof PARENT_REQUEST_BADGE_LABELS;

/** The badges' chip colours: what settles the birthday in green, what undoes it in the status chips' error/warning, a credit as information. */
export const PARENT_REQUEST_BADGE_COLORS: Record<ParentRequestBadge, ChipColor> = {
  balance_paid_online: 'success',
  declined_by_parent: 'error',
  cancelled_by_parent: 'warning',
  credit_issued: 'info',
};

/** Who acted, when it is not an operator (an operator is shown by their e-mail). */
export const HISTORY_ACTOR_LABELS = {
  public: 'Le parent',
  merchant: "L'artisan",
  stripe: 'Paiement en ligne',
  system: 'Système',
} as const;
