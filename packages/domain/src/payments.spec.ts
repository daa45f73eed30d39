import { canRefund, paymentState, PAYMENT_STATE_LABELS, refundRefusal, type DepositFacts } from './payments';

const paid: DepositFacts = { status: 'admin_closed', isPaymentAuthorized: true, refundedAmount: 0, refundDue: false, disputedAt: null };

describe("the deposit's refund", () => {
  it('is open on a paid deposit of a request that is not settled', () => {
    expect(canRefund(paid)).toBe(true);
  });

  it('is closed once the deposit became a credit (CGV §6), with its French reason: a credit and a refund would pay it back twice', () => {
    const credited = { ...paid, creditIssuedAt: new Date('2026-11-10T10:00:00Z') };
    expect(canRefund(credited)).toBe(false);
    expect(refundRefusal(credited)).toBe("L'acompte de cette demande a été converti en avoir (CGV §6) : il ne peut plus être remboursé.");
  });
});

describe("the deposit's state", () => {
  it('says a deposit that became a credit is one, not "Acompte payé" (a dispute still outranks it)', () => {
    const credited = { ...paid, creditIssuedAt: new Date('2026-11-10T10:00:00Z') };
    expect(paymentState(paid)).toBe('paid');
    expect(paymentState(credited)).toBe('credited');
    expect(PAYMENT_STATE_LABELS[paymentState(credited)]).toBe('Converti en avoir');
    expect(paymentState({ ...credited, disputedAt: new Date() })).toBe('disputed');
  });
});
