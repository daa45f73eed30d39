import { type ParentRequestStatus, type ParentRequestTab, type ProposalStatus } from './parent-requests';
import { daysBeforeWorkshop, REMINDER_KINDS, type ReminderKind } from './parent-space';

/**
 * When each scheduled reminder is due (docs/decisions.md, "Reminders: when a late run still sends"). A reminder is
 * due while its window is open; the job sends it once per request, so a late or repeated run inside the window sends
 * it at most once, and a run after the window (or after the request moved on) sends nothing. The operator's
 * reminders are due exactly while the request is late: the back office's dashboard counts them with the same rule.
 */

/** The statuses in which any reminder can be due: the job and the dashboard look at these requests only. */
export const REMINDED_STATUSES = ['submitted', 'proposal_sent', 'accepted'] as const satisfies readonly ParentRequestStatus[];

export const OPERATOR_REMINDER_KINDS = [
  'operator_no_proposal_48h',
  'operator_no_proposal_10d',
  'operator_proposal_unanswered_5d',
  'operator_balance_unpaid_d10',
] as const satisfies readonly ReminderKind[];
export type OperatorReminderKind = (typeof OPERATOR_REMINDER_KINDS)[number];
export type ParentReminderKind = Exclude<ReminderKind, OperatorReminderKind>;
export const PARENT_REMINDER_KINDS = REMINDER_KINDS.filter(
  (kind): kind is ParentReminderKind => !(OPERATOR_REMINDER_KINDS as readonly string[]).includes(kind),
);

export function isOperatorReminder(kind: ReminderKind): kind is OperatorReminderKind {
  return (OPERATOR_REMINDER_KINDS as readonly string[]).includes(kind);
}

/**
 * The parent's reminders, in Paris days before the workshop: due from `first` down to `last`. D-16 and D-10 are the
 * last day of a right (a credit on cancellation, changing the details), so they are due on that day only; D-2 is
 * still worth sending the day before.
 */
export const PARENT_REMINDER_DAYS: Record<ParentReminderKind, { first: number; last: number }> = {
  parent_d16: { first: 16, last: 16 },
  parent_d10: { first: 10, last: 10 },
  parent_d2: { first: 2, last: 1 },
};

/** The operator is told when a paid request has no proposal after 48 hours, then after 10 days (CGV promise). */
export const NO_PROPOSAL_FIRST_HOURS = 48;
export const NO_PROPOSAL_SECOND_DAYS = 10;
/** …when a proposal stays unanswered this many days… */
export const PROPOSAL_UNANSWERED_DAYS = 5;
/** …and when the balance is still unpaid this many Paris days before the workshop (until the workshop day). */
export const BALANCE_UNPAID_DAYS_BEFORE = 10;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a reminder depends on, read from the request and its current proposal. */
export interface ReminderFacts {
  status: ParentRequestStatus;
  depositPaid: boolean;
  /** When the deposit was paid. */
  paidAt: Date | null;
  balancePaid: boolean;
  /** The current proposal (open or accepted), with when it was sent. */
  proposal: { status: ProposalStatus; createdAt: Date } | null;
  /** From workshopDay(). */
  workshopDay: string;
}

const since = (instant: Date | null, now: Date | number) => (instant ? Number(now) - instant.getTime() : -Infinity);

/**
 * Whether the balance is still owed: not paid online, and the request not accepted (the operator validates an
 * accepted request once the balance is paid, by the space or by the external payment link).
 */
export function balanceStillDue(facts: Pick<ReminderFacts, 'status' | 'balancePaid'>): boolean {
  return facts.status !== 'accepted' && !facts.balancePaid;
}

/** Whether the reminder is due now (see the windows above); anything the job would not send answers false. */
export function reminderDue(kind: ReminderKind, facts: ReminderFacts, now: Date | number = Date.now()): boolean {
  const days = daysBeforeWorkshop(facts.workshopDay, now);
  const booked = facts.status === 'accepted' || ((facts.status === 'submitted' || facts.status === 'proposal_sent') && facts.depositPaid);
  const noProposalSince = since(facts.paidAt, now);
  const awaitingProposal =
    facts.status === 'submitted' && facts.depositPaid && facts.proposal?.status !== 'sent' && facts.proposal?.status !== 'validated' && days >= 0;
  switch (kind) {
    case 'parent_d16':
      // The credit replaces a deposit actually paid.
      return booked && facts.depositPaid && inParentWindow(kind, days);
    case 'parent_d10':
      return booked && inParentWindow(kind, days);
    case 'parent_d2':
      return facts.status === 'accepted' && inParentWindow(kind, days);
    case 'operator_no_proposal_48h':
      return awaitingProposal && noProposalSince >= NO_PROPOSAL_FIRST_HOURS * HOUR_MS && noProposalSince < NO_PROPOSAL_SECOND_DAYS * DAY_MS;
    case 'operator_no_proposal_10d':
      return awaitingProposal && noProposalSince >= NO_PROPOSAL_SECOND_DAYS * DAY_MS;
    case 'operator_proposal_unanswered_5d':
      return (
        facts.status === 'proposal_sent' &&
        facts.proposal?.status === 'sent' &&
        balanceStillDue(facts) &&
        since(facts.proposal.createdAt, now) >= PROPOSAL_UNANSWERED_DAYS * DAY_MS &&
        days >= 0
      );
    case 'operator_balance_unpaid_d10':
      return facts.status === 'proposal_sent' && balanceStillDue(facts) && days <= BALANCE_UNPAID_DAYS_BEFORE && days >= 0;
  }
}

function inParentWindow(kind: ParentReminderKind, days: number): boolean {
  const { first, last } = PARENT_REMINDER_DAYS[kind];
  return days <= first && days >= last;
}

/** The back office's tab where the requests late for each operator reminder are listed (the dashboard's links). */
export const OPERATOR_REMINDER_TABS: Record<OperatorReminderKind, ParentRequestTab> = {
  operator_no_proposal_48h: 'deposit_paid',
  operator_no_proposal_10d: 'deposit_paid',
  operator_proposal_unanswered_5d: 'awaiting_balance',
  operator_balance_unpaid_d10: 'awaiting_balance',
};
