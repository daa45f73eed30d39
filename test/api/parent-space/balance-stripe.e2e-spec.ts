import { createTestApp, type TestApp } from '../../support/app';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { submitRequest } from '../../support/parent-requests';
import { balanceIntents, fromAnywhere, historyOf, mailsOf, proposeOnline, requestRow, spaceToken } from '../../support/parent-space';

describe('Parent space: the balance through Stripe (real SDK, local Stripe-speaking server)', () => {
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

  const postEvent = (event: { payload: string; signature: string }) =>
    t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload);
  const accept = (token: string) => fromAnywhere(t.http().post(`/api/parent-space/${token}/proposal/accept`));
  const createCalls = () => stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents');

  /** A request whose deposit Stripe took, with a proposal to pay online, and its parent's token. */
  async function proposed(): Promise<{ id: string; proposalId: string; token: string }> {
    const id = await submitRequest(t);
    const { body } = await fromAnywhere(t.http().post('/api/payments/create-payment-intent'))
      .send({ amount: 3000, currency: 'eur', metadata: { requestId: id } })
      .expect(200);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.succeed(body.paymentIntentId))).expect(200);
    const proposalId = await proposeOnline(t, auth, id);
    return { id, proposalId, token: await spaceToken(t, id) };
  }

  it('creates one balance intent for concurrent accepts, with metadata saying so and never the token', async () => {
    const { id, proposalId, token } = await proposed();
    const before = createCalls().length;
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.clientSecret)).size).toBe(1);
    const calls = createCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].params).toMatchObject({ amount: '15000', currency: 'eur', metadata: { requestId: id, purpose: 'balance', proposalId } });
    expect(calls[0].idempotencyKey).toBe(`balance:${id}:${proposalId}:0`);
    expect(JSON.stringify(stripe.calls)).not.toContain(token);
    expect(answers[0].body).toMatchObject({ amount: 15000, currency: 'eur', provider: 'stripe' });
  });

  it('two webhooks for the success (two event ids, at once) and a status check: one transition, one mail each side', async () => {
    const { id, token } = await proposed();
    const { body } = await accept(token).expect(200);
    const [intent] = await balanceIntents(t, id);
    const succeeded = stripe.succeed(intent.id);
    expect(body.clientSecret).toBe(succeeded.client_secret);
    await Promise.all([
      postEvent(stripe.signedEvent('payment_intent.succeeded', succeeded)).expect(200),
      postEvent(stripe.signedEvent('payment_intent.succeeded', succeeded)).expect(200),
    ]);
    const status = await fromAnywhere(t.http().get(`/api/parent-space/${token}/balance/status`)).expect(200);
    expect(status.body).toEqual({ isBalancePaid: true, paymentIntentStatus: 'succeeded' });

    expect(await requestRow(t, id)).toMatchObject({ status: 'accepted', balancePaymentIntentId: intent.id });
    expect(await historyOf(t, id, 'balance_paid')).toEqual([expect.objectContaining({ actor: 'stripe' })]);
    expect(await mailsOf(t, id, 'parent-balance-paid')).toHaveLength(1);
    expect(await mailsOf(t, id, 'operator-balance-paid')).toHaveLength(1);
    // The deposit's success path was not taken again.
    expect(await mailsOf(t, id, 'parent-deposit-paid')).toHaveLength(1);
  });

  it('the status check alone applies a success whose webhook has not arrived', async () => {
    const { id, token } = await proposed();
    await accept(token).expect(200);
    const [intent] = await balanceIntents(t, id);
    stripe.succeed(intent.id);
    expect((await fromAnywhere(t.http().get(`/api/parent-space/${token}/balance/status`)).expect(200)).body).toEqual({ isBalancePaid: true, paymentIntentStatus: 'succeeded' });
    expect(await historyOf(t, id, 'balance_paid')).toEqual([expect.objectContaining({ actor: 'system' })]);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.intents.get(intent.id)!)).expect(200);
    expect(await mailsOf(t, id, 'parent-balance-paid')).toHaveLength(1);
  });

  it('a balance paid after the staff refused the request is recorded and flagged to refund, once; the status stays', async () => {
    const { id, token } = await proposed();
    await accept(token).expect(200);
    const [intent] = await balanceIntents(t, id);
    await t.http().post(`/api/admin/parent-requests/${id}/reject`).set(auth).send({ reason: 'Plus d’artisan disponible' }).expect(200);
    const statusAfterReject = (await requestRow(t, id)).status;
    const succeeded = stripe.succeed(intent.id);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', succeeded)).expect(200);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', succeeded)).expect(200);

    const row = await requestRow(t, id);
    expect(row.status).toBe(statusAfterReject);
    expect(row.balancePaidAt).toBeNull();
    expect(await historyOf(t, id, 'balance_to_refund')).toHaveLength(1);
    const flagged = await mailsOf(t, id, 'operator-balance-to-refund');
    expect(flagged).toHaveLength(1);
    expect(flagged[0].text).toContain('150,00 €');
    expect(await mailsOf(t, id, 'parent-balance-paid')).toHaveLength(0);
  });

  it('a succeeded balance intent of another amount changes nothing', async () => {
    const { id, token } = await proposed();
    await accept(token).expect(200);
    const [intent] = await balanceIntents(t, id);
    const tampered = { ...stripe.succeed(intent.id), amount: 3000 };
    await postEvent(stripe.signedEvent('payment_intent.succeeded', tampered)).expect(200);
    expect(await requestRow(t, id)).toMatchObject({ status: 'proposal_sent', balancePaidAt: null });
  });

  it('Stripe down on accept: a French 502, no intent stored', async () => {
    const { id, token } = await proposed();
    stripe.down = true;
    try {
      const refused = await accept(token).expect(502);
      expect(refused.body.code).toBe('PAYMENT_INIT_FAILED');
    } finally {
      stripe.down = false;
    }
    expect(await balanceIntents(t, id)).toHaveLength(0);
  });
});
