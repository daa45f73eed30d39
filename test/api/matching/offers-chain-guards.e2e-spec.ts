import { addDays, MATCHING_MESSAGES, parisDay } from '@ptits-mitrons/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Clock } from '../../../backend/src/common/clock';
import { auditEvents, merchantRequests, parentRequests, proposals } from '../../../backend/src/database/schema';
import { OffersJobs } from '../../../backend/src/matching/offers.jobs';
import { issueMerchantToken } from '../../../backend/src/merchants/merchant-space-tokens';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { payWithDemo, proposalForm, submitRequest } from '../../support/parent-requests';
import { HOUR, offerKit, TOKEN_IN_TEXT } from './offer-kit';
import type { OfferResponse } from '@ptits-mitrons/api-types';


/** The review's findings on the offer chain: what stops it, who is free, the workshop's start, the mails. */
describe('Offer chain guards (staff settle the request, busy artisans, workshop start, withdrawal mails)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let jobs: OffersJobs;
  const clock = new TestClock();
  const workshopDay = addDays(parisDay(), 30);
  const workshopAt = `${workshopDay}T14:00`;

  beforeAll(async () => {
    t = await createTestApp({ override: (builder) => builder.overrideProvider(Clock).useValue(clock) });
    auth = await t.adminAuth();
    jobs = t.app.get(OffersJobs);
  });
  afterAll(() => t.close());
  // Each test sees only its own open offers.
  beforeEach(async () => {
    clock.set(Date.now());
    await t.db.execute(sql`UPDATE merchant_offers SET status = 'withdrawn' WHERE status IN ('queued', 'pending')`);
  });

  const { artisan, sendOffers, queue, mailsTo, mailsOf, tokenFrom, answer } = offerKit(() => t, () => auth, workshopAt);
  async function paidRequest(): Promise<string> {
    const id = await submitRequest(t);
    await payWithDemo(t, id);
    return id;
  }
  const statuses = async (requestId: string): Promise<string[]> => (await queue(requestId)).map((o) => o.status);
  const withdraw = (requestId: string, offerId: string) => t.http().delete(`/api/admin/parent-requests/${requestId}/offers/${offerId}`).set(auth);
  /** An ISO instant `hours` from the test clock. */
  const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();

  describe('a request staff settle themselves stops its chain', () => {
    it('a staff proposal withdraws the open offers and tells the pending artisan', async () => {
      const [a, b] = [await artisan('Proposition A'), await artisan('Proposition B')];
      const id = await paidRequest();
      await sendOffers(id, [a.id, b.id]).expect(201);
      await t.http().post(`/api/admin/parent-requests/${id}/proposal`).set(auth).send(proposalForm({ date: workshopAt })).expect(200);
      expect(await statuses(id)).toEqual(['withdrawn', 'withdrawn']);
      expect(await mailsTo(a.email, 'merchant-offer-withdrawn')).toHaveLength(1);
      expect(await mailsTo(b.email, 'merchant-offer-withdrawn')).toHaveLength(0);
      // The job has nothing left to pass on or remind, and the operator is not told "no artisan".
      clock.advance(49 * HOUR);
      await jobs.runOnce();
      expect(await mailsTo(b.email, 'merchant-offer')).toHaveLength(0);
      expect(await mailsOf(id, 'operator-no-artisan')).toHaveLength(0);
    });

    it('a validated proposal (arranged outside the site) withdraws them too', async () => {
      const a = await artisan('Validée A');
      const id = await paidRequest();
      await sendOffers(id, [a.id]).expect(201);
      await t.http().post(`/api/admin/parent-requests/${id}/validated-proposal`).set(auth).send(proposalForm({ date: workshopAt })).expect(200);
      expect(await statuses(id)).toEqual(['withdrawn']);
      expect(await mailsTo(a.email, 'merchant-offer-withdrawn')).toHaveLength(1);
    });

    it('archiving mails the pending artisan the withdrawal, once', async () => {
      const [a, b] = [await artisan('Archivée A'), await artisan('Archivée B')];
      const id = await paidRequest();
      await sendOffers(id, [a.id, b.id]).expect(201);
      await t.http().post(`/api/admin/parent-requests/${id}/close`).set(auth).send({}).expect(200);
      expect(await statuses(id)).toEqual(['withdrawn', 'withdrawn']);
      expect(await mailsTo(a.email, 'merchant-offer-withdrawn')).toHaveLength(1);
      expect(await mailsTo(b.email, 'merchant-offer-withdrawn')).toHaveLength(0);
    });

    it('the artisan who accepted hears once that the workshop will not take place when the request is refused or archived', async () => {
      const a = await artisan('Annulée A');
      const id = await paidRequest();
      const [offer] = (await sendOffers(id, [a.id]).expect(201)).body as OfferResponse[];
      await answer(await tokenFrom(a.email), offer.id, 'accept').expect(200);
      expect(await mailsTo(a.email, 'merchant-workshop-cancelled')).toHaveLength(0);
      await t.http().post(`/api/admin/parent-requests/${id}/reject`).set(auth).send({ reason: 'La famille a changé ses plans.' }).expect(200);
      // Archiving afterwards (allowed from a refused request) tells nobody twice.
      await t.http().post(`/api/admin/parent-requests/${id}/close`).set(auth).send({}).expect(200);
      const [cancelled, ...more] = await mailsTo(a.email, 'merchant-workshop-cancelled');
      expect(more).toHaveLength(0);
      expect(cancelled.subject).toMatch(/^Atelier annulé : le /);
      expect(cancelled.text).toMatch(TOKEN_IN_TEXT);
    });

    it('the job passes nothing on, reminds nobody and alerts nobody once the request no longer awaits an artisan', async () => {
      const [a, b, c] = [await artisan('Plus attendu A'), await artisan('Plus attendu B'), await artisan('Plus attendu C')];
      const expiring = await paidRequest();
      const reminding = await paidRequest();
      await sendOffers(expiring, [a.id, b.id]).expect(201);
      await sendOffers(reminding, [c.id], `${addDays(workshopDay, 1)}T14:00`).expect(201);
      // Settled outside the chain's hooks (as any later path could).
      const settle = (requestId: string) => t.db.update(parentRequests).set({ status: 'accepted' }).where(eq(parentRequests.id, requestId));
      await settle(reminding);
      clock.advance(24 * HOUR + 1000);
      await jobs.runOnce();
      expect(await mailsTo(a.email, 'merchant-offer-reminder')).toHaveLength(1);
      expect(await mailsTo(c.email, 'merchant-offer-reminder')).toHaveLength(0);
      expect(await statuses(reminding)).toEqual(['withdrawn']);
      await settle(expiring);
      clock.advance(24 * HOUR);
      await jobs.runOnce();
      expect(await statuses(expiring)).toEqual(['expired', 'withdrawn']);
      expect(await mailsTo(b.email, 'merchant-offer')).toHaveLength(0);
      expect(await mailsOf(expiring, 'operator-no-artisan')).toHaveLength(0);
    });
  });

  describe('an artisan is not offered, nor can accept, a time they are not free', () => {
    it('refuses a queue naming an artisan already offered a workshop at that time', async () => {
      const a = await artisan('Occupé A');
      await sendOffers(await paidRequest(), [a.id]).expect(201);
      const refused = await sendOffers(await paidRequest(), [a.id], `${workshopDay}T15:00`).expect(409);
      expect(refused.body.code).toBe('ARTISAN_BUSY');
      expect(refused.body.message).toContain('Occupé A');
    });

    it('refuses an accept on a day the artisan took off meanwhile (409 ARTISAN_BUSY), the offer stays theirs to decline', async () => {
      const a = await artisan('Congé A');
      const id = await paidRequest();
      const { body: offers } = await sendOffers(id, [a.id]).expect(201);
      await t.db.update(merchantRequests).set({ daysOff: [workshopDay] }).where(eq(merchantRequests.id, a.id));
      const refused = await answer(await tokenFrom(a.email), offers[0].id, 'accept').expect(409);
      expect(refused.body).toMatchObject({ code: 'ARTISAN_BUSY', message: MATCHING_MESSAGES.artisanBusy });
      expect(await statuses(id)).toEqual(['pending']);
      expect(await mailsOf(id, 'parent-proposal')).toHaveLength(0);
    });

    it('skips (withdrawn, audited) a queued artisan who took another workshop at that time, then alerts the operator', async () => {
      const [a, b] = [await artisan('Double A'), await artisan('Double B')];
      const first = await paidRequest();
      const second = await paidRequest();
      const { body: firstOffers } = await sendOffers(first, [b.id, a.id]).expect(201);
      const { body: secondOffers } = await sendOffers(second, [a.id], `${workshopDay}T14:30`).expect(201);
      await answer(await tokenFrom(a.email), secondOffers[0].id, 'accept').expect(200);
      await answer(await tokenFrom(b.email), firstOffers[0].id, 'decline').expect(200);
      expect(await statuses(first)).toEqual(['declined', 'withdrawn']);
      expect(await mailsTo(a.email, 'merchant-offer')).toHaveLength(1);
      expect(await mailsOf(first, 'operator-no-artisan')).toHaveLength(1);
      const skipped = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, first), eq(auditEvents.action, 'offer_withdrawn')));
      expect(skipped.map((h) => h.reason)).toEqual([expect.stringContaining('Double A')]);
    });
  });

  describe('the chain ends at the workshop start', () => {
    it("caps the deadline at the workshop's start, then withdraws the rest and alerts the operator once", async () => {
      const [a, b] = [await artisan('Imminent A'), await artisan('Imminent B')];
      const id = await paidRequest();
      const date = inHours(10);
      const { body: offers } = await sendOffers(id, [a.id, b.id], date).expect(201);
      expect(offers[0].expiresAt).toBe(date);
      clock.advance(10 * HOUR + 1000);
      await jobs.runOnce();
      await jobs.runOnce();
      expect(await statuses(id)).toEqual(['expired', 'withdrawn']);
      expect(await mailsTo(b.email, 'merchant-offer')).toHaveLength(0);
      expect(await mailsOf(id, 'operator-no-artisan')).toHaveLength(1);
    });

    it('refuses an accept once the workshop has started', async () => {
      const a = await artisan('Commencé A');
      const id = await paidRequest();
      const { body: offers } = await sendOffers(id, [a.id], inHours(10)).expect(201);
      clock.advance(10 * HOUR + 1000);
      const refused = await answer(await tokenFrom(a.email), offers[0].id, 'accept').expect(409);
      expect(refused.body).toMatchObject({ code: 'WORKSHOP_STARTED', message: MATCHING_MESSAGES.workshopStarted });
      expect(await t.db.select().from(proposals).where(eq(proposals.parentRequestId, id))).toHaveLength(0);
    });
  });

  it("staff withdrawing the last live offer get no « no artisan » mail; the request still shows under « Sans artisan »", async () => {
    const a = await artisan('Dernier A');
    const id = await paidRequest();
    const { body: offers } = await sendOffers(id, [a.id]).expect(201);
    await withdraw(id, offers[0].id).expect(200);
    expect(await mailsOf(id, 'operator-no-artisan')).toHaveLength(0);
    const unmatched = await t.http().get('/api/admin/parent-requests/unmatched').set(auth).expect(200);
    expect(unmatched.body.map((u: { id: string }) => u.id)).toContain(id);
  });

  it('the workshop reminder says the date, whatever the days left', async () => {
    const a = await artisan('Rappel daté A');
    const id = await paidRequest();
    const { body: offers } = await sendOffers(id, [a.id]).expect(201);
    await answer(await tokenFrom(a.email), offers[0].id, 'accept').expect(200);
    await t.http().post(`/api/admin/parent-requests/${id}/validate`).set(auth).expect(200);
    clock.set(new Date(offers[0].date).getTime() - 26 * HOUR);
    expect(await jobs.runOnce()).toMatchObject({ workshopReminders: 1 });
    const [mail] = await mailsTo(a.email, 'merchant-workshop-reminder');
    expect(mail.text).not.toContain('trois jours');
    const date = / le (.+)$/.exec(mail.subject)![1];
    expect(mail.text).toContain(`Le ${date}, Rappel daté A accueille`);
  });

  /** PostgreSQL deadlocked here (40P01, a 500): the accept locked the artisan then the request, the others the reverse. */
  describe('races end with one outcome, never a 500', () => {
    const ROUNDS = 6;

    it('accept against staff withdrawing the same offer', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const a = await artisan(`Course retrait ${round}`);
        const id = await paidRequest();
        const { body: offers } = await sendOffers(id, [a.id]).expect(201);
        const token = await issueMerchantToken(t.db, a.id);
        const [accepted, withdrawn] = await Promise.all([answer(token, offers[0].id, 'accept'), withdraw(id, offers[0].id)]);
        expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
        expect(await statuses(id)).toEqual([accepted.status === 200 ? 'accepted' : 'withdrawn']);
      }
    });

    it('accept against the job reminding then expiring the same offer', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        clock.set(Date.now());
        const [a, b] = [await artisan(`Course job A${round}`), await artisan(`Course job B${round}`)];
        const id = await paidRequest();
        const { body: offers } = await sendOffers(id, [a.id, b.id]).expect(201);
        const token = await issueMerchantToken(t.db, a.id);
        const sentAt = new Date(offers[0].sentAt).getTime();
        // Half the deadline: the reminder mails A (a new link to A) while A accepts.
        clock.set(sentAt + 24 * HOUR + 1000);
        const [reminderRace] = await Promise.all([answer(token, offers[0].id, 'accept'), jobs.runOnce()]);
        expect(reminderRace.status).toBe(200);
        // B's turn never comes: expiry against accept on a fresh request.
        const other = await paidRequest();
        const { body: otherOffers } = await sendOffers(other, [b.id], `${addDays(workshopDay, 2)}T14:00`).expect(201);
        const [accepted] = await Promise.all([
          answer(await issueMerchantToken(t.db, b.id), otherOffers[0].id, 'accept'),
          jobs.runOnce(new Date(new Date(otherOffers[0].expiresAt).getTime() + 1000)),
        ]);
        expect(accepted.status === 200 || accepted.body.code === 'OFFER_EXPIRED').toBe(true);
        expect(await statuses(other)).toEqual([accepted.status === 200 ? 'accepted' : 'expired']);
      }
    });
  });
});
