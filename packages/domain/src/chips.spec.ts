import { MAIL_STATUS_COLORS } from './mails';
import { OFFER_STATUS_COLORS } from './matching';
import { MERCHANT_STATUS_COLORS } from './merchants';
import { PARENT_REQUEST_BADGE_COLORS, PARENT_REQUEST_STATUS_COLORS, PARENT_REQUEST_TAB_IDS } from './parent-requests';
import { PAYMENT_STATE_COLORS } from './payments';

/** Staff read a status by its chip's colour first: red for what went wrong, green for what is settled. */
describe("the back office's chip colours", () => {
  it('colours the requests, their badges and their deposits', () => {
    expect(PARENT_REQUEST_STATUS_COLORS).toEqual({ submitted: 'warning', proposal_sent: 'info', accepted: 'success', parent_rejected: 'error', admin_closed: 'default' });
    expect(PARENT_REQUEST_BADGE_COLORS).toEqual({ balance_paid_online: 'success', declined_by_parent: 'error', cancelled_by_parent: 'warning', credit_issued: 'info' });
    expect(PAYMENT_STATE_COLORS).toEqual({
      unpaid: 'default',
      paid: 'success',
      to_refund: 'warning',
      partially_refunded: 'info',
      refunded: 'default',
      credited: 'info',
      disputed: 'error',
    });
  });

  it('colours offers, mails and artisans', () => {
    expect(OFFER_STATUS_COLORS).toEqual({ queued: 'default', pending: 'warning', accepted: 'success', declined: 'error', expired: 'default', withdrawn: 'default' });
    expect(MAIL_STATUS_COLORS).toEqual({ queued: 'warning', sent: 'success', failed: 'error' });
    expect(MERCHANT_STATUS_COLORS).toEqual({ pending_validation: 'warning', active: 'success', rejected: 'error' });
  });

  it('lists the request tabs in order', () => {
    expect(PARENT_REQUEST_TAB_IDS).toEqual(['deposit_paid', 'awaiting_balance', 'settled', 'refused', 'archive']);
  });
});
