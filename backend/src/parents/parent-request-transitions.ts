/** Statuses of a parent request and the labels the back office shows (SPEC.md §4). */
export const PARENT_REQUEST_STATUS_LABELS = {
  submitted: 'En attente de traitement',
  proposal_sent: 'Transmise au client',
  accepted: 'Proposition acceptée',
  rejected: 'Proposition refusée',
  parent_rejected: 'Refusé par le parent',
  admin_closed: 'Archivée',
} as const;

export type ParentRequestStatus = keyof typeof PARENT_REQUEST_STATUS_LABELS;
export const PARENT_REQUEST_STATUSES = Object.keys(PARENT_REQUEST_STATUS_LABELS) as ParentRequestStatus[];

export type ParentRequestAction = 'propose' | 'validate' | 'reject' | 'close';

/** The one table of allowed transitions: the statuses each operator action starts from, and where it leads. */
export const PARENT_REQUEST_TRANSITIONS: Record<ParentRequestAction, { from: readonly ParentRequestStatus[]; to: ParentRequestStatus }> = {
  propose: { from: ['submitted', 'proposal_sent'], to: 'proposal_sent' },
  validate: { from: ['submitted', 'proposal_sent'], to: 'accepted' },
  reject: { from: ['submitted', 'proposal_sent'], to: 'parent_rejected' },
  // SPEC.md §4: archiving is allowed unless the birthday is settled (archiving again changes nothing but the history).
  close: { from: ['submitted', 'proposal_sent', 'rejected', 'parent_rejected', 'admin_closed'], to: 'admin_closed' },
};

/** Why an action is refused in a given status, one French sentence per action. */
export const TRANSITION_REFUSALS: Record<ParentRequestAction, string> = {
  propose: "Une proposition ne peut être envoyée que pour une demande en attente de traitement ou transmise au client.",
  validate: 'Seule une demande en attente de traitement ou transmise au client peut être validée.',
  reject: 'Seule une demande en attente de traitement ou transmise au client peut être refusée.',
  close: 'Cette demande ne peut pas être archivée : son anniversaire est réglé.',
};

/** Admin tabs (SPEC.md §4), each exactly as the specification defines it. */
export const PARENT_REQUEST_TABS = ['deposit_paid', 'awaiting_balance', 'settled', 'refused', 'archive'] as const;
export type ParentRequestTab = (typeof PARENT_REQUEST_TABS)[number];

/** Open proposals are the ones still in play: sent to the parent, or created together with the validation. */
export const OPEN_PROPOSAL_STATUSES = ['sent', 'validated'] as const;
