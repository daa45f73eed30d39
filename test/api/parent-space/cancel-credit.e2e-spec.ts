import { addDays, CANCELLED_BY_PARENT_REASON, CREDIT_CODE_PATTERN, PARENT_SPACE_MESSAGES, parisDay, parisMidnight } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import { Clock } from '../../../backend/src/common/clock';
import { credits, depositRefunds } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { payWithDemo, submitRequest } from '../../support/parent-requests';
import { fromAnywhere, historyOf, mailsOf, proposeOnline, requestRow, spaceToken } from '../../support/parent-space';

describe('Parent space: cancellation under CGV §6 (demo provider, test clock)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp({ override: (builder) => builder.overrideProvider(Clock).useValue(clock) });
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(Date.now()));

  const cancel = (token: string, body: Record<string, unknown> = {}) => fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send(body);
  const creditsOf = (id: string) => t.db.select().from(credits).where(eq(credits.originRequestId, id));

  /** A request with its deposit paid, for a workshop 40 days ahead (the desired date), and its token. */
  async function paid(): Promise<{ id: string; token: string; day: string }> {
    const day = addDays(parisDay(), 40);
    const id = await submitRequest(t, { desired_date: day });
    await payWithDemo(t, id);
    return { id, token: await spaceToken(t, id), day };
  }

  it('16 days ahead, up to the last minute before Paris midnight, the deposit becomes a credit; at midnight, 15 days: nothing', async () => {
    const { id, token, day } = await paid();
    clock.set(parisMidnight(addDays(day, -15)).getTime() - 60_000);
    expect((await cancel(token, { dryRun: true }).expect(200)).body).toEqual({ outcome: 'credit', credit: { code: null, amount: 3000 }, refund: null, applied: false });
    clock.set(parisMidnight(addDays(day, -15)));
    expect((await cancel(token, { dryRun: true }).expect(200)).body).toEqual({ outcome: 'nothing', credit: null, refund: null, applied: false });
    // A dry run changes nothing.
    expect(await requestRow(t, id)).toMatchObject({ status: 'submitted', cancelledByParentAt: null, creditIssuedAt: null });
    expect(await creditsOf(id)).toHaveLength(0);
    expect(await historyOf(t, id, 'cancel')).toHaveLength(0);
  });

  it('applied more than 15 days ahead: archived by the client, one credit, one mail each side; two at once: one wins', async () => {
    const { id, token, day } = await paid();
    clock.set(parisMidnight(addDays(day, -20)));
    const answers = await Promise.all([cancel(token), cancel(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.body;
    const lost = answers.find((a) => a.status === 409)!.body;
    expect(lost).toMatchObject({ code: 'ACTION_CLOSED', message: PARENT_SPACE_MESSAGES.actionClosed });
    expect(won).toEqual({ outcome: 'credit', credit: { code: expect.stringMatching(CREDIT_CODE_PATTERN), amount: 3000 }, refund: null, applied: true });

    const row = await requestRow(t, id);
    expect(row.status).toBe('admin_closed');
    expect(row.cancelledByParentAt).toBeInstanceOf(Date);
    expect(row.creditIssuedAt).toBeInstanceOf(Date);
    expect(await creditsOf(id)).toEqual([expect.objectContaining({ code: won.credit.code, amount: 3000, usedByRequestId: null })]);
    expect(await historyOf(t, id, 'cancel')).toEqual([expect.objectContaining({ actor: 'public', reason: CANCELLED_BY_PARENT_REASON, statusAfter: 'admin_closed' })]);
    expect(await historyOf(t, id, 'credit_issued')).toHaveLength(1);
    const parentMails = await mailsOf(t, id, 'parent-cancelled');
    expect(parentMails).toHaveLength(1);
    expect(parentMails[0].text).toContain(won.credit.code);
    expect(parentMails[0].text).toContain('30,00 €');
    expect(await mailsOf(t, id, 'operator-parent-cancelled')).toHaveLength(1);
    const record = await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200);
    expect(record.body.badges).toEqual(expect.arrayContaining(['cancelled_by_parent', 'credit_issued']));
    // A deposit turned into a credit is not refunded as well, and the back office says what it became.
    expect(record.body.can_refund).toBe(false);
    expect(record.body).toMatchObject({ payment_state: 'credited', payment_state_label: 'Converti en avoir' });
    await t.http().post(`/api/admin/parent-requests/${id}/refund`).set(auth).expect(409);

    // Once the page is left, the space still shows the code, usable, then the day another request used it.
    const space = async () => (await fromAnywhere(t.http().get(`/api/parent-space/${token}`)).expect(200)).body;
    expect((await space()).credit).toEqual({ code: won.credit.code, amount: 3000, used_at: null });
    await submitRequest(t, { credit_code: won.credit.code });
    const [used] = await creditsOf(id);
    expect(used.usedAt).toBeInstanceOf(Date);
    expect((await space()).credit).toEqual({ code: won.credit.code, amount: 3000, used_at: used.usedAt!.toISOString() });
  });

  it('15 days or less: archived, nothing back, no credit', async () => {
    const { id, token, day } = await paid();
    clock.set(parisMidnight(addDays(day, -15)));
    expect((await cancel(token).expect(200)).body).toEqual({ outcome: 'nothing', credit: null, refund: null, applied: true });
    expect((await requestRow(t, id)).status).toBe('admin_closed');
    expect(await creditsOf(id)).toHaveLength(0);
    expect((await fromAnywhere(t.http().get(`/api/parent-space/${token}`)).expect(200)).body.credit).toBeNull();
    expect((await mailsOf(t, id, 'parent-cancelled'))[0].text).toContain('ne sont pas remboursées');
  });

  it('a balance paid and more than 15 days ahead: the credit and the balance refunded once', async () => {
    const { id, token, day } = await paid();
    await proposeOnline(t, auth, id, { date: parisMidnight(day).toISOString() });
    const { body } = await fromAnywhere(t.http().post(`/api/parent-space/${token}/proposal/accept`)).expect(200);
    await fromAnywhere(t.http().post('/api/payments/demo/confirm')).send({ clientSecret: body.clientSecret }).expect(200);
    expect((await requestRow(t, id)).status).toBe('accepted');

    clock.set(parisMidnight(addDays(day, -16)));
    expect((await cancel(token, { dryRun: true }).expect(200)).body).toEqual({ outcome: 'credit', credit: { code: null, amount: 3000 }, refund: { amount: 15000 }, applied: false });
    const applied = await cancel(token).expect(200);
    expect(applied.body).toMatchObject({ outcome: 'credit', refund: { amount: 15000 }, applied: true });
    await cancel(token).expect(409);

    expect(await requestRow(t, id)).toMatchObject({ status: 'admin_closed', balanceRefundedAmount: 15000 });
    expect(await t.db.select().from(depositRefunds).where(eq(depositRefunds.parentRequestId, id))).toEqual([expect.objectContaining({ amount: 15000 })]);
    expect(await historyOf(t, id, 'balance_refunded')).toHaveLength(1);
    expect((await mailsOf(t, id, 'parent-cancelled'))[0].text).toContain('150,00 €');
    // The space says where the money went: the deposit became a credit, the balance was paid back.
    const space = await fromAnywhere(t.http().get(`/api/parent-space/${token}`)).expect(200);
    expect(space.body.amounts).toMatchObject({ depositPaid: true, depositCredited: true, balancePaid: true, balanceRefunded: 15000 });
  });

  it('closed after the workshop day, and to any bad token or body', async () => {
    const { id, token, day } = await paid();
    clock.set(parisMidnight(day));
    expect((await cancel(token).expect(409)).body.code).toBe('ACTION_CLOSED');
    clock.set(Date.now());
    expect((await cancel(token, { dryRun: 'oui' }).expect(400)).body.message).toEqual(expect.any(String));
    expect((await cancel('D'.repeat(32)).expect(404)).body.message).toBe(PARENT_SPACE_MESSAGES.notFound);
    // Longer than Fastify's route parameters (maxParamLength): the router's own French 404.
    expect((await cancel('x'.repeat(10_000)).expect(404)).body.message).toEqual(expect.any(String));
    await fromAnywhere(t.http().post('/api/parent-space/%E0%A4%A/cancel')).send({}).expect(400);
    await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).set('Content-Type', 'application/json').send('{"dryRun":"\\u0000"}').expect(400);
    expect((await requestRow(t, id)).status).toBe('submitted');
  });
});
