import { PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import { proposals } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { payWithDemo, submitRequest } from '../../support/parent-requests';
import { balanceIntents, fromAnywhere, historyOf, mailsOf, proposeOnline, requestRow, spaceToken } from '../../support/parent-space';

describe('Parent space: accept and pay the balance with the demo provider', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const accept = (token: string) => fromAnywhere(t.http().post(`/api/parent-space/${token}/proposal/accept`));
  const confirm = (clientSecret: string) => fromAnywhere(t.http().post('/api/payments/demo/confirm')).send({ clientSecret });

  /** A paid request with a proposal to pay online, and its parent's token. */
  async function proposed(overrides: Record<string, unknown> = {}): Promise<{ id: string; proposalId: string; token: string }> {
    const id = await submitRequest(t);
    await payWithDemo(t, id);
    const proposalId = await proposeOnline(t, auth, id, overrides);
    return { id, proposalId, token: await spaceToken(t, id) };
  }

  it('offers one intent of 150 € per request and proposal, whatever the reloads and concurrent clicks', async () => {
    const { id, token } = await proposed();
    const [first, second] = await Promise.all([accept(token).expect(200), accept(token).expect(200)]);
    const again = await accept(token).expect(200);
    expect(first.body).toEqual({ clientSecret: expect.any(String), amount: 15000, currency: 'eur', provider: 'demo' });
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect(await balanceIntents(t, id)).toHaveLength(1);
    // The request's own deposit stays as it was.
    expect(await requestRow(t, id)).toMatchObject({ status: 'proposal_sent', isPaymentAuthorized: true, balancePaidAt: null });
  });

  it('the demo confirmation accepts the request and the proposal once, with one mail each side and the calendar file', async () => {
    const { id, proposalId, token } = await proposed();
    const { body } = await accept(token).expect(200);
    await Promise.all([confirm(body.clientSecret).expect(200), confirm(body.clientSecret).expect(200)]);
    await confirm(body.clientSecret).expect(200);

    const row = await requestRow(t, id);
    expect(row).toMatchObject({ status: 'accepted', isPaymentAuthorized: true });
    expect(row.balancePaidAt).toBeInstanceOf(Date);
    expect(row.balancePaymentIntentId).toMatch(/^pi_demo_/);
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.id, proposalId));
    expect(proposal.status).toBe('accepted');
    const history = await historyOf(t, id, 'balance_paid');
    expect(history).toEqual([expect.objectContaining({ actor: 'public', statusBefore: 'proposal_sent', statusAfter: 'accepted' })]);

    const parentMails = await mailsOf(t, id, 'parent-balance-paid');
    expect(parentMails).toHaveLength(1);
    expect(parentMails[0].recipient).toBe('helene.lefevre@example.fr');
    expect(parentMails[0].text).toContain('/mon-espace/');
    expect(parentMails[0].attachments).toEqual([
      expect.objectContaining({ filename: 'atelier-anniversaire.ics', contentType: 'text/calendar; charset=utf-8', content: expect.stringContaining('BEGIN:VEVENT') }),
    ]);
    expect(await mailsOf(t, id, 'operator-balance-paid')).toEqual([expect.objectContaining({ recipient: 'operateur@test.fr' })]);

    const status = await fromAnywhere(t.http().get(`/api/parent-space/${token}/balance/status`)).expect(200);
    expect(status.body).toEqual({ isBalancePaid: true, paymentIntentStatus: 'succeeded' });
    const refused = await accept(token).expect(409);
    expect(refused.body).toMatchObject({ code: 'BALANCE_ALREADY_PAID', message: PARENT_SPACE_MESSAGES.balanceAlreadyPaid });
    const record = await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200);
    expect(record.body.badges).toContain('balance_paid_online');
  });

  it('refuses a proposal with a staff payment link (EXTERNAL_PAYMENT), a request with no proposal, and any bad token', async () => {
    const external = await proposed({ payment_link: 'https://paiement.example.fr/solde/9' });
    const refused = await accept(external.token).expect(409);
    expect(refused.body).toMatchObject({ code: 'EXTERNAL_PAYMENT', message: PARENT_SPACE_MESSAGES.externalPayment });
    expect(await balanceIntents(t, external.id)).toHaveLength(0);

    const id = await submitRequest(t);
    await payWithDemo(t, id);
    const waiting = await accept(await spaceToken(t, id)).expect(409);
    expect(waiting.body.code).toBe('ACTION_CLOSED');

    for (const token of ['inconnu', 'A'.repeat(32), 'x'.repeat(10_000), '%00', '%ED%A0%80']) {
      const answer = await accept(token);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await accept('B'.repeat(32)).expect(404)).body.message).toBe(PARENT_SPACE_MESSAGES.notFound);
    expect(await balanceIntents(t, id)).toHaveLength(0);
  });
});
