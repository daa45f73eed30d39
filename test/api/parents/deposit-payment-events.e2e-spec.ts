import { eq } from 'drizzle-orm';
import { auditEvents, depositRefunds, parentRequests, paymentIntents } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { payWithDemo, proposalForm, queuedMails, submitRequest } from '../../support/parent-requests';

describe('Money events and the refund action with Stripe (real SDK, local Stripe-speaking server)', () => {
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
    stripe.refundDelayMs = 0;
  });

  const postEvent = (event: { payload: string; signature: string }) =>
    t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload);
  const row = async (id: string) => (await t.db.select().from(parentRequests).where(eq(parentRequests.id, id)))[0];
  const record = async (id: string) => (await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200)).body;
  const audits = async (id: string, action: string) =>
    (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).filter((a) => a.action === action);
  const mails = async (id: string, template: string) => (await queuedMails(t, id)).filter((m) => m.template === template);
  const refund = (id: string) => t.http().post(`/api/admin/parent-requests/${id}/refund`).set(auth);
  const refundCalls = () => stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');

  /** A request whose deposit Stripe has taken and told us about; answers its id and intent id. */
  async function paidRequest(): Promise<{ id: string; intentId: string }> {
    const id = await submitRequest(t);
    const { body } = await t.http().post('/api/payments/create-payment-intent').send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.succeed(body.paymentIntentId))).expect(200);
    expect((await row(id)).isPaymentAuthorized).toBe(true);
    return { id, intentId: body.paymentIntentId };
  }

  it('a full refund made in Stripe unmarks the deposit, records amount, date and history once, mails the parent once', async () => {
    const { id, intentId } = await paidRequest();
    const made = stripe.refundInDashboard(intentId);
    const event = stripe.signedEvent('charge.refunded', stripe.charge(intentId));
    expect((await postEvent(event).expect(200)).body.duplicate).toBe(false);
    expect((await postEvent(event).expect(200)).body.duplicate).toBe(true);
    // Another delivery of the same refund under a new event id changes nothing either.
    await postEvent(stripe.signedEvent('charge.refunded', stripe.charge(intentId, { withRefunds: true }))).expect(200);

    const after = await row(id);
    expect(after).toMatchObject({ isPaymentAuthorized: false, refundedAmount: 3000, status: 'submitted' });
    expect(after.refundedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(depositRefunds).where(eq(depositRefunds.parentRequestId, id))).toEqual([
      expect.objectContaining({ id: made.id, amount: 3000, paymentIntentId: intentId, status: 'succeeded' }),
    ]);
    const history = await audits(id, 'deposit_refunded');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actor: 'stripe', reason: `Acompte remboursé : 30,00 € (${made.id})` });
    const refundMails = await mails(id, 'parent-deposit-refunded');
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0].recipient).toBe('helene.lefevre@example.fr');
    expect(refundMails[0].text).toContain('30,00 €');
    expect(await record(id)).toMatchObject({
      payment_state: 'refunded',
      payment_state_label: 'Remboursé',
      can_refund: false,
      refunded_amount: 3000,
      isPaymentAuthorized: false,
    });

    // The payment-return page, a success told again under a new event id and a new payment attempt do not bring
    // the refunded deposit back.
    expect((await t.http().get(`/api/payments/status/${id}`).expect(200)).body.isPaymentAuthorized).toBe(false);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.intents.get(intentId)!)).expect(200);
    const again = await t.http().post('/api/payments/create-payment-intent').send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(409);
    expect(again.body.message).toBe('Cette demande ne peut plus être réglée en ligne.');
    expect((await row(id)).isPaymentAuthorized).toBe(false);
    expect(await mails(id, 'parent-deposit-paid')).toHaveLength(1);
  });

  it('a partial refund is recorded and the deposit still counts; the rest refunded later completes it', async () => {
    const { id, intentId } = await paidRequest();
    const first = stripe.refundInDashboard(intentId, 1000);
    const event = stripe.signedEvent('charge.refunded', stripe.charge(intentId));
    await postEvent(event).expect(200);
    await postEvent(event).expect(200);
    expect(await row(id)).toMatchObject({ isPaymentAuthorized: true, refundedAmount: 1000 });
    expect(await record(id)).toMatchObject({ payment_state: 'partially_refunded', payment_state_label: 'Remboursé en partie', can_refund: true });
    expect(await audits(id, 'deposit_partially_refunded')).toEqual([expect.objectContaining({ reason: `Remboursement partiel : 10,00 € (${first.id})` })]);

    stripe.refundInDashboard(intentId);
    await postEvent(stripe.signedEvent('charge.refunded', stripe.charge(intentId, { withRefunds: true }))).expect(200);
    expect(await row(id)).toMatchObject({ isPaymentAuthorized: false, refundedAmount: 3000 });
    expect(await audits(id, 'deposit_refunded')).toHaveLength(1);
    expect(await mails(id, 'parent-deposit-refunded')).toHaveLength(2);
  });

  it('a dispute flags the request in the list and its page, mails the operator exactly once, and closes the refund action', async () => {
    const { id, intentId } = await paidRequest();
    const dispute = stripe.dispute(intentId, 'fraudulent');
    const event = stripe.signedEvent('charge.dispute.created', dispute);
    await Promise.all([postEvent(event), postEvent(event)]);
    await postEvent(stripe.signedEvent('charge.dispute.created', dispute)).expect(200);

    expect((await row(id)).disputedAt).toBeInstanceOf(Date);
    const operatorMails = await mails(id, 'operator-deposit-disputed');
    expect(operatorMails).toHaveLength(1);
    expect(operatorMails[0].recipient).toBe('operateur@test.fr');
    expect(operatorMails[0].text).toContain('fraudulent');
    expect(await audits(id, 'deposit_disputed')).toHaveLength(1);
    expect(await record(id)).toMatchObject({ payment_state: 'disputed', payment_state_label: 'Contesté', can_refund: false });
    const list = await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ id: [id] }) }).set(auth).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id, payment_state: 'disputed', payment_state_label: 'Contesté' })]);

    const refused = await refund(id).expect(409);
    expect(refused.body.message).toBe("Cet acompte est contesté par la banque du parent : il ne peut pas être remboursé d'ici.");
    expect(refundCalls().filter((c) => c.params.payment_intent === intentId)).toHaveLength(0);
  });

  it('records payment_intent.canceled on the intent, once', async () => {
    const id = await submitRequest(t);
    const { body } = await t.http().post('/api/payments/create-payment-intent').send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200);
    const event = stripe.signedEvent('payment_intent.canceled', stripe.cancel(body.paymentIntentId, 'abandoned'));
    await postEvent(event).expect(200);
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, body.paymentIntentId));
    expect(intent).toMatchObject({ status: 'canceled', lastError: 'Paiement annulé (abandoned)' });
    expect(intent.canceledAt).toBeInstanceOf(Date);
    expect((await postEvent(event).expect(200)).body.duplicate).toBe(true);
    const [again] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, body.paymentIntentId));
    expect(again.updatedAt).toEqual(intent.updatedAt);
    expect((await row(id)).isPaymentAuthorized).toBe(false);
  });

  it('a late payment_failed or canceled never overwrites a success', async () => {
    const id = await submitRequest(t);
    const { body } = await t.http().post('/api/payments/create-payment-intent').send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200);
    // The failure of an earlier attempt, signed before the success but delivered after it.
    const failure = stripe.signedEvent('payment_intent.payment_failed', { ...stripe.fail(body.paymentIntentId, 'Carte refusée') });
    await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.succeed(body.paymentIntentId))).expect(200);
    await postEvent(failure).expect(200);
    await postEvent(stripe.signedEvent('payment_intent.canceled', { ...stripe.intents.get(body.paymentIntentId)!, status: 'canceled' })).expect(200);
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, body.paymentIntentId));
    expect(intent).toMatchObject({ status: 'succeeded', lastError: null, canceledAt: null });
    expect((await row(id)).isPaymentAuthorized).toBe(true);
    expect((await t.http().get(`/api/payments/status/${id}`).expect(200)).body).toEqual({ requestId: id, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' });
  });

  it.each([['close', 'archived'], ['reject', 'refused']])('a deposit that succeeds after the request was %s (%s) is recorded as "à rembourser", not reopened', async (action) => {
    const id = await submitRequest(t);
    const { body } = await t.http().post('/api/payments/create-payment-intent').send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200);
    await t.http().post(`/api/admin/parent-requests/${id}/${action}`).set(auth).send({ reason: 'Plus de disponibilité' }).expect(200);
    const status = action === 'close' ? 'admin_closed' : 'parent_rejected';
    const event = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(body.paymentIntentId));
    await postEvent(event).expect(200);
    await postEvent(event).expect(200);
    await t.http().get(`/api/payments/status/${id}`).expect(200);

    expect(await row(id)).toMatchObject({ status, isPaymentAuthorized: true, refundDue: true, paymentIntentId: body.paymentIntentId });
    expect(await record(id)).toMatchObject({ status, payment_state: 'to_refund', payment_state_label: 'À rembourser', can_refund: true });
    expect(await audits(id, 'deposit_to_refund')).toHaveLength(1);
    expect(await audits(id, 'deposit_paid')).toHaveLength(0);
    // The parent is not told the workshop is booked; the operator is told once what to do.
    expect(await mails(id, 'parent-deposit-paid')).toHaveLength(0);
    expect(await mails(id, 'operator-new-paid-request')).toHaveLength(0);
    expect(await mails(id, 'operator-deposit-to-refund')).toHaveLength(1);
    const counts = (await t.http().get('/api/admin/parent-requests/counts').query({ filter: JSON.stringify({ id: [id] }) }).set(auth).expect(200)).body;
    expect(counts.deposit_paid).toBe(0);

    await refund(id).expect(200);
    expect(await record(id)).toMatchObject({ status, payment_state: 'refunded', can_refund: false });
  });

  it('refunds once under a double click and concurrent calls: one Stripe refund with an idempotency key, one audit row, one mail', async () => {
    const { id, intentId } = await paidRequest();
    const answers = await Promise.all(Array.from({ length: 4 }, () => refund(id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const ok = answers.find((a) => a.status === 200)!.body;
    expect(ok).toMatchObject({ id, isPaymentAuthorized: false, refunded_amount: 3000, payment_state: 'refunded', can_refund: false });
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({ statusCode: 409, message: "L'acompte de cette demande a déjà été remboursé.", error: 'NOT_REFUNDABLE', code: 'NOT_REFUNDABLE' });
    }
    expect(refundCalls().filter((c) => c.params.payment_intent === intentId)).toEqual([
      expect.objectContaining({
        idempotencyKey: `deposit-refund:${intentId}:0`,
        params: expect.objectContaining({ payment_intent: intentId, amount: '3000', reason: 'requested_by_customer' }),
      }),
    ]);
    const [made] = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(await audits(id, 'deposit_refunded')).toEqual([expect.objectContaining({ actor: expect.not.stringMatching(/^(stripe|system)$/) })]);
    expect(await mails(id, 'parent-deposit-refunded')).toHaveLength(1);

    // Stripe's charge.refunded for that refund arrives afterwards: recorded already, nothing twice.
    const late = await postEvent(stripe.signedEvent('charge.refunded', stripe.charge(intentId))).expect(200);
    expect(late.body.duplicate).toBe(false);
    expect(await t.db.select().from(depositRefunds).where(eq(depositRefunds.parentRequestId, id))).toEqual([expect.objectContaining({ id: made.id })]);
    expect(await row(id)).toMatchObject({ refundedAmount: 3000 });
    expect(await audits(id, 'deposit_refunded')).toHaveLength(1);
    expect(await mails(id, 'parent-deposit-refunded')).toHaveLength(1);
  });

  it("records the refund once when Stripe's charge.refunded arrives while the action still waits for Stripe's answer", async () => {
    const { id, intentId } = await paidRequest();
    stripe.refundDelayMs = 1500;
    const action = refund(id).then((r) => r);
    while (![...stripe.refunds.values()].some((r) => r.payment_intent === intentId)) await new Promise((r) => setTimeout(r, 20));
    const webhook = await postEvent(stripe.signedEvent('charge.refunded', stripe.charge(intentId)));
    expect(webhook.status).toBe(200);
    expect((await action).status).toBe(200);
    expect(await t.db.select().from(depositRefunds).where(eq(depositRefunds.parentRequestId, id))).toHaveLength(1);
    expect(await row(id)).toMatchObject({ isPaymentAuthorized: false, refundedAmount: 3000 });
    expect(await audits(id, 'deposit_refunded')).toHaveLength(1);
    expect(await mails(id, 'parent-deposit-refunded')).toHaveLength(1);
  });

  it('refunds what remains after a partial refund, and a retry after Stripe failed uses the same key', async () => {
    const { id, intentId } = await paidRequest();
    stripe.refundInDashboard(intentId, 500);
    await postEvent(stripe.signedEvent('charge.refunded', stripe.charge(intentId))).expect(200);
    stripe.down = true;
    const failed = await refund(id).expect(502);
    expect(failed.body.message).toBe("Le remboursement n'a pas pu être effectué par le prestataire de paiement : rien n'a été remboursé, réessayez plus tard.");
    expect(await row(id)).toMatchObject({ isPaymentAuthorized: true, refundedAmount: 500 });
    stripe.down = false;
    await refund(id).expect(200);
    expect(await row(id)).toMatchObject({ isPaymentAuthorized: false, refundedAmount: 3000 });
    const keys = refundCalls().filter((c) => c.params.payment_intent === intentId);
    expect(keys.map((c) => c.params.amount)).toEqual(['2500', '2500']);
    expect(new Set(keys.map((c) => c.idempotencyKey))).toEqual(new Set([`deposit-refund:${intentId}:500`]));
  });

  it('answers 409 with a French message where the refund is not open, 404 for an unknown request, 401 without a token', async () => {
    const unpaid = await submitRequest(t);
    expect((await refund(unpaid).expect(409)).body.message).toBe("Aucun acompte n'a été réglé pour cette demande.");
    const { id } = await paidRequest();
    await t.http().post(`/api/admin/parent-requests/${id}/validated-proposal`).set(auth).send(proposalForm()).expect(200);
    expect((await refund(id).expect(409)).body.message).toBe("L'anniversaire de cette demande est réglé : son acompte ne peut plus être remboursé.");
    expect((await refund('00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe('Demande introuvable.');
    expect((await refund('pas-un-id').expect(404)).body.message).toBe('Demande introuvable.');
    const anonymous = await t.http().post(`/api/admin/parent-requests/${id}/refund`).expect(401);
    expect(anonymous.body.message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
    expect(refundCalls().filter((c) => [unpaid, id].includes((c.params.metadata as { requestId?: string })?.requestId ?? ''))).toHaveLength(0);
    expect(await row(id)).toMatchObject({ isPaymentAuthorized: true, refundedAmount: 0 });
    expect(await mails(id, 'parent-deposit-refunded')).toHaveLength(0);
  });

  it('answers 409, records nothing and mails nobody when Stripe refuses the refund (refunded in its dashboard, not told yet)', async () => {
    const { id, intentId } = await paidRequest();
    stripe.refundInDashboard(intentId);
    const refused = await refund(id).expect(409);
    expect(refused.body).toMatchObject({ code: 'REFUND_REFUSED', message: expect.stringMatching(/^Le prestataire de paiement refuse ce remboursement/) });
    expect(await row(id)).toMatchObject({ isPaymentAuthorized: true, refundedAmount: 0 });
    expect(await t.db.select().from(depositRefunds).where(eq(depositRefunds.parentRequestId, id))).toEqual([]);
    expect(await mails(id, 'parent-deposit-refunded')).toHaveLength(0);
    expect(await audits(id, 'deposit_refunded')).toHaveLength(0);
  });

  it('answers 409 without calling Stripe for a deposit taken by the demo provider before the Stripe keys were set', async () => {
    const id = await submitRequest(t);
    await t.db.insert(paymentIntents).values({ id: 'demo_pi_avant_stripe', provider: 'demo', parentRequestId: id, clientSecret: 'demo_secret', amount: 3000, currency: 'eur', status: 'succeeded' });
    await t.db.update(parentRequests).set({ paymentIntentId: 'demo_pi_avant_stripe', isPaymentAuthorized: true, paidAt: new Date() }).where(eq(parentRequests.id, id));
    const calls = refundCalls().length;
    const refused = await refund(id).expect(409);
    expect(refused.body).toMatchObject({ code: 'PROVIDER_MISMATCH', message: "Cet acompte a été réglé en mode démonstration : il n'y a rien à rembourser chez Stripe." });
    expect(refundCalls()).toHaveLength(calls);
    expect(await row(id)).toMatchObject({ isPaymentAuthorized: true, refundedAmount: 0 });
  });
});

describe('The refund action with the demo provider (no Stripe keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_BASE: undefined },
    });
  });
  afterAll(() => t.close());

  it('refunds the demo deposit once, with its audit row and mail', async () => {
    const auth = await t.adminAuth();
    const id = await submitRequest(t);
    await payWithDemo(t, id);
    const { body } = await t.http().post(`/api/admin/parent-requests/${id}/refund`).set(auth).expect(200);
    expect(body).toMatchObject({ isPaymentAuthorized: false, refunded_amount: 3000, payment_state: 'refunded', payment_state_label: 'Remboursé' });
    await t.http().post(`/api/admin/parent-requests/${id}/refund`).set(auth).expect(409);
    const refunds = await t.db.select().from(depositRefunds).where(eq(depositRefunds.parentRequestId, id));
    expect(refunds).toEqual([expect.objectContaining({ id: expect.stringMatching(/^re_demo_/), amount: 3000, status: 'succeeded' })]);
    const history = (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).filter((a) => a.action === 'deposit_refunded');
    expect(history).toHaveLength(1);
    expect((await queuedMails(t, id)).filter((m) => m.template === 'parent-deposit-refunded')).toHaveLength(1);
    // The demo's payment-return page does not bring the deposit back either.
    expect((await t.http().get(`/api/payments/status/${id}`).expect(200)).body.isPaymentAuthorized).toBe(false);
  });
});
