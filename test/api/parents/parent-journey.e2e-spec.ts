import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../../support/app';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { proposalForm, queuedMails, submitRequest } from '../../support/parent-requests';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

/** The whole journey of issue 4, on the real stripe SDK against a local Stripe-speaking server and a real SMTP server. */
describe('A parent request from the form to the settled birthday', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let smtp: TestSmtpServer;
  let auth: { Authorization: string };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { ...stripe.env, SMTP_URL: smtp.url } });
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await stripe.close();
  });

  const sendMail = () => t.app.get(MailWorker).processDue();
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const tabIds = async (tab: string) =>
    (await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ tab }) }).set(auth).expect(200)).body.map(
      (r: { id: string }) => r.id,
    );

  it('goes through payment, proposals and validation, with each mail sent once', async () => {
    const parent = 'journey.parent@example.fr';
    const id = await submitRequest(t, { parent_email: parent, parent_firstname: 'Amélie' });
    await sendMail();
    expect(mailsTo(parent)).toHaveLength(1);
    expect(await tabIds('archive')).toContain(id);

    // Two calls (double click, reload): one intent, created with the server's amount and an idempotency key.
    const payload = { amount: 3000, currency: 'eur', metadata: { requestId: id }, description: 'Acompte' };
    const first = await t.http().post('/api/payments/create-payment-intent').send(payload).expect(200);
    const second = await t.http().post('/api/payments/create-payment-intent').send(payload).expect(200);
    expect(first.body).toEqual({
      clientSecret: expect.stringMatching(/_secret_/),
      paymentIntentId: expect.stringMatching(/^pi_/),
      amount: 3000,
      currency: 'eur',
      provider: 'stripe',
    });
    expect(second.body).toEqual(first.body);
    const creations = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents');
    expect(creations).toHaveLength(1);
    expect(creations[0].idempotencyKey).toBeTruthy();
    expect(creations[0].params).toMatchObject({ amount: '3000', currency: 'eur', metadata: { requestId: id } });

    // The card is accepted; Stripe sends the signed event three times.
    const event = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(first.body.paymentIntentId));
    for (let i = 0; i < 3; i++) {
      const { body } = await t
        .http()
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', event.signature)
        .send(event.payload)
        .expect(200);
      expect(body).toEqual({ received: true, duplicate: i > 0 });
    }
    await sendMail();
    expect(mailsTo(parent)).toHaveLength(2);
    expect(mailsTo(parent)[1].parsed.text).toMatch(/30/);
    expect(mailsTo('operateur@test.fr').filter((m) => m.parsed.text?.includes('Amélie'))).toHaveLength(1);
    const paidAudit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'deposit_paid')));
    expect(paidAudit).toHaveLength(1);
    expect(paidAudit[0].actor).toBe('stripe');

    const { body: paid } = await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200);
    expect(paid).toMatchObject({ isPaymentAuthorized: true, paymentIntentId: first.body.paymentIntentId, status: 'submitted' });
    expect(paid.paidAt).toEqual(expect.any(String));
    expect(await tabIds('deposit_paid')).toContain(id);
    expect(await tabIds('archive')).not.toContain(id);
    const status = await t.http().get(`/api/payments/status/${id}`).expect(200);
    expect(status.body).toEqual({ requestId: id, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' });
    const again = await t.http().post('/api/payments/create-payment-intent').send(payload).expect(409);
    expect(again.body.message).toBe("L'acompte a déjà été réglé");

    // A proposal: mailed to the parent.
    const firstProposal = proposalForm({ establishment_name: 'Boulangerie Saint-Éloi' });
    const proposed = await t.http().post(`/api/admin/parent-requests/${id}/proposal`).set(auth).send(firstProposal).expect(200);
    expect(proposed.body).toMatchObject({ status: 'proposal_sent', status_label: 'Transmise au client' });
    expect(proposed.body.proposal).toMatchObject({ establishment_name: 'Boulangerie Saint-Éloi', status: 'sent' });
    await sendMail();
    expect(mailsTo(parent)).toHaveLength(3);
    expect(mailsTo(parent)[2].parsed.text).toContain('Boulangerie Saint-Éloi');
    expect(await tabIds('awaiting_balance')).toContain(id);

    // A second one is refused while the first is open, unless forceNew.
    const conflict = await t
      .http()
      .post(`/api/admin/parent-requests/${id}/proposal`)
      .set(auth)
      .send(proposalForm({ establishment_name: 'Au Bon Pain' }))
      .expect(409);
    expect(conflict.body).toMatchObject({ statusCode: 409, code: 'PROPOSAL_EXISTS' });
    expect(conflict.body.message).toMatch(/n'est plus disponible pour une proposition/);
    const forced = await t
      .http()
      .post(`/api/admin/parent-requests/${id}/proposal`)
      .set(auth)
      .send(proposalForm({ establishment_name: 'Au Bon Pain', forceNew: true }))
      .expect(200);
    expect(forced.body.proposal.establishment_name).toBe('Au Bon Pain');
    expect(forced.body.proposals.map((p: { establishment_name: string; status: string }) => [p.establishment_name, p.status])).toEqual([
      ['Au Bon Pain', 'sent'],
      ['Boulangerie Saint-Éloi', 'closed'],
    ]);

    // The balance is paid: the request is settled.
    const validated = await t.http().post(`/api/admin/parent-requests/${id}/validate`).set(auth).expect(200);
    expect(validated.body.result).toEqual({ needsProposal: false });
    expect(validated.body.request).toMatchObject({ status: 'accepted', status_label: 'Proposition acceptée' });
    expect(validated.body.request.proposal).toMatchObject({ establishment_name: 'Au Bon Pain', status: 'accepted' });
    expect(await tabIds('settled')).toContain(id);
    expect(await tabIds('awaiting_balance')).not.toContain(id);

    await sendMail();
    const templates = (await queuedMails(t, id)).map((m) => m.template).sort();
    expect(templates).toEqual(
      ['operator-new-paid-request', 'parent-deposit-paid', 'parent-proposal', 'parent-proposal', 'parent-request-received'].sort(),
    );
    const history = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.createdAt);
    expect(history.map((h) => [h.action, h.statusBefore, h.statusAfter])).toEqual([
      ['create', null, 'submitted'],
      ['deposit_paid', 'submitted', 'submitted'],
      ['propose', 'submitted', 'proposal_sent'],
      ['propose', 'proposal_sent', 'proposal_sent'],
      ['validate', 'proposal_sent', 'accepted'],
    ]);
  });
});
