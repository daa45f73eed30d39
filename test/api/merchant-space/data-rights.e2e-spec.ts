import { randomUUID } from 'node:crypto';
import { addDays, MERCHANT_DATA_FILENAME, MERCHANT_DATA_MESSAGES, MERCHANT_ERASURE_REQUEST_PENDING_DAYS, MERCHANT_SPACE_MESSAGES, maskIban, parisDay } from '@ptits-mitrons/domain';
import { and, count, eq } from 'drizzle-orm';
import {
  auditEvents,
  mailOutbox,
  merchantOffers,
  merchantPayoutDetails,
  merchantRequests,
  merchantSpaceTokens,
  payoutStatements,
} from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { ANONYMIZED, ANONYMIZED_EMAIL } from '../../../backend/src/retention/anonymization';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { submitRequest } from '../../support/parent-requests';
import { artisanWithWorkshops, dayFromToday, givePayoutDetails, IBAN_FR, refundIntent } from '../payouts/support';
import { approvedMerchant, confirmedWorkshop, createSpaceApp, parisInstant } from './support';

const DAY_MS = 86_400_000;

describe("The artisan's data rights (export, erasure request, staff's erasure)", () => {
  let t: TestApp;
  let clock: TestClock;
  let smtp: TestSmtpServer;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, clock } = await createSpaceApp({ SMTP_URL: smtp.url }));
    auth = await t.adminAuth();
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const exportData = (token: string) => t.http().get(`/api/merchant-space/${token}/data`);
  const requestErasure = (token: string) => t.http().post(`/api/merchant-space/${token}/erasure-request`);
  const erase = (id: string, body: object = { reason: "E-mail de l'artisan du 28/11" }) =>
    t.http().post(`/api/admin/merchant-requests/${id}/erasure`).set(auth).send(body);
  const erasureMails = (id: string) =>
    t.db.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'operator-merchant-erasure-request'), eq(mailOutbox.dedupKey, `merchant-erasure-request:${id}:1`)));
  const auditCount = async (id: string, action: string) =>
    (await t.db.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action))))[0].n;

  /** An artisan paid for a workshop 40 days ago: a transfer file marked sent, its statement, a share set by staff. */
  async function paidArtisan(email: string) {
    const artisan = await artisanWithWorkshops(t, email, [dayFromToday(-40)], { name: `Fournil ${email}`, children: ['Zélie'] });
    await t.http().post(`/api/admin/merchant-requests/${artisan.id}/shares`).set(auth).send({ share_cents: 11000 }).expect(200);
    const batch = (await t.http().post('/api/admin/payout-batches').set(auth).send({ from: dayFromToday(-41), to: dayFromToday(-39) }).expect(201)).body;
    await t.http().post(`/api/admin/payout-batches/${batch.id}/sent`).set(auth).expect(200);
    return { ...artisan, batch };
  }

  it('exports everything held about the artisan, IBAN masked, nothing of the families but the group, the same file for staff', async () => {
    const artisan = await paidArtisan('export.artisan@example.fr');
    const requestId = await submitRequest(t, { child_age: 7, number_of_children: 7, allergies: 'arachide', child_firstname: 'Secrète' });
    const workshopAt = parisInstant(addDays(parisDay(), 20), '14:00');
    await t.db.insert(merchantOffers).values({
      parentRequestId: requestId,
      merchantRequestId: artisan.id,
      queueId: randomUUID(),
      rank: 1,
      status: 'declined',
      workshopAt,
      sentAt: new Date(Date.now() - DAY_MS),
      respondedAt: new Date(),
      declineReason: 'Fermé ce jour-là',
    });
    await t.db.insert(merchantOffers).values({ parentRequestId: requestId, merchantRequestId: artisan.id, queueId: randomUUID(), rank: 2, status: 'queued', workshopAt });

    const answer = await exportData(artisan.token).expect(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${MERCHANT_DATA_FILENAME}"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.body;
    expect(Object.keys(data)).toEqual(['exported_at', 'application', 'availability', 'offers', 'workshops', 'payout_details', 'statements', 'shares', 'erasure_requests', 'dac7_copies']);
    expect(data.application).toMatchObject({ id: artisan.id, email: 'export.artisan@example.fr', establishment_name: 'Fournil export.artisan@example.fr', status: 'active', status_label: expect.any(String) });
    expect(data.availability).toEqual({ available_days: expect.any(Array), available_hours: expect.any(Array), max_children: expect.any(Number), days_off: [] });
    expect(data.offers).toEqual([
      expect.objectContaining({ status: 'declined', decline_reason: 'Fermé ce jour-là', date: workshopAt.toISOString(), child_age: 7, number_of_children: 7, city_label: expect.any(String) }),
    ]);
    expect(data.workshops).toEqual([{ date: expect.any(String), child_age: expect.any(Number), number_of_children: expect.any(Number) }]);
    expect(data.payout_details).toMatchObject({ legal_name: 'Fournil Martin SARL', iban_masked: maskIban(IBAN_FR) });
    const [statement] = await t.db.select().from(payoutStatements).where(eq(payoutStatements.merchantRequestId, artisan.id));
    expect(data.statements).toEqual([expect.objectContaining({ id: statement.id, number: statement.number, batch_reference: artisan.batch.reference, total_cents: statement.totalCents })]);
    expect(data.shares).toEqual([{ share_cents: 11000, effective_from: expect.any(String) }]);
    expect(data.erasure_requests).toEqual([]);
    expect(data.dac7_copies).toEqual([]);
    const text = JSON.stringify(data);
    for (const secret of [IBAN_FR, 'Zélie', 'Secrète', 'arachide']) expect(text).not.toContain(secret);

    const staff = await t.http().get(`/api/admin/merchant-requests/${artisan.id}/data`).set(await t.adminAuth()).expect(200);
    expect({ ...staff.body, exported_at: null }).toEqual({ ...data, exported_at: null });
    await t.http().get(`/api/admin/merchant-requests/${artisan.id}/data`).expect(401);
    await t.http().get(`/api/admin/merchant-requests/${randomUUID()}/data`).set(await t.adminAuth()).expect(404);
    expect(await auditCount(artisan.id, 'data_exported')).toBe(2);
    await exportData('x'.repeat(32)).expect(404);
  });

  it('mails the operator exactly once per pending request, whatever the clicks, and again only after the pending period', async () => {
    const { id, token } = await approvedMerchant(t, { email: 'efface.moi@example.fr', establishment_name: 'Fournil Efface' });
    const answers = await Promise.all([requestErasure(token), requestErasure(token), requestErasure(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.already_requested === false)).toHaveLength(1);
    expect(answers.find((a) => !a.body.already_requested)!.body.message).toBe(MERCHANT_DATA_MESSAGES.erasureRequested);
    const again = (await requestErasure(token).expect(200)).body;
    expect(again.already_requested).toBe(true);
    expect(again.message).toMatch(/^Votre demande d'effacement du \d{2}\/\d{2}\/\d{4} est déjà entre les mains de notre équipe/);

    expect(await auditCount(id, 'erasure_requested')).toBe(1);
    const [queued] = await erasureMails(id);
    expect(queued).toMatchObject({ recipient: 'operateur@test.fr', subject: "Demande d'effacement des données : Fournil Efface" });
    const before = smtp.messages.length;
    await t.app.get(MailWorker).processDue();
    await smtp.waitForMessages(before + 1);
    await t.app.get(MailWorker).processDue();
    const received = smtp.messages.filter((m) => /Demande d'effacement des données : Fournil Efface/.test(m.parsed.subject ?? ''));
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['operateur@test.fr']);
    expect(received[0].parsed.text).toContain('efface.moi@example.fr');
    expect(received[0].parsed.text).not.toContain('/espace-artisan/');
    expect((await exportData(token).expect(200)).body.erasure_requests).toHaveLength(1);

    // Past the pending period, a new click is a reminder: a second mail, its own key.
    clock.set(Date.now() + (MERCHANT_ERASURE_REQUEST_PENDING_DAYS + 2) * DAY_MS);
    expect((await requestErasure(token).expect(200)).body.already_requested).toBe(false);
    const [{ n }] = await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.template, 'operator-merchant-erasure-request'));
    expect(n).toBe(2);
    await requestErasure('x'.repeat(32)).expect(404);
  });

  it('refuses erasure while an offer awaits the answer, a workshop is to come, or one done is unpaid, changing nothing', async () => {
    const { id: offered } = await approvedMerchant(t, { email: 'offre.attente@example.fr' });
    const requestId = await submitRequest(t);
    const workshopAt = parisInstant(addDays(parisDay(), 12), '15:00');
    await t.db.insert(merchantOffers).values({ parentRequestId: requestId, merchantRequestId: offered, queueId: randomUUID(), rank: 1, status: 'pending', workshopAt, sentAt: new Date(), expiresAt: new Date(Date.now() + DAY_MS) });
    const dayShown = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(workshopAt);
    expect((await erase(offered).expect(409)).body).toMatchObject({ message: MERCHANT_DATA_MESSAGES.pendingOffer(dayShown), code: 'MERCHANT_ERASURE_BLOCKED' });

    const { id: upcoming } = await approvedMerchant(t, { email: 'atelier.avenir@example.fr' });
    await confirmedWorkshop(t, upcoming, workshopAt);
    expect((await erase(upcoming).expect(409)).body.message).toBe(MERCHANT_DATA_MESSAGES.heldWorkshop(dayShown));

    const { id: unpaid } = await approvedMerchant(t, { email: 'atelier.impaye@example.fr' });
    const past = parisInstant(addDays(parisDay(), -5), '15:00');
    await confirmedWorkshop(t, unpaid, past);
    const pastShown = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(past);
    expect((await erase(unpaid).expect(409)).body.message).toBe(MERCHANT_DATA_MESSAGES.unpaidWorkshop(pastShown));

    // A workshop done whose family was refunded is owed to no one: it does not hold the erasure back.
    const { id: refunded } = await approvedMerchant(t, { email: 'atelier.rembourse@example.fr' });
    const { requestId: refundedRequest } = await confirmedWorkshop(t, refunded, past);
    await refundIntent(t, refundedRequest, { purpose: 'deposit', amount: 3000 });
    await erase(refunded).expect(200);

    for (const id of [offered, upcoming, unpaid]) {
      const [row] = await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id));
      expect(row.anonymizedAt).toBeNull();
      expect(await auditCount(id, 'erased')).toBe(0);
    }
    const bad = await erase(upcoming, { reason: '   ' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'reason', message: MERCHANT_DATA_MESSAGES.erasureReasonRequired }]);
    await erase(randomUUID()).expect(404);
    await t.http().post(`/api/admin/merchant-requests/${upcoming}/erasure`).send({ reason: 'x' }).expect(401);
  });

  it("erases an artisan never paid entirely: fields, payout details, mails' content (queued ones cancelled), links; a second time is refused", async () => {
    const { id, token } = await approvedMerchant(t, { email: 'jamais.paye@example.fr', establishment_name: 'Fournil Jamais', phone: '0611223344' });
    await givePayoutDetails(t, id);
    await requestErasure(token).expect(200);
    const [queued] = await erasureMails(id);
    expect(queued.status).toBe('queued');

    const record = (await erase(id).expect(200)).body;
    expect(record).toMatchObject({ establishment_name: ANONYMIZED, manager_firstname: ANONYMIZED, manager_lastname: ANONYMIZED, email: ANONYMIZED_EMAIL, phone: '', address: '', description: null });
    expect(record.available_days).toEqual([]);
    expect(await t.db.select().from(merchantPayoutDetails).where(eq(merchantPayoutDetails.merchantRequestId, id))).toEqual([]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'jamais.paye@example.fr'));
    expect(mails).toEqual([]);
    const [cancelled] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(cancelled).toMatchObject({ status: 'failed', subject: ANONYMIZED, html: '', text: '' });
    const [approval] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, `merchant-approved:${id}`));
    expect(approval).toMatchObject({ recipient: ANONYMIZED_EMAIL, subject: ANONYMIZED, html: '', text: '' });
    const live = await t.db.select().from(merchantSpaceTokens).where(and(eq(merchantSpaceTokens.merchantRequestId, id)));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await t.http().get(`/api/merchant-space/${token}`).expect(404)).body.message).toBe(MERCHANT_SPACE_MESSAGES.notFound);
    await exportData(token).expect(404);
    await requestErasure(token).expect(404);

    const [audit] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'erased')));
    expect(audit.reason).toBe(`E-mail de l'artisan du 28/11 · ${MERCHANT_DATA_MESSAGES.erased}`);
    expect(JSON.stringify(await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id)))).not.toMatch(/jamais\.paye|Fournil Jamais|0611223344/);

    expect((await erase(id).expect(409)).body).toMatchObject({ message: MERCHANT_DATA_MESSAGES.alreadyErased, code: 'MERCHANT_ALREADY_ERASED' });
    expect(await auditCount(id, 'erased')).toBe(1);
  });

  it('keeps what the tax law requires of a paid artisan (name, payout details, statements, amounts) and erases the rest', async () => {
    const artisan = await paidArtisan('deja.paye@example.fr');
    const [statementBefore] = await t.db.select().from(payoutStatements).where(eq(payoutStatements.merchantRequestId, artisan.id));

    const record = (await erase(artisan.id).expect(200)).body;
    expect(record).toMatchObject({ establishment_name: 'Fournil deja.paye@example.fr', manager_lastname: ANONYMIZED, email: ANONYMIZED_EMAIL, phone: '' });
    const [details] = await t.db.select().from(merchantPayoutDetails).where(eq(merchantPayoutDetails.merchantRequestId, artisan.id));
    expect(details).toMatchObject({ legalName: 'Fournil Martin SARL', iban: IBAN_FR, siret: '73282932000074' });
    const [statementAfter] = await t.db.select().from(payoutStatements).where(eq(payoutStatements.id, statementBefore.id));
    expect(statementAfter.sha256).toBe(statementBefore.sha256);
    const [statementMail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, `merchant-payout-statement:${statementBefore.id}`));
    expect(statementMail).toMatchObject({ recipient: ANONYMIZED_EMAIL, subject: ANONYMIZED, attachments: null });
    const [audit] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, artisan.id), eq(auditEvents.action, 'erased')));
    expect(audit.reason).toContain(MERCHANT_DATA_MESSAGES.erasedWithTaxRecords);
    await t.http().get(`/api/merchant-space/${artisan.token}`).expect(404);
    const kept = (await t.http().get(`/api/admin/merchant-requests/${artisan.id}/data`).set(await t.adminAuth()).expect(200)).body;
    expect(kept.application).toMatchObject({ email: ANONYMIZED_EMAIL, establishment_name: 'Fournil deja.paye@example.fr' });
    expect(kept.payout_details).toMatchObject({ legal_name: 'Fournil Martin SARL' });
    expect(kept.statements).toHaveLength(1);
  });
});
