import { addDays, CREDIT_CODE_PATTERN, DEPOSIT_CENTS, PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { and, eq } from 'drizzle-orm';
import { auditEvents, credits, parentRequests, proposals } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { payWithDemo, queuedMails, submitRequest } from '../../support/parent-requests';
import { receiptsOf } from '../receipts/support';
import { createSpaceApp, inDays, parisInstant, proposalOn, tokenFromOutbox } from './support';

describe('The parent declines the proposal (POST /api/parent-space/{token}/proposal/decline)', () => {
  let t: TestApp;
  let clock: TestClock;
  let auth: { Authorization: string };

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp());
    auth = await t.adminAuth();
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(() => t.close());

  const decline = (token: string, body: object = {}) => t.http().post(`/api/parent-space/${token}/proposal/decline`).send(body);

  /** A paid request with a proposal sent for `day`; answers its id and the token of the proposal mail. */
  async function proposed(day: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
    const id = await submitRequest(t, overrides);
    await payWithDemo(t, id);
    await t.http().post(`/api/admin/parent-requests/${id}/proposal`).set(auth).send(proposalOn(day)).expect(200);
    return { id, token: await tokenFromOutbox(t, id, 'parent-proposal') };
  }

  const mails = async (id: string, template: string) => (await queuedMails(t, id)).filter((m) => m.template === template);

  it('refuses the request as the parent, keeps the reason, gives a credit more than 15 days ahead and mails both sides once', async () => {
    const day = inDays(40);
    const { id, token } = await proposed(day);
    const { body } = await decline(token, { reason: "  L'horaire ne nous convient pas  " }).expect(200);
    expect(body).toEqual({ outcome: 'credit', credit: { code: expect.stringMatching(CREDIT_CODE_PATTERN), amount: DEPOSIT_CENTS }, refund: null, applied: true });

    const [row] = await t.db.select().from(parentRequests).where(eq(parentRequests.id, id));
    expect(row.status).toBe('parent_rejected');
    expect(row.declinedByParentAt).not.toBeNull();
    expect(row.creditIssuedAt).not.toBeNull();
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.parentRequestId, id));
    expect(proposal.status).toBe('closed');
    const history = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'reject')));
    expect(history).toEqual([expect.objectContaining({ actor: 'public', statusBefore: 'proposal_sent', statusAfter: 'parent_rejected', reason: "L'horaire ne nous convient pas" })]);
    const [credit] = await t.db.select().from(credits).where(eq(credits.originRequestId, id));
    expect(credit).toMatchObject({ code: body.credit.code, amount: DEPOSIT_CENTS });
    // The deposit's receipt corrected by the credit's credit note: the credit's use will give the new receipt.
    const [deposit, creditNote, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: DEPOSIT_CENTS, correctsReceiptId: deposit.id, sourceKey: `credit-issued:${credit.id}` });

    const [parentMail] = await mails(id, 'parent-proposal-declined');
    expect(parentMail.text).toContain(body.credit.code);
    expect(parentMail.text).toContain('30,00 €');
    expect(parentMail.text).toContain(`/receipts/${creditNote.number}.pdf`);
    expect(parentMail.text).toMatch(/\/mon-espace\/[A-Za-z0-9_-]{32}/);
    const [operatorMail] = await mails(id, 'operator-proposal-declined');
    expect(operatorMail.recipient).toBe('operateur@test.fr');
    expect(operatorMail.text).toContain("L'horaire ne nous convient pas");
    expect(operatorMail.text).not.toContain('/mon-espace/');

    // Once: a second call is refused and changes nothing.
    const again = await decline(token).expect(409);
    expect(again.body).toMatchObject({ message: PARENT_SPACE_MESSAGES.actionClosed, code: 'ACTION_CLOSED' });
    expect(await mails(id, 'operator-proposal-declined')).toHaveLength(1);
    expect(await t.db.select().from(credits).where(eq(credits.originRequestId, id))).toHaveLength(1);
    // The back office sees the badges.
    const record = (await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200)).body;
    expect(record.badges).toEqual(['declined_by_parent', 'credit_issued']);
  });

  it('applies CGV §6 in Paris days: 16 days ahead a credit, 15 days ahead nothing (around Paris midnight)', async () => {
    const day = inDays(45);
    const early = await proposed(day);
    clock.set(parisInstant(addDays(day, -16), '23:59'));
    expect((await decline(early.token).expect(200)).body).toMatchObject({ outcome: 'credit', credit: { amount: DEPOSIT_CENTS } });

    const late = await proposed(day);
    clock.set(parisInstant(addDays(day, -15), '00:01'));
    expect((await decline(late.token).expect(200)).body).toEqual({ outcome: 'nothing', credit: null, refund: null, applied: true });
    expect(await t.db.select().from(credits).where(eq(credits.originRequestId, late.id))).toHaveLength(0);
    const [mail] = await mails(late.id, 'parent-proposal-declined');
    expect(mail.text).toContain("l'acompte reste acquis");
    expect(mail.text).not.toContain('AVOIR-');
  });

  it('lets one of two simultaneous declines through: one transition, one credit, one mail each side', async () => {
    const { id, token } = await proposed(inDays(40));
    const answers = await Promise.all([decline(token, { reason: 'a' }), decline(token, { reason: 'b' }), decline(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'reject')))).toHaveLength(1);
    expect(await t.db.select().from(credits).where(eq(credits.originRequestId, id))).toHaveLength(1);
    expect(await mails(id, 'operator-proposal-declined')).toHaveLength(1);
    expect(await mails(id, 'parent-proposal-declined')).toHaveLength(1);
  });

  it('is refused without a proposal to answer, after the workshop, or with a reason too long, changing nothing', async () => {
    const waiting = await submitRequest(t);
    const token = await tokenFromOutbox(t, waiting);
    expect((await decline(token).expect(409)).body.code).toBe('ACTION_CLOSED');

    const day = inDays(40);
    const { id, token: proposalToken } = await proposed(day);
    const tooLong = await decline(proposalToken, { reason: 'x'.repeat(501) }).expect(400);
    expect(tooLong.body.message).toBe('Le motif tient en 500 caractères au plus.');
    await decline(proposalToken, { reason: 42 }).expect(400);
    clock.set(parisInstant(day, '09:00'));
    await decline(proposalToken).expect(409);
    const [row] = await t.db.select().from(parentRequests).where(eq(parentRequests.id, id));
    expect(row).toMatchObject({ status: 'proposal_sent', declinedByParentAt: null });
    expect(await mails(id, 'operator-proposal-declined')).toHaveLength(0);
  });

  it('declines an unpaid request without a credit', async () => {
    const id = await submitRequest(t);
    await t.http().post(`/api/admin/parent-requests/${id}/proposal`).set(auth).send(proposalOn(inDays(40))).expect(200);
    const token = await tokenFromOutbox(t, id, 'parent-proposal');
    expect((await decline(token).expect(200)).body).toEqual({ outcome: 'nothing', credit: null, refund: null, applied: true });
    const [mail] = await mails(id, 'parent-proposal-declined');
    expect(mail.text).not.toContain('AVOIR-');
    expect(mail.text).not.toContain('acompte');
  });
});
