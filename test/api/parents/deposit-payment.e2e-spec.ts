import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { auditEvents, parentRequests, paymentIntents, stripeEvents } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { queuedMails, submitRequest } from '../../support/parent-requests';

const intentBody = (requestId: string, extra: Record<string, unknown> = {}) => ({
  amount: 3000,
  currency: 'eur',
  metadata: { requestId },
  description: "Acompte pour l'atelier",
  ...extra,
});

describe('Deposit payment with Stripe (real SDK, local Stripe-speaking server)', () => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  afterEach(() => {
    stripe.down = false;
  });

  const createIntent = (requestId: string, extra: Record<string, unknown> = {}) =>
    t.http().post('/api/payments/create-payment-intent').send(intentBody(requestId, extra));
  const postEvent = (event: { payload: string; signature: string }) =>
    t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload);
  const request = async (id: string) => (await t.db.select().from(parentRequests).where(eq(parentRequests.id, id)))[0];

  it('refuses another amount or currency, an unknown request, and a closed one', async () => {
    const id = await submitRequest(t);
    const cheaper = await createIntent(id, { amount: 100 }).expect(400);
    expect(cheaper.body.message).toBe("Le montant de l'acompte est fixé à 30,00 € : un autre montant n'est pas accepté.");
    expect((await createIntent(id, { currency: 'usd' }).expect(400)).body.message).toBe("L'acompte se règle en euros (eur).");
    expect((await createIntent('00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe('Demande introuvable.');
    expect((await createIntent('nope').expect(400)).body.message).toBe("L'identifiant de la demande est invalide.");
    const auth = await t.adminAuth();
    await t.http().post(`/api/admin/parent-requests/${id}/close`).set(auth).send({}).expect(200);
    expect((await createIntent(id).expect(409)).body.message).toBe('Cette demande ne peut plus être réglée en ligne.');
    expect(stripe.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('answers a French message when Stripe cannot be reached, and stores no intent', async () => {
    const id = await submitRequest(t);
    stripe.down = true;
    const { body } = await createIntent(id).expect(502);
    expect(body.message).toBe("Impossible d'initialiser le paiement");
    const [{ n }] = await t.db.select({ n: count() }).from(paymentIntents).where(eq(paymentIntents.parentRequestId, id));
    expect(n).toBe(0);
    stripe.down = false;
    await createIntent(id).expect(200);
  });

  it('replaces an intent that can no longer be paid, and reuses one that can', async () => {
    const id = await submitRequest(t);
    const first = (await createIntent(id).expect(200)).body;
    stripe.intents.get(first.paymentIntentId)!.status = 'canceled';
    const second = (await createIntent(id).expect(200)).body;
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await createIntent(id).expect(200)).body.paymentIntentId).toBe(second.paymentIntentId);
  });

  it('refuses a webhook whose signature does not match the raw body, changing nothing', async () => {
    const id = await submitRequest(t);
    const { paymentIntentId } = (await createIntent(id).expect(200)).body;
    const event = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(paymentIntentId));
    const tampered = event.payload.replace('"amount":3000', '"amount":3001');
    for (const [payload, signature] of [
      [tampered, event.signature],
      [event.payload, 't=1,v1=0000'],
      [event.payload, ''],
      // Same JSON, other bytes: the signature is over the exact body received.
      [JSON.stringify(JSON.parse(event.payload), null, 2), event.signature],
    ]) {
      const { body } = await postEvent({ payload, signature }).expect(400);
      expect(body.message).toBe('La signature du webhook Stripe est invalide.');
    }
    expect((await request(id)).isPaymentAuthorized).toBe(false);
    expect(await t.db.select().from(stripeEvents)).toHaveLength(0);
  });

  it('acknowledges unknown events and records failed payments', async () => {
    const id = await submitRequest(t);
    const { paymentIntentId } = (await createIntent(id).expect(200)).body;
    await postEvent(stripe.signedEvent('customer.created', stripe.intents.get(paymentIntentId)!)).expect(200);
    await postEvent(stripe.signedEvent('payment_intent.payment_failed', stripe.fail(paymentIntentId, 'Carte refusée'))).expect(200);
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, paymentIntentId));
    expect(intent).toMatchObject({ status: 'requires_payment_method', lastError: 'Carte refusée' });
    expect((await request(id)).isPaymentAuthorized).toBe(false);
    const status = await t.http().get(`/api/payments/status/${id}`).expect(200);
    expect(status.body).toEqual({ requestId: id, isPaymentAuthorized: false, paymentIntentStatus: 'requires_payment_method' });
  });

  it('learns the outcome from the status call when the webhook lags, and the late webhook changes nothing more', async () => {
    const id = await submitRequest(t);
    const { paymentIntentId } = (await createIntent(id).expect(200)).body;
    stripe.succeed(paymentIntentId);
    const { body } = await t.http().get(`/api/payments/status/${id}`).expect(200);
    expect(body).toEqual({ requestId: id, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' });
    await t.http().get(`/api/payments/status/${id}`).expect(200);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.intents.get(paymentIntentId)!)).expect(200);
    const mails = (await queuedMails(t, id)).map((m) => m.template);
    expect(mails.filter((m) => m === 'parent-deposit-paid')).toHaveLength(1);
    expect(mails.filter((m) => m === 'operator-new-paid-request')).toHaveLength(1);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audits.filter((a) => a.action === 'deposit_paid')).toHaveLength(1);
  });

  it('applies a payment once when the same event and status checks arrive together', async () => {
    const id = await submitRequest(t);
    const { paymentIntentId } = (await createIntent(id).expect(200)).body;
    const event = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(paymentIntentId));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postEvent(event)),
      ...Array.from({ length: 3 }, () => t.http().get(`/api/payments/status/${id}`)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.slice(0, 5).filter((a) => a.body.duplicate === false)).toHaveLength(1);
    const mails = (await queuedMails(t, id)).map((m) => m.template);
    expect(mails.filter((m) => m === 'parent-deposit-paid')).toHaveLength(1);
    expect(mails.filter((m) => m === 'operator-new-paid-request')).toHaveLength(1);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audits.filter((a) => a.action === 'deposit_paid')).toHaveLength(1);
  });

  it('does not mark a request paid for an intent of another amount', async () => {
    const id = await submitRequest(t);
    const { paymentIntentId } = (await createIntent(id).expect(200)).body;
    const intent = stripe.succeed(paymentIntentId);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', { ...intent, amount: 100, amount_received: 100 })).expect(200);
    expect((await request(id)).isPaymentAuthorized).toBe(false);
  });

  it('has no demo confirmation when Stripe is configured', async () => {
    const id = await submitRequest(t);
    const { clientSecret } = (await createIntent(id).expect(200)).body;
    await t.http().post('/api/payments/demo/confirm').send({ clientSecret }).expect(404);
    expect((await request(id)).isPaymentAuthorized).toBe(false);
  });

  it('answers random malformed payment bodies with a 4xx, never a 500, and creates no intent', async () => {
    const id = await submitRequest(t);
    const junk = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.object({ maxDepth: 1 }));
    const body = fc.oneof(
      junk,
      fc.record({ amount: fc.oneof(junk, fc.integer()).filter((v) => !['3000', 'null'].includes(JSON.stringify(v))), currency: fc.constant('eur'), metadata: fc.constant({ requestId: id }) }),
      fc.record({ amount: fc.constant(3000), currency: junk.filter((v) => !['"eur"', '"EUR"', 'null'].includes(JSON.stringify(v))), metadata: fc.constant({ requestId: id }) }),
      fc.record({ amount: fc.constant(3000), metadata: fc.oneof(junk, fc.record({ requestId: junk })) }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.http().post('/api/payments/create-payment-intent').set('Content-Type', 'application/json').send(JSON.stringify(payload));
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const demo = await t.http().post('/api/payments/demo/confirm').set('Content-Type', 'application/json').send(JSON.stringify({ clientSecret: payload }));
        expect(demo.status).toBeGreaterThanOrEqual(400);
        expect(demo.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    expect(stripe.calls.filter((c) => c.method === 'POST' && c.params.metadata && (c.params.metadata as { requestId: string }).requestId === id)).toHaveLength(0);
  }, 300_000);
});

