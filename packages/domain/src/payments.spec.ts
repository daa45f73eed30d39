import {
  canRefund,
  PAYABLE_STATUSES,
  paymentState,
  PAYMENT_STATE_LABELS,
  REFUND_DUE_STATUSES,
  refundRefusal,
  type DepositFacts,
  type PaymentState,
} from './payments';

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

describe('when the refund is open', () => {
  it('is closed once the birthday is settled (accepted): the deposit pays for the workshop', () => {
    expect(canRefund({ ...paid, status: 'accepted' })).toBe(false);
    for (const status of ['submitted', 'proposal_sent', 'parent_rejected', 'admin_closed']) expect({ status, open: canRefund({ ...paid, status }) }).toEqual({ status, open: true });
  });

  it('is closed while the bank disputes the deposit, and when no deposit is held', () => {
    const disputed = { ...paid, disputedAt: new Date('2026-11-10T10:00:00Z') };
    expect(canRefund(disputed)).toBe(false);
    expect(refundRefusal(disputed)).toBe("Cet acompte est contesté par la banque du parent : il ne peut pas être remboursé d'ici.");
    expect(canRefund({ ...paid, isPaymentAuthorized: false })).toBe(false);
    expect(refundRefusal({ ...paid, isPaymentAuthorized: false })).toBe("Aucun acompte n'a été réglé pour cette demande.");
    expect(refundRefusal({ ...paid, isPaymentAuthorized: false, refundedAmount: 3000 })).toBe("L'acompte de cette demande a déjà été remboursé.");
    expect(refundRefusal({ ...paid, status: 'accepted' })).toBe("L'anniversaire de cette demande est réglé : son acompte ne peut plus être remboursé.");
  });

  it('owes a deposit back when it arrives on an archived or refused request, and takes one only on a submitted request', () => {
    expect([...REFUND_DUE_STATUSES].sort()).toEqual(['admin_closed', 'parent_rejected']);
    expect(PAYABLE_STATUSES).toEqual(['submitted']);
  });
});

describe("each state of the deposit", () => {
  it.each<[PaymentState, Partial<DepositFacts>]>([
    ['unpaid', { isPaymentAuthorized: false }],
    ['paid', {}],
    ['to_refund', { refundDue: true }],
    ['partially_refunded', { refundedAmount: 1000 }],
    ['refunded', { isPaymentAuthorized: false, refundedAmount: 3000 }],
    ['credited', { creditIssuedAt: new Date('2026-11-10T10:00:00Z'), refundDue: true }],
    ['disputed', { disputedAt: new Date('2026-11-10T10:00:00Z'), isPaymentAuthorized: false, refundedAmount: 3000 }],
  ])('is %s', (state, change) => {
    expect(paymentState({ ...paid, ...change })).toBe(state);
  });

  it('says « to refund » before « partly refunded » while money is still held and owed back', () => {
    expect(paymentState({ ...paid, refundDue: true, refundedAmount: 1000 })).toBe('to_refund');
    expect(paymentState({ ...paid, refundDue: true, isPaymentAuthorized: false })).toBe('unpaid');
  });
});
