import { canRefund } from './payments';
import {
  canParentRequest,
  PARENT_REQUEST_ACTIONS,
  PARENT_REQUEST_STATUSES,
  PARENT_REQUEST_TABS,
  PARENT_REQUEST_TRANSITIONS,
  type ParentRequestStatus,
} from './parent-requests';
import { tabsOf } from './tabs';

type State = { status: ParentRequestStatus; depositPaid: boolean };
const key = (s: State) => `${s.status}/${s.depositPaid ? 'payé' : 'non payé'}`;

/**
 * Everything that can happen to a request: the operator's actions (the transition table) and the payment hooks,
 * which change the deposit flag and never the status (a deposit is taken whatever the status, owed back when the
 * request is archived or refused; a full refund clears the flag where canRefund allows it).
 */
function nextStates(state: State): State[] {
  const next: State[] = [];
  for (const action of PARENT_REQUEST_ACTIONS) {
    const { from, to } = PARENT_REQUEST_TRANSITIONS[action];
    if (from.includes(state.status)) next.push({ status: to, depositPaid: state.depositPaid });
  }
  if (!state.depositPaid) next.push({ status: state.status, depositPaid: true });
  const facts = { status: state.status, isPaymentAuthorized: state.depositPaid, refundedAmount: 0, refundDue: false, disputedAt: null };
  if (canRefund(facts)) next.push({ status: state.status, depositPaid: false });
  return next;
}

function reachableFromSubmitted(): Map<string, State> {
  const start: State = { status: 'submitted', depositPaid: false };
  const seen = new Map([[key(start), start]]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of nextStates(queue.shift()!)) {
      if (!seen.has(key(next))) {
        seen.set(key(next), next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** (status, deposit) pairs that belong to no tab on purpose, each with its reason. None today. */
const NO_TAB: { status: ParentRequestStatus; depositPaid: boolean; reason: string }[] = [];

describe('parent request statuses', () => {
  it('reaches every status, paid or not, from a new request through the transitions and the payment hooks', () => {
    const reached = [...reachableFromSubmitted().keys()].sort();
    const every = PARENT_REQUEST_STATUSES.flatMap((status) => [true, false].map((depositPaid) => key({ status, depositPaid }))).sort();
    expect(reached).toEqual(every);
  });

  it('leads every transition to a known status, from known statuses only', () => {
    for (const action of PARENT_REQUEST_ACTIONS) {
      const { from, to } = PARENT_REQUEST_TRANSITIONS[action];
      expect(PARENT_REQUEST_STATUSES).toContain(to);
      for (const status of from) expect(PARENT_REQUEST_STATUSES).toContain(status);
    }
  });

  it('files every (status, deposit) pair under exactly one tab, unless listed in NO_TAB with a reason', () => {
    for (const status of PARENT_REQUEST_STATUSES) {
      for (const depositPaid of [true, false]) {
        const exempt = NO_TAB.find((entry) => entry.status === status && entry.depositPaid === depositPaid);
        const tabs = tabsOf(PARENT_REQUEST_TABS, { status, depositPaid });
        expect({ pair: key({ status, depositPaid }), tabs: tabs.length }).toEqual({ pair: key({ status, depositPaid }), tabs: exempt ? 0 : 1 });
      }
    }
    for (const entry of NO_TAB) expect(entry.reason).not.toBe('');
  });

  it('names only known statuses in the tabs', () => {
    for (const tab of PARENT_REQUEST_TABS) {
      for (const clause of tab.when) for (const status of clause.statuses) expect(PARENT_REQUEST_STATUSES).toContain(status);
    }
  });
});

describe('which action is open in which status', () => {
  const table = (action: (typeof PARENT_REQUEST_ACTIONS)[number]) =>
    Object.fromEntries([...PARENT_REQUEST_STATUSES, 'unknown', undefined].map((status) => [String(status), canParentRequest(action, status)]));

  it('archives any request but a settled birthday, again included', () => {
    expect(table('close')).toEqual({
      submitted: true,
      proposal_sent: true,
      accepted: false,
      parent_rejected: true,
      admin_closed: true,
      unknown: false,
      undefined: false,
    });
  });

  it("lets the parent cancel until it is refused or archived, a settled birthday included (CGV §6)", () => {
    expect(table('cancel')).toEqual({
      submitted: true,
      proposal_sent: true,
      accepted: true,
      parent_rejected: false,
      admin_closed: false,
      unknown: false,
      undefined: false,
    });
  });

  it('proposes, validates and records a refusal only before the parent answered', () => {
    for (const action of ['propose', 'validate', 'reject'] as const) {
      expect(table(action)).toEqual({
        submitted: true,
        proposal_sent: true,
        accepted: false,
        parent_rejected: false,
        admin_closed: false,
        unknown: false,
        undefined: false,
      });
    }
  });

  it('leads each action to its status', () => {
    expect(Object.fromEntries(PARENT_REQUEST_ACTIONS.map((action) => [action, PARENT_REQUEST_TRANSITIONS[action].to]))).toEqual({
      propose: 'proposal_sent',
      validate: 'accepted',
      reject: 'parent_rejected',
      close: 'admin_closed',
      cancel: 'admin_closed',
    });
  });
});
