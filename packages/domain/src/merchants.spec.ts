import { MERCHANT_ACTIONS, MERCHANT_STATUSES, MERCHANT_TABS, MERCHANT_TRANSITIONS, type MerchantStatus } from './merchants';
import { tabsOf } from './tabs';

/** Statuses that belong to no tab on purpose, each with its reason. None today. */
const NO_TAB: { status: MerchantStatus; reason: string }[] = [];

describe('merchant application statuses', () => {
  it('reaches every status from a new application through the transitions', () => {
    const seen = new Set<MerchantStatus>(['pending_validation']);
    const queue: MerchantStatus[] = ['pending_validation'];
    while (queue.length > 0) {
      const status = queue.shift()!;
      for (const action of MERCHANT_ACTIONS) {
        const { from, to } = MERCHANT_TRANSITIONS[action];
        const next = to ?? status;
        if (from.includes(status) && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...MERCHANT_STATUSES].sort());
  });

  it('files every status under exactly one tab, unless listed in NO_TAB with a reason', () => {
    for (const status of MERCHANT_STATUSES) {
      const exempt = NO_TAB.some((entry) => entry.status === status);
      expect({ status, tabs: tabsOf(MERCHANT_TABS, { status }).length }).toEqual({ status, tabs: exempt ? 0 : 1 });
    }
  });
});
