import { parisMidnight } from './calendar';
import { REMINDER_KINDS } from './parent-space';
import {
  balanceStillDue,
  isOperatorReminder,
  OPERATOR_REMINDER_KINDS,
  OPERATOR_REMINDER_TABS,
  PARENT_REMINDER_KINDS,
  REMINDED_STATUSES,
  reminderDue,
  type ReminderFacts,
} from './reminders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const W = '2027-03-20';
/** An instant `days` Paris days before the workshop, at `hours` o'clock in Paris. */
const before = (days: number, hours = 12) => new Date(parisMidnight(W).getTime() - days * DAY + hours * HOUR);

const facts = (over: Partial<ReminderFacts>): ReminderFacts => ({
  status: 'submitted',
  depositPaid: true,
  paidAt: before(40),
  balancePaid: false,
  proposal: null,
  workshopDay: W,
  ...over,
});
const due = (f: ReminderFacts, now: Date) => REMINDER_KINDS.filter((kind) => reminderDue(kind, f, now));

describe('reminder windows', () => {
  it('splits the kinds between the parent and the operator', () => {
    expect([...PARENT_REMINDER_KINDS, ...OPERATOR_REMINDER_KINDS].sort()).toEqual([...REMINDER_KINDS].sort());
  });

  it('sends D-16 on that Paris day only, from Paris midnight', () => {
    const accepted = facts({ status: 'accepted', proposal: { status: 'accepted', createdAt: before(30) } });
    expect(reminderDue('parent_d16', accepted, before(17, 23.5))).toBe(false);
    // 00:30 in Paris is still the day before in UTC.
    expect(reminderDue('parent_d16', accepted, before(16, 0.5))).toBe(true);
    expect(reminderDue('parent_d16', accepted, before(16, 23.5))).toBe(true);
    expect(reminderDue('parent_d16', accepted, before(15, 0.5))).toBe(false);
    // No deposit, no credit to speak of.
    expect(reminderDue('parent_d16', { ...accepted, depositPaid: false }, before(16))).toBe(false);
    expect(reminderDue('parent_d16', facts({ depositPaid: false }), before(16))).toBe(false);
  });

  it('sends D-10 to booked requests that day only, and D-2 to accepted ones on D-2 or D-1', () => {
    const sent = facts({ status: 'proposal_sent', proposal: { status: 'sent', createdAt: before(12) } });
    expect(reminderDue('parent_d10', sent, before(10))).toBe(true);
    expect(reminderDue('parent_d10', sent, before(9))).toBe(false);
    expect(reminderDue('parent_d10', facts({ status: 'parent_rejected' }), before(10))).toBe(false);
    expect(reminderDue('parent_d2', sent, before(2))).toBe(false);
    const accepted = { ...sent, status: 'accepted' as const };
    expect([3, 2, 1, 0].map((d) => reminderDue('parent_d2', accepted, before(d)))).toEqual([false, true, true, false]);
  });

  it('tells the operator at 48 hours without a proposal, then at 10 days, while the workshop is ahead', () => {
    const paidAt = before(30);
    const f = facts({ paidAt });
    const after = (ms: number) => new Date(paidAt.getTime() + ms);
    expect(due(f, after(48 * HOUR - 1))).toEqual([]);
    expect(due(f, after(48 * HOUR))).toEqual(['operator_no_proposal_48h']);
    expect(due(f, after(10 * DAY - 1))).toEqual(['operator_no_proposal_48h']);
    expect(due(f, after(10 * DAY))).toEqual(['operator_no_proposal_10d']);
    expect(reminderDue('operator_no_proposal_10d', f, before(-1))).toBe(false);
    expect(reminderDue('operator_no_proposal_48h', { ...f, depositPaid: false }, after(3 * DAY))).toBe(false);
    expect(reminderDue('operator_no_proposal_48h', { ...f, proposal: { status: 'validated', createdAt: paidAt } }, after(3 * DAY))).toBe(false);
  });

  it('tells the operator of a proposal unanswered for 5 days, and of a balance unpaid from D-10 to the day', () => {
    const sentAt = before(30);
    const f = facts({ status: 'proposal_sent', proposal: { status: 'sent', createdAt: sentAt } });
    expect(reminderDue('operator_proposal_unanswered_5d', f, new Date(sentAt.getTime() + 5 * DAY - 1))).toBe(false);
    expect(reminderDue('operator_proposal_unanswered_5d', f, new Date(sentAt.getTime() + 5 * DAY))).toBe(true);
    expect(reminderDue('operator_proposal_unanswered_5d', { ...f, balancePaid: true }, before(20))).toBe(false);
    expect([11, 10, 0, -1].map((d) => reminderDue('operator_balance_unpaid_d10', f, before(d)))).toEqual([false, true, true, false]);
    expect(reminderDue('operator_balance_unpaid_d10', { ...f, balancePaid: true }, before(5))).toBe(false);
    expect(reminderDue('operator_balance_unpaid_d10', { ...f, status: 'accepted' }, before(5))).toBe(false);
  });
});

