import { randomUUID } from 'node:crypto';
import { addDays, MERCHANT_LINK_VALID_DAYS, MERCHANT_SPACE_MESSAGES, OFFER_STATUS_LABELS, parisDay, parisMidnight } from '@ptits-mitrons/domain';
import { count, eq } from 'drizzle-orm';
import { auditEvents, mailOutbox, merchantOffers, merchantRequests, merchantSpaceTokens, parentRequests } from '../../../backend/src/database/schema';
import { redactUrl } from '../../../backend/src/logging/redaction';
import { hashMerchantToken } from '../../../backend/src/merchants/merchant-space-tokens';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { setStatus } from '../../support/merchant-requests';
import { submitRequest } from '../../support/parent-requests';
import { approvedMerchant, confirmedWorkshop, createSpaceApp, parisInstant } from './support';

const NOT_FOUND = { statusCode: 404, message: MERCHANT_SPACE_MESSAGES.notFound, error: 'MERCHANT_SPACE_NOT_FOUND', code: 'MERCHANT_SPACE_NOT_FOUND' };
const DAY_MS = 86_400_000;

describe("The artisan's space page (GET /api/merchant-space/{token})", () => {
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp());
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(() => t.close());

  const view = (token: string) => t.http().get(`/api/merchant-space/${token}`);
  const tableCounts = async () => {
    const [[mails], [tokens], [audits]] = await Promise.all([
      t.db.select({ n: count() }).from(mailOutbox),
      t.db.select({ n: count() }).from(merchantSpaceTokens),
      t.db.select({ n: count() }).from(auditEvents),
    ]);
    return { mails: mails.n, tokens: tokens.n, audits: audits.n };
  };

  /** An offer of a request's workshop to the artisan, as the offer chain writes it. */
  async function offer(merchantId: string, requestId: string, status: string, sentAt: Date | null, workshopAt: Date) {
    const [row] = await t.db
      .insert(merchantOffers)
      .values({
        parentRequestId: requestId,
        merchantRequestId: merchantId,
        queueId: randomUUID(),
        rank: 1,
        status,
        workshopAt,
        sentAt,
        expiresAt: sentAt && new Date(sentAt.getTime() + 2 * DAY_MS),
      })
      .returning();
    return row.id;
  }

  it('shows the profile, availability, offers sent and confirmed workshops, and nothing else of the parents', async () => {
    const { id, token } = await approvedMerchant(t, { email: 'vue.artisan@example.fr', available_days: ['Mercredi', 'Samedi'], available_hours: ['14:00', '14:30', '15:00'] });
    const past = addDays(parisDay(), -3);
    const soon = addDays(parisDay(), 5);
    await t.db.update(merchantRequests).set({ daysOff: [past, soon], maxChildren: 10 }).where(eq(merchantRequests.id, id));

    const parent = { parent_email: 'parent.secret@example.fr', parent_phone: '0698765432', parent_lastname: 'Secretnom', target_address: '99 rue Cachée' };
    const requestA = await submitRequest(t, { ...parent, child_age: 6, number_of_children: 7, allergies: 'arachide' });
    const requestB = await submitRequest(t, { ...parent, child_age: 8 });
    const workshopAt = parisInstant(addDays(parisDay(), 20), '14:00');
    const older = await offer(id, requestA, 'declined', new Date(Date.now() - DAY_MS), workshopAt);
    const pending = await offer(id, requestB, 'pending', new Date(), workshopAt);
    await offer(id, requestA, 'queued', null, workshopAt);
    await offer(id, requestB, 'withdrawn', null, workshopAt);

    const later = parisInstant(addDays(parisDay(), 40), '10:00');
    const next = parisInstant(addDays(parisDay(), 10), '15:00');
    const done = parisInstant(addDays(parisDay(), -10), '15:00');
    for (const [date, child] of [[later, 'Louis'], [next, 'Inès'], [done, 'Paul']] as const) {
      await confirmedWorkshop(t, id, date, { ...parent, child_firstname: child, child_age: 6, allergies: child === 'Inès' ? 'gluten' : undefined });
    }
    // Held but not confirmed (the parent has not settled): not a workshop yet.
    const held = await confirmedWorkshop(t, id, next, parent);
    await t.db.update(parentRequests).set({ status: 'proposal_sent' }).where(eq(parentRequests.id, held.requestId));

    const { body } = await view(token).expect(200);
    expect(body).toEqual({
      profile: {
        establishment_name: 'Boulangerie du Parc',
        address: '3 rue des Forges',
        city_label: 'Dijon (21000)',
        sector: 'Boulanger',
        manager_firstname: 'Jeanne',
        max_children: 10,
      },
      availability: { available_days: ['Mercredi', 'Samedi'], available_hours: ['14:00', '14:30', '15:00'], days_off: [soon], max_children: 10 },
      offers: [
        { id: pending, status: 'pending', status_label: OFFER_STATUS_LABELS.pending, date: workshopAt.toISOString(), expiresAt: expect.any(String), city_label: 'Lyon (69001)', child_age: 8, number_of_children: 8, allergies: null },
        { id: older, status: 'declined', status_label: OFFER_STATUS_LABELS.declined, date: workshopAt.toISOString(), expiresAt: expect.any(String), city_label: 'Lyon (69001)', child_age: 6, number_of_children: 7, allergies: 'arachide' },
      ],
      workshops: [
        { date: next.toISOString(), child_firstname: 'Inès', child_age: 6, number_of_children: 8, allergies: 'gluten' },
        { date: later.toISOString(), child_firstname: 'Louis', child_age: 6, number_of_children: 8, allergies: null },
        { date: done.toISOString(), child_firstname: 'Paul', child_age: 6, number_of_children: 8, allergies: null },
      ],
    });
    const raw = JSON.stringify(body);
    for (const secret of ['parent.secret@example.fr', '0698765432', 'Secretnom', 'Hélène', '99 rue Cachée', requestA, requestB]) expect(raw).not.toContain(secret);
  });

  it('answers the one 404 to an unknown, malformed, too long, revoked, expired or no longer validated link', async () => {
    const { id, token } = await approvedMerchant(t, { email: 'expire.artisan@example.fr' });
    // Valid through the 180th Paris calendar day after the mail: 180 × 24 h later may already be the 181st (summer time).
    const firstExpiredDay = addDays(parisDay(clock.now()), MERCHANT_LINK_VALID_DAYS + 1);
    clock.set(parisMidnight(firstExpiredDay).getTime() - 1);
    await view(token).expect(200);
    clock.set(parisMidnight(firstExpiredDay));
    const answers = [await view(token).expect(404)];
    clock.set(Date.now());
    answers.push(await view('A'.repeat(32)).expect(404), await view('pas-un-jeton').expect(404), await view('A'.repeat(10_000)).expect(404));

    const revoked = await approvedMerchant(t, { email: 'revoque.artisan@example.fr' });
    await t.http().delete(`/api/admin/merchant-requests/${revoked.id}/space-links`).set(await t.adminAuth()).expect(200);
    answers.push(await view(revoked.token).expect(404));

    await view(token).expect(200);
    await setStatus(t, id, 'rejected');
    answers.push(await view(token).expect(404));
    for (const answer of answers) expect(answer.body).toEqual(NOT_FOUND);
  });

  it('keeps only the hash of a token', async () => {
    const { id, token } = await approvedMerchant(t, { email: 'hash.artisan@example.fr' });
    const rows = await t.db.select().from(merchantSpaceTokens).where(eq(merchantSpaceTokens.merchantRequestId, id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashMerchantToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends no-store, no-referrer and noindex, errors included, and never changes state on a GET', async () => {
    const { token } = await approvedMerchant(t, { email: 'entetes.artisan@example.fr' });
    const before = await tableCounts();
    for (const [path, status] of [[`/api/merchant-space/${token}`, 200], ['/api/merchant-space/inconnu', 404], [`/api/merchant-space/${'A'.repeat(5000)}`, 404]] as const) {
      const answer = await t.http().get(path).expect(status);
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(await tableCounts()).toEqual(before);
    for (const path of ['/espace-artisan', `/espace-artisan/${token}`]) {
      const page = await t.http().get(path);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await t.http().get('/espace-artisanat')).headers['x-robots-tag']).toBeUndefined();
  });

  it.each([
    ['a NUL byte', '%00abc'],
    ['a lone surrogate', '%ED%A0%80abc'],
    ['invalid percent-encoding', '%E0%A4%A'],
    ['10 KB', 'A'.repeat(10_240)],
    ['a dot segment', '..%2F..%2Fadmin'],
  ])('answers a token with %s by a 400 or the 404, never 500, and writes nothing', async (_label, token) => {
    const before = await tableCounts();
    const availability = { available_days: ['Lundi'], available_hours: ['10:00'], max_children: 8, days_off: [] };
    for (const call of [
      t.http().get(`/api/merchant-space/${token}`),
      t.http().put(`/api/merchant-space/${token}/availability`).send(availability),
      t.http().post(`/api/merchant-space/${token}/calendar-link`).send({}),
      t.http().get(`/api/merchant-space/${token}/calendar.ics`),
    ]) {
      const answer = await call;
      expect([400, 404]).toContain(answer.status);
      if (answer.status === 404) expect(answer.body).toMatchObject({ code: 'MERCHANT_SPACE_NOT_FOUND', message: MERCHANT_SPACE_MESSAGES.notFound });
      else expect(typeof answer.body.message).toBe('string');
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('keeps the tokens out of the logs', () => {
    const token = 'abcDEF123_-abcDEF123_-abcDEF1234';
    expect(redactUrl(`/api/merchant-space/${token}`)).toBe('/api/merchant-space/:token');
    expect(redactUrl(`/api/merchant-space/${token}/availability`)).toBe('/api/merchant-space/:token/availability');
    expect(redactUrl(`/api/merchant-space/${token}/calendar.ics`)).toBe('/api/merchant-space/:token/calendar.ics');
    expect(redactUrl(`/espace-artisan/${token}`)).toBe('/espace-artisan/:token');
    expect(redactUrl('/api/merchant-space/links')).toBe('/api/merchant-space/links');
  });
});