describe('Deposit payment with the demo provider (no Stripe keys outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The Stripe app above left its settings in the environment.
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_BASE: undefined },
    });
  });
  afterAll(() => t.close());

  it('creates a local intent, confirms it through the same success path, once', async () => {
    const id = await submitRequest(t);
    const first = await t.http().post('/api/payments/create-payment-intent').send(intentBody(id)).expect(200);
    expect(first.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_demo_.+_secret_/),
      paymentIntentId: expect.stringMatching(/^pi_demo_/),
      amount: 3000,
      currency: 'eur',
      provider: 'demo',
    });
    expect((await t.http().post('/api/payments/create-payment-intent').send(intentBody(id)).expect(200)).body).toEqual(first.body);
    expect((await t.http().get(`/api/payments/status/${id}`).expect(200)).body).toEqual({
      requestId: id,
      isPaymentAuthorized: false,
      paymentIntentStatus: 'requires_payment_method',
    });
    for (let i = 0; i < 2; i++) {
      const { body } = await t.http().post('/api/payments/demo/confirm').send({ clientSecret: first.body.clientSecret }).expect(200);
      expect(body).toEqual({ requestId: id, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' });
    }
    expect((await t.http().get(`/api/payments/status/${id}`).expect(200)).body.isPaymentAuthorized).toBe(true);
    const mails = (await queuedMails(t, id)).map((m) => m.template).sort();
    expect(mails).toEqual(['operator-new-paid-request', 'parent-deposit-paid', 'parent-request-received']);
    const { body } = await t.http().post('/api/payments/demo/confirm').send({ clientSecret: 'pi_demo_inconnu_secret_x' }).expect(404);
    expect(body.message).toBe('Ce paiement est introuvable.');
  });

  it('has no Stripe webhook in demo mode', async () => {
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').send('{}').expect(404);
  });
});