describe('what the operator is told about', () => {
  it('tells of an unpaid balance at D-10 only once a proposal was sent', () => {
    for (const status of ['submitted', 'parent_rejected', 'admin_closed'] as const) {
      expect({ status, due: reminderDue('operator_balance_unpaid_d10', facts({ status }), before(5)) }).toEqual({ status, due: false });
    }
    expect(reminderDue('operator_balance_unpaid_d10', facts({ status: 'proposal_sent' }), before(5))).toBe(true);
  });

  it('tells of an unanswered proposal only while it is the one sent, before the workshop', () => {
    const sentAt = before(30);
    const f = facts({ status: 'proposal_sent', proposal: { status: 'sent', createdAt: sentAt } });
    expect(reminderDue('operator_proposal_unanswered_5d', f, before(0))).toBe(true);
    expect(reminderDue('operator_proposal_unanswered_5d', f, before(-1))).toBe(false);
    expect(reminderDue('operator_proposal_unanswered_5d', { ...f, status: 'submitted' }, before(20))).toBe(false);
    expect(reminderDue('operator_proposal_unanswered_5d', { ...f, proposal: { status: 'validated', createdAt: sentAt } }, before(20))).toBe(false);
    expect(reminderDue('operator_proposal_unanswered_5d', { ...f, proposal: null }, before(20))).toBe(false);
  });

  it('tells of a paid request without proposal only while none is in play, from the payment on', () => {
    const paidAt = before(30);
    const f = facts({ paidAt });
    const at = (ms: number) => new Date(paidAt.getTime() + ms);
    expect(reminderDue('operator_no_proposal_48h', f, at(48 * HOUR - 1))).toBe(false);
    expect(reminderDue('operator_no_proposal_48h', f, at(48 * HOUR))).toBe(true);
    expect(reminderDue('operator_no_proposal_48h', f, at(10 * DAY - 1))).toBe(true);
    expect(reminderDue('operator_no_proposal_48h', f, at(10 * DAY))).toBe(false);
    expect(reminderDue('operator_no_proposal_10d', f, at(10 * DAY - 1))).toBe(false);
    expect(reminderDue('operator_no_proposal_10d', f, at(10 * DAY))).toBe(true);
    expect(reminderDue('operator_no_proposal_10d', { ...f, depositPaid: false }, at(11 * DAY))).toBe(false);
    expect(reminderDue('operator_no_proposal_10d', { ...f, paidAt: null }, at(11 * DAY))).toBe(false);
    expect(reminderDue('operator_no_proposal_10d', { ...f, status: 'proposal_sent' }, at(11 * DAY))).toBe(false);
    expect(reminderDue('operator_no_proposal_10d', { ...f, proposal: { status: 'sent', createdAt: paidAt } }, at(11 * DAY))).toBe(false);
    expect(reminderDue('operator_no_proposal_10d', { ...f, proposal: { status: 'validated', createdAt: paidAt } }, at(11 * DAY))).toBe(false);
    expect(reminderDue('operator_no_proposal_10d', { ...f, proposal: { status: 'closed', createdAt: paidAt } }, at(11 * DAY))).toBe(true);
    expect(reminderDue('operator_no_proposal_10d', f, before(-1))).toBe(false);
    expect(reminderDue('operator_no_proposal_10d', f, before(0))).toBe(true);
  });

  it('sends D-16 and D-10 to booked requests only, D-16 when a deposit was paid', () => {
    expect(reminderDue('parent_d10', facts({ status: 'submitted', depositPaid: false }), before(10))).toBe(false);
    expect(reminderDue('parent_d10', facts({ status: 'submitted', depositPaid: true }), before(10))).toBe(true);
    expect(reminderDue('parent_d16', facts({ status: 'submitted', depositPaid: true }), before(16))).toBe(true);
    expect(reminderDue('parent_d10', facts({ status: 'proposal_sent', depositPaid: true }), before(10))).toBe(true);
    expect(reminderDue('parent_d10', facts({ status: 'proposal_sent', depositPaid: false }), before(10))).toBe(false);
    expect(reminderDue('parent_d10', facts({ status: 'accepted', depositPaid: false }), before(10))).toBe(true);
    expect(reminderDue('parent_d16', facts({ status: 'accepted', depositPaid: false }), before(16))).toBe(false);
    expect(reminderDue('parent_d10', facts({ status: 'parent_rejected' }), before(10))).toBe(false);
  });

  it('finds each operator reminder in its tab, and tells operator kinds from parent kinds', () => {
    expect(OPERATOR_REMINDER_TABS).toEqual({
      operator_no_proposal_48h: 'deposit_paid',
      operator_no_proposal_10d: 'deposit_paid',
      operator_proposal_unanswered_5d: 'awaiting_balance',
      operator_balance_unpaid_d10: 'awaiting_balance',
    });
    expect(REMINDER_KINDS.filter(isOperatorReminder)).toEqual([...OPERATOR_REMINDER_KINDS]);
    expect([...REMINDED_STATUSES].sort()).toEqual(['accepted', 'proposal_sent', 'submitted']);
    expect(balanceStillDue({ status: 'proposal_sent', balancePaid: false })).toBe(true);
    expect(balanceStillDue({ status: 'accepted', balancePaid: false })).toBe(false);
  });
});
