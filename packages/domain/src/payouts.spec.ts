import {
  canPayoutBatch,
  formatPayoutBatchReference,
  formatPayoutStatementNumber,
  isRefundedAfterPayment,
  isWorkshopPayable,
  payableFrom,
  shareOfWorkshop,
} from './payouts';

describe('payouts rules', () => {
  it('lets staff mark sent or cancel a batch only while its file is generated', () => {
    for (const action of ['mark_sent', 'cancel'] as const) {
      expect(['generated', 'sent', 'cancelled', undefined].map((status) => canPayoutBatch(action, status))).toEqual([true, false, false, false]);
    }
  });

  it('takes the newest share in effect at the workshop start, else the default', () => {
    const history = [
      { shareCents: 9000, effectiveFrom: new Date('2026-06-01T10:00:00Z') },
      { shareCents: 13000, effectiveFrom: new Date('2026-03-01T10:00:00Z') },
    ];
    expect(shareOfWorkshop(history, new Date('2026-02-28T10:00:00Z'), 12000)).toBe(12000);
    expect(shareOfWorkshop(history, new Date('2026-03-01T10:00:00Z'), 12000)).toBe(13000);
    expect(shareOfWorkshop(history, new Date('2026-05-31T23:59:59Z'), 12000)).toBe(13000);
    expect(shareOfWorkshop(history, new Date('2026-07-01T10:00:00Z'), 12000)).toBe(9000);
    expect(shareOfWorkshop([], new Date(), 12000)).toBe(12000);
  });

  it('takes the newest share in effect whatever the order of the history, the start instant included', () => {
    const march = { shareCents: 13000, effectiveFrom: new Date('2026-03-01T10:00:00Z') };
    const june = { shareCents: 9000, effectiveFrom: new Date('2026-06-01T10:00:00Z') };
    const july = { shareCents: 11000, effectiveFrom: new Date('2026-07-01T10:00:00Z') };
    const workshopAt = new Date('2026-06-15T10:00:00Z');
    expect(shareOfWorkshop([march, june, july], workshopAt, 12000)).toBe(9000);
    expect(shareOfWorkshop([july, june, march], workshopAt, 12000)).toBe(9000);
    expect(shareOfWorkshop([june, march], workshopAt, 12000)).toBe(9000);
    expect(shareOfWorkshop([march, june], workshopAt, 12000)).toBe(9000);
    // Set at the very instant the workshop starts: in effect for it.
    expect(shareOfWorkshop([march, june], june.effectiveFrom, 12000)).toBe(9000);
    // Two shares set at the same instant: the first one read stays.
    expect(shareOfWorkshop([june, { ...june, shareCents: 8000 }], workshopAt, 12000)).toBe(9000);
  });

  it('pays a workshop from the Paris day after it, accepted, not refunded, not disputed', () => {
    // 23:30 in Paris on 14 March (22:30 UTC): payable from 15 March, Paris midnight.
    const facts = { requestStatus: 'accepted', workshopAt: new Date('2026-03-14T22:30:00Z'), refundedCents: 0, disputedAt: null };
    expect(isWorkshopPayable(facts, new Date('2026-03-14T22:59:00Z'))).toBe(false);
    expect(isWorkshopPayable(facts, new Date('2026-03-14T23:00:00Z'))).toBe(true);
    expect(isWorkshopPayable({ ...facts, refundedCents: 1 }, new Date('2026-04-01'))).toBe(false);
    expect(isWorkshopPayable({ ...facts, requestStatus: 'proposal_sent' }, new Date('2026-04-01'))).toBe(false);
    expect(isWorkshopPayable(facts, new Date('2026-04-01'))).toBe(true);
    expect(isWorkshopPayable({ ...facts, disputedAt: new Date('2026-03-20T10:00:00Z') }, new Date('2026-04-01'))).toBe(false);
    expect(payableFrom(facts.workshopAt)).toBe('2026-03-15');
    expect(isRefundedAfterPayment({ refundedCents: 0, disputedAt: null })).toBe(false);
    expect(isRefundedAfterPayment({ refundedCents: 0, disputedAt: new Date() })).toBe(true);
    expect(isRefundedAfterPayment({ refundedCents: 3000, disputedAt: null })).toBe(true);
  });

  it('numbers batches and statements within the SEPA lengths, and masks an IBAN', () => {
    const reference = formatPayoutBatchReference('2026-11-25', 1);
    expect(reference).toBe('PTM-20261125-0001');
    expect(formatPayoutStatementNumber(reference, 12)).toBe('REL-PTM-20261125-0001-12');
    expect(formatPayoutStatementNumber(formatPayoutBatchReference('2026-11-25', 9999), 999).length).toBeLessThanOrEqual(35);
  });
});
