import { parisMidnight } from './calendar';
import {
  ERASURE_DISPUTE_HOLD_DAYS,
  erasurePending,
  erasurePendingText,
  PARENT_DATA_MESSAGES,
  PARENT_ERASURE_LINK_HOURS,
  type ErasureFacts,
} from './parent-data';

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

  it('holds a dispute until the 120th Paris day after it was opened, and frees it on that day', () => {
    expect(ERASURE_DISPUTE_HOLD_DAYS).toBe(120);
    // NOW is 29 November: 120 days after 1 August (above) is today, free; after 2 August, tomorrow, held.
    expect(erasurePending({ ...closed, disputedAt: parisMidnight('2026-07-31') }, NOW)).toBeNull();
    expect(erasurePending({ ...closed, disputedAt: parisMidnight('2026-08-02') }, NOW)).toEqual({ reason: 'dispute', possibleFrom: '2026-11-30' });
    // 22:00 UTC on 1 August is already 2 August in Paris.
    expect(erasurePending({ ...closed, disputedAt: new Date('2026-08-01T22:00:00Z') }, NOW)).toEqual({ reason: 'dispute', possibleFrom: '2026-11-30' });
  });

  it('names the longest hold first: a dispute before money owed back, before a balance being paid, before the workshop', () => {
    const all: ErasureFacts = { status: 'accepted', workshopDay: '2026-12-20', moneyToRefund: true, disputedAt: parisMidnight('2026-11-01'), balanceInPayment: true };
    expect(erasurePending(all, NOW)?.reason).toBe('dispute');
    expect(erasurePending({ ...all, disputedAt: null }, NOW)?.reason).toBe('money_to_refund');
    expect(erasurePending({ ...all, disputedAt: null, moneyToRefund: false }, NOW)?.reason).toBe('balance_in_payment');
    expect(erasurePending({ ...all, disputedAt: null, moneyToRefund: false, balanceInPayment: false }, NOW)?.reason).toBe('workshop_to_come');
  });

  it('says it in one French sentence naming the days', () => {
    expect(erasurePendingText({ reason: 'workshop_to_come', possibleFrom: '2026-12-21' }, '2026-12-20')).toBe(
      "La demande pour l'atelier du 20 décembre 2026 est en cours : ses données seront effaçables à partir du 21 décembre 2026, ou dès que vous l'aurez annulée.",
    );
    expect(erasurePendingText({ reason: 'dispute', possibleFrom: '2027-02-01' }, '2026-12-20')).toContain('à partir du 1er février 2027');
    expect(erasurePendingText({ reason: 'money_to_refund', possibleFrom: null }, '2026-12-20')).toBe(
      "Un remboursement est en cours pour l'atelier du 20 décembre 2026 : ses données seront effaçables dès qu'il sera effectué.",
    );
    expect(erasurePendingText({ reason: 'balance_in_payment', possibleFrom: null }, '2026-12-20')).toBe(
      "Le paiement du solde pour l'atelier du 20 décembre 2026 est en cours de traitement : ses données seront effaçables une fois le paiement abouti ou abandonné.",
    );
  });

  it('mails an erasure link that works 24 hours, and says so', () => {
    expect(PARENT_ERASURE_LINK_HOURS).toBe(24);
    expect(PARENT_DATA_MESSAGES.confirmationSent).toContain('Il est valable 24 heures.');
  });
});
