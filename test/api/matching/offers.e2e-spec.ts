import { addDays, MATCHING_MESSAGES, MERCHANT_SPACE_MESSAGES, PARENT_SPACE_PATH, parisDay } from '@ptits-mitrons/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { Clock } from '../../../backend/src/common/clock';
import { auditEvents, mailOutbox, merchantOffers, proposals } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { issueMerchantToken } from '../../../backend/src/merchants/merchant-space-tokens';
import { OffersJobs } from '../../../backend/src/matching/offers.jobs';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { setStatus } from '../../support/merchant-requests';
import { payWithDemo, submitRequest } from '../../support/parent-requests';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { HOUR, offerKit, TOKEN_IN_TEXT } from './offer-kit';
import type { OfferResponse } from '@ptits-mitrons/api-types';


describe('Offer chain (admin queue, artisan answers, scheduled job)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let auth: { Authorization: string };
  let jobs: OffersJobs;
  const clock = new TestClock();
  /** The workshop: a month ahead, 14:00 Paris time (no offset). */
  const workshopDay = addDays(parisDay(), 30);
  const workshopAt = `${workshopDay}T14:00`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, override: (builder) => builder.overrideProvider(Clock).useValue(clock) });
    auth = await t.adminAuth();
    jobs = t.app.get(OffersJobs);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  // Each test sees only its own offers: the earlier tests' open ones are closed.
  beforeEach(async () => {
    clock.set(Date.now());
    await t.db.execute(sql`UPDATE merchant_offers SET status = 'withdrawn' WHERE status IN ('queued', 'pending')`);
  });

  const { artisan, sendOffers, queue, mailsTo, mailsOf, tokenFrom, answer } = offerKit(() => t, () => auth, workshopAt);
  async function paidRequest(overrides: Record<string, unknown> = {}): Promise<string> {
    const id = await submitRequest(t, { allergies: 'Arachides', number_of_children: 6, ...overrides });
    await payWithDemo(t, id);
    return id;
  }

  it('sends the first offer, passes a decline to the next artisan (mail read from SMTP), then an expiry by the job, then alerts the operator once', async () => {
    const [a, b, c] = [await artisan('Fournil A'), await artisan('Fournil B'), await artisan('Fournil C')];
    const id = await paidRequest();
    const created = await sendOffers(id, [a.id, b.id, c.id]).expect(201);
    expect(created.body.map((o: OfferResponse) => [o.merchantId, o.rank, o.status])).toEqual([
      [a.id, 1, 'pending'],
      [b.id, 2, 'queued'],
      [c.id, 3, 'queued'],
    ]);
    // No offset: Paris time (14:00 in Paris is 12:00 or 13:00 UTC).
    expect(new Date(created.body[0].date).toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris' })).toBe('14:00:00');
    expect(new Date(created.body[0].expiresAt).getTime() - new Date(created.body[0].sentAt).getTime()).toBe(48 * HOUR);
    const [offerMail] = await mailsTo(a.email, 'merchant-offer');
    expect(offerMail.text).toContain('Arachides');
    expect(offerMail.text).toContain("Nombre d'enfants : 6");
    expect(offerMail.text).toContain('Lyon (69001)');
    expect(offerMail.text).toContain('14:00');
    expect(offerMail.text).not.toContain('Lefèvre');
    expect(await mailsTo(b.email, 'merchant-offer')).toHaveLength(0);

    // A declines: B is offered the workshop; the mail goes out through SMTP.
    const tokenA = await tokenFrom(a.email);
    const declined = await answer(tokenA, created.body[0].id, 'decline', { reason: 'Fermé ce jour-là' }).expect(200);
    expect(declined.body.message).toBe(MERCHANT_SPACE_MESSAGES.offerDeclined);
    expect((await queue(id)).map((o) => o.status)).toEqual(['declined', 'pending', 'queued']);
    expect((await queue(id))[0].declineReason).toBe('Fermé ce jour-là');
    await t.app.get(MailWorker).processDue();
    const received = (await smtp.waitForMessages(1)).filter((m) => m.to.includes(b.email) && TOKEN_IN_TEXT.test(m.parsed.text ?? ''));
    // B's application acknowledgement, and the offer: the one with a link.
    expect(received).toHaveLength(1);
    expect(received[0].parsed.subject).toBe((await mailsTo(b.email, 'merchant-offer'))[0].subject);
    const tokenB = TOKEN_IN_TEXT.exec(received[0].parsed.text ?? '')?.[1];
    expect(tokenB).toBeDefined();
    // Declining again is refused: the offer no longer waits.
    expect((await answer(tokenA, created.body[0].id, 'decline').expect(409)).body.code).toBe('OFFER_NOT_PENDING');

    // B lets the deadline pass: the job expires it and C is offered; a second pass changes nothing.
    clock.advance(48 * HOUR + 1000);
    expect(await jobs.runOnce()).toMatchObject({ expired: 1 });
    expect(await jobs.runOnce()).toMatchObject({ expired: 0 });
    expect((await queue(id)).map((o) => o.status)).toEqual(['declined', 'expired', 'pending']);
    expect(await mailsTo(c.email, 'merchant-offer')).toHaveLength(1);
    expect((await answer(tokenB!, created.body[1].id, 'accept').expect(409)).body.code).toBe('OFFER_EXPIRED');

    // C declines: nobody left, the operator is mailed once and the dashboard lists the request.
    await answer(await tokenFrom(c.email), created.body[2].id, 'decline').expect(200);
    expect(await mailsOf(id, 'operator-no-artisan')).toHaveLength(1);
    const unmatched = await t.http().get('/api/admin/parent-requests/unmatched').set(auth).expect(200);
    expect(unmatched.body.map((u: { id: string }) => u.id)).toContain(id);
    expect(unmatched.body.find((u: { id: string }) => u.id === id)).toMatchObject({ parent_name: 'Hélène Lefèvre', city_label: 'Lyon (69001)' });
    const history = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['offers_queued', 'offer_sent', 'offer_declined', 'offer_expired', 'no_artisan']),
    );
    expect(history.find((h) => h.action === 'offer_declined')).toMatchObject({ actor: 'merchant', reason: expect.stringContaining('Fournil A') });
    // Each artisan got one offer mail.
    for (const m of [a, b, c]) expect(await mailsTo(m.email, 'merchant-offer')).toHaveLength(1);

    // A new queue takes the request off the list.
    await sendOffers(id, [a.id]).expect(201);
    const after = await t.http().get('/api/admin/parent-requests/unmatched').set(auth).expect(200);
    expect(after.body.map((u: { id: string }) => u.id)).not.toContain(id);
    expect((await queue(id)).map((o) => [o.rank, o.status])).toEqual([
      [1, 'pending'],
      [1, 'declined'],
      [2, 'expired'],
      [3, 'declined'],
    ]);
  });

  it('accept creates the proposal and mails the parent exactly as staff would; the rest of the queue is withdrawn', async () => {
    const [a, b] = [await artisan('Boulangerie Acceptante'), await artisan('Boulangerie Suivante')];
    const id = await paidRequest();
    const { body: offers } = await sendOffers(id, [a.id, b.id]).expect(201);
    const tokenA = await tokenFrom(a.email);
    const accepted = await answer(tokenA, offers[0].id, 'accept').expect(200);
    expect(accepted.body.message).toBe(MERCHANT_SPACE_MESSAGES.offerAccepted);

    const request = (await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200)).body;
    expect(request.status).toBe('proposal_sent');
    expect(request.proposal).toMatchObject({ establishment_name: 'Boulangerie Acceptante', address: '3 rue des Forges, 21000 Dijon', status: 'sent' });
    expect(new Date(request.proposal.date).toISOString()).toBe(offers[0].date);
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.parentRequestId, id));
    expect(proposal.merchantRequestId).toBe(a.id);
    const [offerRow] = await t.db.select().from(merchantOffers).where(eq(merchantOffers.id, offers[0].id));
    expect(offerRow.proposalId).toBe(proposal.id);
    expect((await queue(id)).map((o) => o.status)).toEqual(['accepted', 'withdrawn']);

    // The parent's mail: the staff template, subject and content of a staff proposal.
    const parentMails = await mailsOf(id, 'parent-proposal');
    expect(parentMails).toHaveLength(1);
    const staffId = await paidRequest();
    await t.http()
      .post(`/api/admin/parent-requests/${staffId}/proposal`)
      .set(auth)
      .send({ establishment_name: 'Boulangerie Acceptante', address: '3 rue des Forges, 21000 Dijon', date: offers[0].date })
      .expect(200);
    const [staffMail] = await mailsOf(staffId, 'parent-proposal');
    expect(parentMails[0].subject).toBe(staffMail.subject);
    expect(parentMails[0].recipient).toBe(staffMail.recipient);
    const withoutLink = (text: string) => text.replaceAll(new RegExp(`${PARENT_SPACE_PATH}/[A-Za-z0-9_-]{32}`, 'g'), '');
    expect(withoutLink(parentMails[0].text)).toBe(withoutLink(staffMail.text));

    expect(await mailsTo(a.email, 'merchant-offer-accepted')).toHaveLength(1);
    const history = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'propose')));
    expect(history.map((h) => h.actor)).toEqual(['merchant']);

    // B's queued offer was withdrawn: the workshop is taken.
    const tokenB = await issueMerchantToken(t.db, b.id);
    const taken = await answer(tokenB, offers[1].id, 'accept').expect(409);
    expect(taken.body).toMatchObject({ code: 'OFFER_TAKEN', message: MERCHANT_SPACE_MESSAGES.offerTaken });
    // Accepting again: not pending any more.
    expect((await answer(tokenA, offers[0].id, 'accept').expect(409)).body.code).toBe('OFFER_NOT_PENDING');
  });

  it('lets exactly one of simultaneous accepts win', async () => {
    const [a, b] = [await artisan('Course A'), await artisan('Course B')];
    const id = await paidRequest();
    const { body: offers } = await sendOffers(id, [a.id, b.id]).expect(201);
    // Two links of A (two mails, two clicks) and B's, all at once.
    const [tokenA1, tokenA2, tokenB] = [await tokenFrom(a.email), await issueMerchantToken(t.db, a.id), await issueMerchantToken(t.db, b.id)];
    const responses = await Promise.all([
      answer(tokenA1, offers[0].id, 'accept'),
      answer(tokenA2, offers[0].id, 'accept'),
      answer(tokenB, offers[1].id, 'accept'),
    ]);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    // A's second click finds its offer answered; B's offer, still queued (not yet theirs) or withdrawn by A's accept.
    expect(responses[0].status === 200 ? responses[1].body.code : responses[0].body.code).toBe('OFFER_NOT_PENDING');
    expect(['OFFER_TAKEN', 'OFFER_NOT_FOUND']).toContain(responses[2].body.code);
    const [{ n }] = await t.db.select({ n: count() }).from(proposals).where(eq(proposals.parentRequestId, id));
    expect(n).toBe(1);
    expect(await mailsOf(id, 'parent-proposal')).toHaveLength(1);
  });

  it('a staff proposal withdraws the offer (an accept then finds it taken), and refuses a queue on a request with a proposal', async () => {
    const a = await artisan('Trop Tard');
    const id = await paidRequest();
    const { body: offers } = await sendOffers(id, [a.id]).expect(201);
    await t.http()
      .post(`/api/admin/parent-requests/${id}/proposal`)
      .set(auth)
      .send({ establishment_name: 'Autre', address: '1 rue X, 69001 Lyon', date: offers[0].date })
      .expect(200);
    const refused = await answer(await tokenFrom(a.email), offers[0].id, 'accept').expect(409);
    expect(refused.body).toMatchObject({ code: 'OFFER_TAKEN', message: MERCHANT_SPACE_MESSAGES.offerTaken });
    expect(await mailsTo(a.email, 'merchant-offer-accepted')).toHaveLength(0);
    const again = await sendOffers(id, [a.id]).expect(409);
    expect(again.body.message).toBe(MATCHING_MESSAGES.proposalExists);
  });

  it('withdraws a pending offer (the next artisan is mailed), a queued one, and refuses other statuses', async () => {
    const [a, b, c] = [await artisan('Retrait A'), await artisan('Retrait B'), await artisan('Retrait C')];
    const id = await paidRequest();
    const { body: offers } = await sendOffers(id, [a.id, b.id, c.id]).expect(201);
    const del = (offerId: string) => t.http().delete(`/api/admin/parent-requests/${id}/offers/${offerId}`).set(auth);
    expect((await del(offers[2].id).expect(200)).body.map((o: OfferResponse) => o.status)).toEqual(['pending', 'queued', 'withdrawn']);
    expect(await mailsTo(c.email, 'merchant-offer')).toHaveLength(0);
    expect((await del(offers[0].id).expect(200)).body.map((o: OfferResponse) => o.status)).toEqual(['withdrawn', 'pending', 'withdrawn']);
    expect(await mailsTo(a.email, 'merchant-offer-withdrawn')).toHaveLength(1);
    expect(await mailsTo(b.email, 'merchant-offer')).toHaveLength(1);
    expect((await del(offers[0].id).expect(409)).body.message).toBe(MATCHING_MESSAGES.offerNotOpen);
    // A's old link: the offer was withdrawn.
    expect((await answer(await tokenFrom(a.email), offers[0].id, 'accept').expect(409)).body.code).toBe('OFFER_TAKEN');
    // Staff withdrawing the last one know it: no « no artisan » mail.
    await del(offers[1].id).expect(200);
    expect(await mailsOf(id, 'operator-no-artisan')).toHaveLength(0);
    const history = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'offer_withdrawn')));
    expect(history).toHaveLength(3);
    await t.http().delete(`/api/admin/parent-requests/${id}/offers/00000000-0000-4000-8000-000000000000`).set(auth).expect(404);
  });

  it('archiving the request withdraws its open offers', async () => {
    const [a, b] = [await artisan('Archive A'), await artisan('Archive B')];
    const id = await paidRequest();
    await sendOffers(id, [a.id, b.id]).expect(201);
    await t.http().post(`/api/admin/parent-requests/${id}/close`).set(auth).send({}).expect(200);
    expect((await queue(id)).map((o) => o.status)).toEqual(['withdrawn', 'withdrawn']);
    expect(await mailsOf(id, 'operator-no-artisan')).toHaveLength(0);
  });

  it("answers 404 to another artisan's offer, an unknown offer or token", async () => {
    const [a, b] = [await artisan('Propre A'), await artisan('Étranger B')];
    const id = await paidRequest();
    const { body: offers } = await sendOffers(id, [a.id]).expect(201);
    const tokenB = await issueMerchantToken(t.db, b.id);
    const foreign = await answer(tokenB, offers[0].id, 'accept').expect(404);
    expect(foreign.body.message).toBe(MERCHANT_SPACE_MESSAGES.offerNotFound);
    await answer(tokenB, offers[0].id, 'decline').expect(404);
    await answer(tokenB, 'pas-un-id', 'accept').expect(404);
    await answer('A'.repeat(32), offers[0].id, 'accept').expect(404);
    // Nothing moved.
    expect((await queue(id))[0].status).toBe('pending');
  });

  it('reminds the artisan once at half the deadline', async () => {
    const a = await artisan('Rappel A');
    const id = await paidRequest();
    await sendOffers(id, [a.id]).expect(201);
    clock.advance(23 * HOUR);
    expect(await jobs.runOnce()).toMatchObject({ reminded: 0 });
    clock.advance(HOUR + 1000);
    expect(await jobs.runOnce()).toMatchObject({ reminded: 1 });
    expect(await jobs.runOnce()).toMatchObject({ reminded: 0 });
    clock.advance(HOUR);
    await jobs.runOnce();
    const reminders = await mailsTo(a.email, 'merchant-offer-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toMatch(TOKEN_IN_TEXT);
  });

  it('reminds the artisan 3 days before a confirmed workshop, once, with the children and allergies', async () => {
    const a = await artisan('Atelier J-3');
    const id = await paidRequest({ allergies: 'Gluten', number_of_children: 7 });
    const { body: offers } = await sendOffers(id, [a.id]).expect(201);
    await answer(await tokenFrom(a.email), offers[0].id, 'accept').expect(200);
    await t.http().post(`/api/admin/parent-requests/${id}/validate`).set(auth).expect(200);
    clock.set(new Date(offers[0].date).getTime() - 5 * 24 * HOUR);
    expect(await jobs.runOnce()).toMatchObject({ workshopReminders: 0 });
    clock.set(new Date(offers[0].date).getTime() - 3 * 24 * HOUR);
    const [first, second] = await Promise.all([jobs.runOnce(), jobs.runOnce()]);
    expect(first.workshopReminders + second.workshopReminders).toBe(1);
    expect(await jobs.runOnce()).toMatchObject({ workshopReminders: 0 });
    const mails = await mailsTo(a.email, 'merchant-workshop-reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Gluten');
    expect(mails[0].text).toContain("Nombre d'enfants : 7");
    expect(mails[0].text).toContain('Zoé');
  });

  it('validates the queue: body, duplicates, unknown or inactive artisan, past date, unpaid request, offers already open', async () => {
    const a = await artisan('Valide A');
    const id = await paidRequest();
    const pending = await artisan('En attente');
    await setStatus(t, pending.id, 'pending');
    const unpaid = await submitRequest(t);
    const before = await t.db.select({ n: count() }).from(merchantOffers);
    const mailsBefore = await t.db.select({ n: count() }).from(mailOutbox);
    const cases: [object, number, string?][] = [
      [{ merchantIds: [], date: workshopAt }, 400, MATCHING_MESSAGES.merchantIdsRequired],
      [{ merchantIds: [a.id, a.id], date: workshopAt }, 400, MATCHING_MESSAGES.duplicateMerchants],
      [{ merchantIds: ['x\u0000'], date: workshopAt }, 400],
      [{ merchantIds: [a.id], date: '\ud800' }, 400],
      [{ merchantIds: [a.id], date: 'x'.repeat(10_000) }, 400],
      [{ merchantIds: [a.id] }, 400, MATCHING_MESSAGES.dateRequired],
      [{ merchantIds: [a.id], date: '2020-01-01T14:00' }, 400, MATCHING_MESSAGES.datePast],
      // Further ahead than a family may ask; near year 9999 the workshop's end was past what PostgreSQL reads (500).
      [{ merchantIds: [a.id], date: '9999-12-31T23:59' }, 400, MATCHING_MESSAGES.dateTooFar],
      [{ merchantIds: [a.id], date: '9999-12-31T20:00' }, 400, MATCHING_MESSAGES.dateTooFar],
      [{ merchantIds: [a.id], date: `${workshopDay}T25:00` }, 400, MATCHING_MESSAGES.dateInvalid],
      [{ merchantIds: Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-0000000000${10 + i}`), date: workshopAt }, 400, MATCHING_MESSAGES.tooManyMerchants],
      [{ merchantIds: ['00000000-0000-4000-8000-000000000000'], date: workshopAt }, 422],
    ];
    for (const [body, status, message] of cases) {
      const response = await t.http().post(`/api/admin/parent-requests/${id}/offers`).set(auth).send(body);
      expect(response.status).toBe(status);
      if (message) expect(JSON.stringify(response.body)).toContain(message);
    }
    expect((await sendOffers(id, [a.id, pending.id]).expect(409)).body.code).toBe('MERCHANT_NOT_ELIGIBLE');
    expect((await sendOffers(unpaid, [a.id]).expect(409)).body.message).toBe(MATCHING_MESSAGES.notPaid);
    await t.http().post('/api/admin/parent-requests/not-a-uuid/offers').set(auth).send({ merchantIds: [a.id], date: workshopAt }).expect(404);
    expect(await t.db.select({ n: count() }).from(merchantOffers)).toEqual(before);
    expect(await t.db.select({ n: count() }).from(mailOutbox)).toEqual(mailsBefore);

    await sendOffers(id, [a.id]).expect(201);
    expect((await sendOffers(id, [a.id]).expect(409)).body.message).toBe(MATCHING_MESSAGES.offersOpen);
    // A decline reason too long is refused, nothing changes.
    const [offer] = await queue(id);
    const long = await answer(await tokenFrom(a.email), offer.id, 'decline', { reason: 'x'.repeat(501) }).expect(400);
    expect(JSON.stringify(long.body)).toContain(MERCHANT_SPACE_MESSAGES.declineReasonTooLong);
    expect((await queue(id))[0].status).toBe('pending');
    await t.http().get('/api/admin/parent-requests/not-a-uuid/offers').set(auth).expect(404);
  });
});
