import {
  canMerchant,
  DEFAULT_MERCHANT_TYPE,
  HALF_HOUR_SLOTS,
  MERCHANT_ACTIONS,
  MERCHANT_STATUSES,
  MERCHANT_TABS,
  MERCHANT_TRANSITIONS,
  type MerchantStatus,
} from './merchants';
import { ACTIVITY_SECTORS } from './sectors';
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

describe('what the operator may do with an application', () => {
  it('approves or rejects a pending application only, edits a pending or approved one, sends space links to an approved one', () => {
    const allowed = Object.fromEntries(
      MERCHANT_ACTIONS.map((action) => [action, MERCHANT_STATUSES.filter((status) => canMerchant(action, status))]),
    );
    expect(allowed).toEqual({
      approve: ['pending_validation'],
      reject: ['pending_validation'],
      edit: ['pending_validation', 'active'],
      space_link: ['active'],
    });
    for (const action of MERCHANT_ACTIONS) expect(canMerchant(action, undefined)).toBe(false);
  });

  it('defaults a request with no trade to the bakers, a known sector', () => {
    expect(DEFAULT_MERCHANT_TYPE).toBe('boulanger');
    expect(ACTIVITY_SECTORS.map((sector) => sector.id)).toContain(DEFAULT_MERCHANT_TYPE);
  });
});

describe("an artisan's availability", () => {
  it('is declared in half-hour slots from 08:00 to 23:30', () => {
    expect(HALF_HOUR_SLOTS).toHaveLength(32);
    expect(HALF_HOUR_SLOTS.slice(0, 3)).toEqual(['08:00', '08:30', '09:00']);
    expect(HALF_HOUR_SLOTS.slice(-2)).toEqual(['23:00', '23:30']);
  });
});
