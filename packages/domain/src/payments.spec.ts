import { canRefund, refundRefusal, type DepositFacts } from './payments';

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
