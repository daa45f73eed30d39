import { addDays, CREDIT_CODE_MESSAGES, PARENT_SPACE_MESSAGES, parisDay } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import { credits, parentRequests } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { freshIp } from '../../support/merchant-requests';
import { parentForm, submitRequest } from '../../support/parent-requests';
import { balanceIntents, fromAnywhere, historyOf, mailsOf, proposeOnline, requestRow, spaceToken } from '../../support/parent-space';

describe('Credits through Stripe: a cancellation refunds the balance once or not at all; the code pays a new request once', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let auth: { Authorization: string };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env });
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  afterEach(() => {
    stripe.down = false;
  });

  const postEvent = (event: { payload: string; signature: string }) =>
    t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload);
  const form = (overrides: Record<string, unknown>) => t.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(parentForm(overrides));
  const refundCalls = () => stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
  const requestCount = async () => (await t.db.select({ id: parentRequests.id }).from(parentRequests)).length;

  /** A paid request 40 days ahead, with its balance paid from the space; answers its id and token. */
  async function booked(withBalance: boolean): Promise<{ id: string; token: string }> {
    const id = await submitRequest(t, { desired_date: addDays(parisDay(), 40) });
    const deposit = await fromAnywhere(t.http().post('/api/payments/create-payment-intent')).send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.succeed(deposit.body.paymentIntentId))).expect(200);
    const token = await spaceToken(t, id);
    if (withBalance) {
      await proposeOnline(t, auth, id, { date: new Date(Date.now() + 40 * 86_400_000).toISOString() });
      await fromAnywhere(t.http().post(`/api/parent-space/${token}/proposal/accept`)).expect(200);
      const [intent] = await balanceIntents(t, id);
      await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.succeed(intent.id))).expect(200);
      expect((await requestRow(t, id)).status).toBe('accepted');
    }
    return { id, token };
  }

  it('Stripe failing the balance refund: a French 502 and nothing applied; the retry refunds once under the same key', async () => {
    const { id, token } = await booked(true);
    stripe.down = true;
    const failed = await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send({}).expect(502);
    expect(failed.body).toMatchObject({ code: 'REFUND_FAILED', message: PARENT_SPACE_MESSAGES.refundFailed });
    expect(await requestRow(t, id)).toMatchObject({ status: 'accepted', cancelledByParentAt: null, creditIssuedAt: null, balanceRefundedAmount: 0 });
    expect(await t.db.select().from(credits).where(eq(credits.originRequestId, id))).toHaveLength(0);
    expect(await mailsOf(t, id, 'parent-cancelled')).toHaveLength(0);

    stripe.down = false;
    const applied = await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send({}).expect(200);
    expect(applied.body).toMatchObject({ outcome: 'credit', refund: { amount: 15000 }, applied: true });
    const [intent] = await balanceIntents(t, id);
    const made = refundCalls().filter((c) => c.params.payment_intent === intent.id);
    expect(new Set(made.map((c) => c.idempotencyKey))).toEqual(new Set([`balance-refund:${intent.id}:0`]));
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
    // Stripe's charge.refunded for that refund records nothing more.
    await postEvent(stripe.signedEvent('charge.refunded', stripe.charge(intent.id, { withRefunds: true }))).expect(200);
    expect(await requestRow(t, id)).toMatchObject({ status: 'admin_closed', balanceRefundedAmount: 15000, isPaymentAuthorized: true });
    expect(await historyOf(t, id, 'balance_refunded')).toHaveLength(1);
    expect(await mailsOf(t, id, 'parent-balance-refunded')).toHaveLength(0);
  });

  it('a credit code pays a new request without Stripe, once; used, unknown and malformed codes create nothing', async () => {
    const { token } = await booked(false);
    const { body: cancelled } = await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send({}).expect(200);
    const code = cancelled.credit.code as string;
    const stripeCalls = stripe.calls.length;

    const created = await form({ credit_code: `  ${code.toLowerCase()} `, allergies: '  Arachides  ', parent_email: 'credit@example.fr' }).expect(201);
    expect(created.body).toEqual({ _id: created.body.id, id: expect.any(String), status: 'submitted', paidByCredit: true });
    expect(stripe.calls.length).toBe(stripeCalls);
    const row = await requestRow(t, created.body.id);
    expect(row).toMatchObject({ isPaymentAuthorized: true, allergies: 'Arachides', paymentIntentId: null });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(credits).where(eq(credits.code, code))).toEqual([expect.objectContaining({ usedByRequestId: created.body.id })]);
    expect(await historyOf(t, created.body.id, 'paid_by_credit')).toHaveLength(1);
    expect(await mailsOf(t, created.body.id, 'parent-deposit-paid')).toHaveLength(1);
    expect(await mailsOf(t, created.body.id, 'operator-new-paid-request')).toHaveLength(1);
    expect(await mailsOf(t, created.body.id, 'parent-request-received')).toHaveLength(0);
    const record = await t.http().get(`/api/admin/parent-requests/${created.body.id}`).set(auth).expect(200);
    expect(record.body).toMatchObject({ isPaymentAuthorized: true, allergies: 'Arachides', payment_state: 'paid' });

    const before = await requestCount();
    const used = await form({ credit_code: code }).expect(409);
    expect(used.body).toMatchObject({ code: 'CREDIT_USED', message: CREDIT_CODE_MESSAGES.used });
    const unknown = await form({ credit_code: 'AVOIR-2222-3333' }).expect(422);
    expect(unknown.body).toMatchObject({ code: 'CREDIT_UNKNOWN', message: CREDIT_CODE_MESSAGES.unknown });
    const malformed = await form({ credit_code: 'AVOIR-0000' }).expect(400);
    expect(malformed.body.message).toContain(CREDIT_CODE_MESSAGES.invalid);
    await form({ allergies: 'x'.repeat(501) }).expect(400);
    expect(await requestCount()).toBe(before);
  });

  it('two forms at once with one code: one paid request, one 409, nothing else created', async () => {
    const { token } = await booked(false);
    const { body } = await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send({}).expect(200);
    const before = await requestCount();
    const answers = await Promise.all([form({ credit_code: body.credit.code }), form({ credit_code: body.credit.code })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await requestCount()).toBe(before + 1);
  });
});
