import { parisMidnight } from './calendar';
import { erasurePending, erasurePendingText, type ErasureFacts } from './parent-data';

const NOW = parisMidnight('2026-11-29');
const closed: ErasureFacts = { status: 'admin_closed', workshopDay: '2026-12-20', moneyToRefund: false, disputedAt: null, balanceInPayment: false };

describe('erasurePending: what holds a request, and until when', () => {
  it('lets a closed request, or one whose workshop is past, be erased at once', () => {
    expect(erasurePending(closed, NOW)).toBeNull();
    expect(erasurePending({ ...closed, status: 'accepted', workshopDay: '2026-11-28' }, NOW)).toBeNull();
  });

  it('holds an open request until the day after its workshop (the workshop day itself included)', () => {
    expect(erasurePending({ ...closed, status: 'submitted' }, NOW)).toEqual({ reason: 'workshop_to_come', possibleFrom: '2026-12-21' });
    expect(erasurePending({ ...closed, status: 'accepted', workshopDay: '2026-11-29' }, NOW)).toEqual({ reason: 'workshop_to_come', possibleFrom: '2026-11-30' });
  });

  it('holds money owed back and a balance being paid until settled, a dispute for 120 days', () => {
    expect(erasurePending({ ...closed, moneyToRefund: true }, NOW)).toEqual({ reason: 'money_to_refund', possibleFrom: null });
    expect(erasurePending({ ...closed, balanceInPayment: true }, NOW)).toEqual({ reason: 'balance_in_payment', possibleFrom: null });
    expect(erasurePending({ ...closed, disputedAt: parisMidnight('2026-10-01') }, NOW)).toEqual({ reason: 'dispute', possibleFrom: '2027-01-29' });
    expect(erasurePending({ ...closed, disputedAt: parisMidnight('2026-08-01') }, NOW)).toBeNull();
  });

  it('says it in one French sentence naming the days', () => {
    expect(erasurePendingText({ reason: 'workshop_to_come', possibleFrom: '2026-12-21' }, '2026-12-20')).toBe(
      "La demande pour l'atelier du 20 décembre 2026 est en cours : ses données seront effaçables à partir du 21 décembre 2026, ou dès que vous l'aurez annulée.",
    );
    expect(erasurePendingText({ reason: 'dispute', possibleFrom: '2027-02-01' }, '2026-12-20')).toContain('à partir du 1er février 2027');
  });
});
