import { MERCHANT_STATUSES, MERCHANT_TABS } from './merchants';
import { PARENT_REQUEST_STATUSES, PARENT_REQUEST_TABS } from './parent-requests';
import { tabIndex, tabsOf } from './tabs';

describe('tabs', () => {
  it('puts every parent request, whatever its status and deposit, under exactly one tab', () => {
    for (const status of PARENT_REQUEST_STATUSES) {
      for (const depositPaid of [true, false]) {
        expect({ status, depositPaid, tabs: tabsOf(PARENT_REQUEST_TABS, { status, depositPaid }) }).toEqual({
          status,
          depositPaid,
          tabs: [expect.any(String)],
        });
      }
    }
  });

  it('files a request waiting for its deposit under the archive, and a paid one under "Acompte payé"', () => {
    expect(tabsOf(PARENT_REQUEST_TABS, { status: 'submitted', depositPaid: false })).toEqual(['archive']);
    expect(tabsOf(PARENT_REQUEST_TABS, { status: 'submitted', depositPaid: true })).toEqual(['deposit_paid']);
  });

  it('puts every merchant application under the tab of its status', () => {
    for (const status of MERCHANT_STATUSES) expect(tabsOf(MERCHANT_TABS, { status })).toEqual([status]);
  });

  it('numbers tabs in their order', () => {
    expect(tabIndex(PARENT_REQUEST_TABS, 'archive')).toBe(4);
  });
});
