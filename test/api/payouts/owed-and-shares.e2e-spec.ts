import { PAYOUT_DETAIL_LABELS, PAYOUT_MESSAGES, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import { and, count, eq } from 'drizzle-orm';
import { auditEvents, merchantShares, parentRequests, proposals } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { submitMerchant } from '../../support/merchant-requests';
import { artisanWithWorkshops, confirmedWorkshop, createSpaceApp, dayFromToday, parisInstant, refundIntent } from './support';
import type { PayoutOwedResponse } from '@ptits-mitrons/api-types';

describe('What artisans are owed (GET /api/admin/payouts/owed) and their shares', () => {
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp({ ARTISAN_SHARE_CENTS: '12000' }));
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(() => t.close());

  const owed = async (from: string, to: string): Promise<PayoutOwedResponse> => (await t.http().get('/api/admin/payouts/owed').query({ from, to }).set(await t.adminAuth()).expect(200)).body;
  const artisanOf = (answer: PayoutOwedResponse, id: string) => answer.artisans.find((a) => a.merchant_request_id === id)!;

  it('counts a workshop from the day after it, accepted, neither refunded nor disputed, and only in its period', async () => {
    const yesterday = dayFromToday(-1);
    const a = await artisanWithWorkshops(t, 'regles@example.fr', [dayFromToday(-3), yesterday, dayFromToday(0), dayFromToday(1), dayFromToday(-2), dayFromToday(-2), dayFromToday(-2)], {
      children: ['Paie', 'Hier', 'Jour', 'Futur', 'Rembourse', 'Conteste', 'Annule'],
    });
    const [old, dayBefore, today, tomorrow, refunded, disputed, cancelled] = a.workshops;
    await refundIntent(t, refunded.requestId, { purpose: 'balance', proposalId: refunded.proposalId, amount: 15000 });
    await t.db.update(parentRequests).set({ disputedAt: new Date() }).where(eq(parentRequests.id, disputed.requestId));
    await t.db.update(parentRequests).set({ status: 'admin_closed' }).where(eq(parentRequests.id, cancelled.requestId));
    // A proposal typed by staff (no artisan) is nobody's payout.
    const staffOnly = await confirmedWorkshop(t, a.id, parisInstant(yesterday, '10:00'));
    await t.db.update(proposals).set({ merchantRequestId: null }).where(eq(proposals.id, staffOnly.proposalId));

    const answer = await owed(dayFromToday(-10), dayFromToday(10));
    const artisan = artisanOf(answer, a.id);
    expect(artisan).toMatchObject({ payout_ready: true, missing: [], total_cents: 24000 });
    expect(artisan.lines.map((line: { child_firstname: string }) => line.child_firstname)).toEqual(['Paie', 'Hier']);
    expect(artisan.lines[0]).toEqual({
      kind: 'workshop',
      proposal_id: old.proposalId,
      parent_request_id: old.requestId,
      workshop_at: parisInstant(dayFromToday(-3), '14:30').toISOString(),
      child_firstname: 'Paie',
      amount_cents: 12000,
    });
    expect(artisan.lines[1].proposal_id).toBe(dayBefore.proposalId);
    for (const excluded of [today, tomorrow, refunded, disputed, cancelled, staffOnly]) {
      expect(JSON.stringify(answer)).not.toContain(excluded.proposalId);
    }
    // The period is a set of Paris days: yesterday alone holds yesterday's workshop only; a period without workshops, nothing.
    expect(artisanOf(await owed(yesterday, yesterday), a.id).lines).toHaveLength(1);
    expect(artisanOf(await owed(dayFromToday(-30), dayFromToday(-20)), a.id)).toBeUndefined();

    // Tomorrow, today's workshop is owed too (the injectable clock).
    clock.set(parisInstant(dayFromToday(1), '00:30'));
    expect(artisanOf(await owed(dayFromToday(-10), dayFromToday(10)), a.id).lines.map((l: { child_firstname: string }) => l.child_firstname)).toEqual(['Paie', 'Hier', 'Jour']);
  });

  it('says what an artisan without complete payout details still has to give', async () => {
    const a = await artisanWithWorkshops(t, 'incomplet@example.fr', [dayFromToday(-40)], { details: false });
    const artisan = artisanOf(await owed(dayFromToday(-41), dayFromToday(-39)), a.id);
    expect(artisan).toMatchObject({ payout_ready: false, total_cents: 12000 });
    expect(artisan.missing).toEqual(Object.values(PAYOUT_DETAIL_LABELS));
  });

  it("pays each workshop the share in effect when it started, the setting's before any", async () => {
    const auth = await t.adminAuth();
    const a = await artisanWithWorkshops(t, 'parts@example.fr', [dayFromToday(-60), dayFromToday(-50)]);
    const initial = (await t.http().get(`/api/admin/merchant-requests/${a.id}/shares`).set(auth).expect(200)).body;
    expect(initial).toEqual({ current_share_cents: 12000, default_share_cents: 12000, history: [] });

    // A share set 55 days ago: the workshop 60 days ago keeps the default, the one 50 days ago takes it.
    clock.set(parisInstant(dayFromToday(-55), '09:00'));
    const first = (await t.http().post(`/api/admin/merchant-requests/${a.id}/shares`).set(auth).send({ share_cents: 13000 }).expect(200)).body;
    expect(first.current_share_cents).toBe(13000);
    expect(first.history).toHaveLength(1);
    expect(first.history[0]).toMatchObject({ share_cents: 13000, effective_from: parisInstant(dayFromToday(-55), '09:00').toISOString() });
    clock.set(Date.now());
    const second = (await t.http().post(`/api/admin/merchant-requests/${a.id}/shares`).set(auth).send({ share_cents: 9000 }).expect(200)).body;
    expect(second.current_share_cents).toBe(9000);
    expect(second.history.map((h: { share_cents: number }) => h.share_cents)).toEqual([9000, 13000]);

    const artisan = artisanOf(await owed(dayFromToday(-70), dayFromToday(-45)), a.id);
    expect(artisan.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([12000, 13000]);
    expect(artisan.total_cents).toBe(25000);
    const [audited] = await t.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, a.id), eq(auditEvents.action, 'share_changed')));
    expect(audited.n).toBe(2);
  });

  it('refuses a share out of range or for an artisan not validated, writing nothing', async () => {
    const auth = await t.adminAuth();
    const a = await artisanWithWorkshops(t, 'refus-part@example.fr', []);
    for (const body of [{ share_cents: -1 }, { share_cents: WORKSHOP_TOTAL_CENTS + 1 }, { share_cents: 12.5 }, { share_cents: '12000' }, {}, { share_cents: null }]) {
      const { body: error } = await t.http().post(`/api/admin/merchant-requests/${a.id}/shares`).set(auth).send(body).expect(400);
      expect(JSON.stringify(error)).toContain(PAYOUT_MESSAGES.shareInvalid(WORKSHOP_TOTAL_CENTS));
    }
    const pending = await submitMerchant(t, { email: 'en-attente@example.fr' });
    const { body: conflict } = await t.http().post(`/api/admin/merchant-requests/${pending}/shares`).set(auth).send({ share_cents: 10000 }).expect(409);
    expect(conflict).toMatchObject({ message: PAYOUT_MESSAGES.shareNotValidated, code: 'MERCHANT_NOT_VALIDATED' });
    await t.http().post('/api/admin/merchant-requests/00000000-0000-4000-8000-000000000000/shares').set(auth).send({ share_cents: 10000 }).expect(404);
    await t.http().get('/api/admin/merchant-requests/pas-un-id/shares').set(auth).expect(404);
    await t.http().post(`/api/admin/merchant-requests/${a.id}/shares`).send({ share_cents: 10000 }).expect(401);
    const [rows] = await t.db.select({ n: count() }).from(merchantShares);
    expect(rows.n).toBe(2);
  });

  it('refuses hostile or missing dates', async () => {
    const auth = await t.adminAuth();
    for (const query of [
      {},
      { from: '2026-11-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-11-01\u0000', to: '2026-11-30' },
      { from: '\ud800', to: '2026-11-30' },
      { from: 'x'.repeat(10_000), to: '2026-11-30' },
      { from: ['2026-11-01', '2026-11-02'], to: '2026-11-30' },
    ]) {
      await t.http().get('/api/admin/payouts/owed').query(query).set(auth).expect(400);
    }
    await t.http().get('/api/admin/payouts/owed?from=%E0%A4%A&to=2026-11-30').set(auth).expect(400);
    const { body } = await t.http().get('/api/admin/payouts/owed').query({ from: '2026-11-30', to: '2026-11-01' }).set(auth).expect(400);
    expect(body.message).toBe(PAYOUT_MESSAGES.periodReversed);
    await t.http().get('/api/admin/payouts/owed').query({ from: '2026-11-01', to: '2026-11-30' }).expect(401);
  });
});
