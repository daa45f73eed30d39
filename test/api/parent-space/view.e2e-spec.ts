import { addDays, BALANCE_CENTS, DEPOSIT_CENTS, PARENT_SPACE_MESSAGES, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import { count, eq } from 'drizzle-orm';
import { mailOutbox, parentRequests, parentSpaceTokens } from '../../../backend/src/database/schema';
import { redactUrl } from '../../../backend/src/logging/redaction';
import { hashParentSpaceToken } from '../../../backend/src/parents/parent-space-tokens';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { payWithDemo, submitRequest } from '../../support/parent-requests';
import { createSpaceApp, inDays, parisInstant, proposalOn, tokenFromOutbox } from './support';

describe('The parent space page (GET /api/parent-space/{token})', () => {
  let t: TestApp;
  let clock: TestClock;
  let auth: { Authorization: string };

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp());
    auth = await t.adminAuth();
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(() => t.close());

  const view = (token: string) => t.http().get(`/api/parent-space/${token}`);
  const admin = (id: string, name: string, body: object = {}) => t.http().post(`/api/admin/parent-requests/${id}/${name}`).set(auth).send(body);

  it('shows the request, its timeline, amounts, proposal and open actions, without secrets', async () => {
    const day = inDays(40);
    const id = await submitRequest(t, { parent_email: 'vue.parent@example.fr', parent_phone: '0698765432', desired_date: inDays(30) });
    await t.db.update(parentRequests).set({ adminNotes: 'note interne confidentielle' }).where(eq(parentRequests.id, id));
    const token = await tokenFromOutbox(t, id);

    const fresh = await view(token).expect(200);
    expect(fresh.body).toMatchObject({ status: 'submitted', status_label: 'En attente de traitement', proposal: null, actions: ['pay_deposit', 'cancel', 'edit_details'] });
    expect(fresh.body.timeline.map((e: { label: string }) => e.label)).toEqual(['Demande reçue']);

    await payWithDemo(t, id);
    await admin(id, 'proposal', proposalOn(day)).expect(200);
    const { body } = await view(token).expect(200);
    expect(body).toEqual({
      request: {
        _id: id,
        parent_firstname: 'Hélène',
        child_firstname: 'Zoé',
        child_age: 7,
        desired_date: inDays(30),
        number_of_children: 8,
        allergies: null,
        city_label: 'Lyon (69001)',
        merchant_type: 'boulanger',
        workshop_day: day,
      },
      status: 'proposal_sent',
      status_label: 'Transmise au client',
      timeline: [
        { at: expect.any(String), label: 'Demande reçue' },
        { at: expect.any(String), label: 'Acompte réglé' },
        { at: expect.any(String), label: 'Proposition envoyée' },
      ],
      amounts: { total: WORKSHOP_TOTAL_CENTS, deposit: DEPOSIT_CENTS, balance: BALANCE_CENTS, depositPaid: true, depositCredited: false, balancePaid: false, balanceRefunded: 0, balanceDueBy: addDays(day, -1) },
      proposal: { establishment_name: 'Boulangerie du Parc', address: '3 place Bellecour, 69002 Lyon', date: parisInstant(day, '14:30').toISOString(), payment_link: null, status: 'sent' },
      actions: ['accept', 'decline', 'cancel', 'edit_details'],
      receipts: [
        { number: expect.stringMatching(/^\d{4}-\d{6}$/), kind: 'receipt', kind_label: 'Reçu', amount: 3000, issued_at: expect.any(String), url: expect.stringContaining(`/api/parent-space/${token}/receipts/`) },
      ],
      credit: null,
    });
    const raw = JSON.stringify(body);
    for (const secret of ['vue.parent@example.fr', '0698765432', 'note interne', 'pi_', 'demo_', 'Lefèvre', '12 rue de la République']) expect(raw).not.toContain(secret);

    // A staff payment link replaces the online payment.
    await admin(id, 'proposal', proposalOn(day, { payment_link: 'https://paiement.example.fr/solde/9', forceNew: true })).expect(200);
    expect((await view(token).expect(200)).body.actions).toEqual(['pay_external', 'decline', 'cancel', 'edit_details']);

    // Settled: the calendar opens, the answers close; refused: nothing is left to do.
    await admin(id, 'validate').expect(200);
    expect((await view(token).expect(200)).body).toMatchObject({ status: 'accepted', actions: ['cancel', 'edit_details', 'calendar'] });
    const refused = await submitRequest(t);
    await admin(refused, 'reject', { reason: 'Aucun artisan' }).expect(200);
    expect((await view(await tokenFromOutbox(t, refused)).expect(200)).body).toMatchObject({ status: 'parent_rejected', actions: [] });
  });

  it('stops opening 30 days after the workshop day (Paris), with the one 404', async () => {
    const day = inDays(25);
    const id = await submitRequest(t, { desired_date: day });
    const token = await tokenFromOutbox(t, id);
    clock.set(parisInstant(addDays(day, 30), '23:59'));
    const last = await view(token).expect(200);
    expect(last.body.actions).toEqual([]);
    clock.set(parisInstant(addDays(day, 31), '00:01'));
    const expired = await view(token).expect(404);
    const unknown = await view('A'.repeat(32)).expect(404);
    const malformed = await view('pas-un-jeton').expect(404);
    for (const answer of [expired, unknown, malformed]) {
      expect(answer.body).toEqual({ statusCode: 404, message: PARENT_SPACE_MESSAGES.notFound, error: 'PARENT_SPACE_NOT_FOUND', code: 'PARENT_SPACE_NOT_FOUND' });
    }
  });

  it('keeps only the hash of a token, and answers an anonymised request with the 404', async () => {
    const id = await submitRequest(t);
    const token = await tokenFromOutbox(t, id);
    const hashes = await t.db.select().from(parentSpaceTokens).where(eq(parentSpaceTokens.parentRequestId, id));
    expect(hashes.map((r) => r.tokenHash)).toEqual([hashParentSpaceToken(token)]);
    expect(JSON.stringify(hashes)).not.toContain(token);
    await t.db.update(parentRequests).set({ anonymizedAt: new Date() }).where(eq(parentRequests.id, id));
    await view(token).expect(404);
  });

  it('sends no-referrer and noindex on the API answers, errors included, and never changes state on a GET', async () => {
    const id = await submitRequest(t);
    const token = await tokenFromOutbox(t, id);
    const [{ before }] = await t.db.select({ before: count() }).from(mailOutbox);
    for (const [path, status] of [[`/api/parent-space/${token}`, 200], ['/api/parent-space/inconnu', 404]] as const) {
      const answer = await t.http().get(path).expect(status);
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const [{ after }] = await t.db.select({ after: count() }).from(mailOutbox);
    expect(after).toBe(before);
    // The site's page (its HTML when the site is built, the "not built" answer otherwise) carries them too.
    for (const path of ['/mon-espace', `/mon-espace/${token}`, '/mon-espace?x=1']) {
      const page = await t.http().get(path);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await t.http().get('/api/config').expect(200)).headers['x-robots-tag']).toBeUndefined();
    expect((await t.http().get('/mon-espacement')).headers['x-robots-tag']).toBeUndefined();
  });

  it.each([
    ['a NUL byte', '%00abc'],
    ['a lone surrogate', '%ED%A0%80abc'],
    ['invalid percent-encoding', '%E0%A4%A'],
    ['10 KB', 'A'.repeat(10_240)],
    ['a dot segment', '..%2F..%2Fadmin'],
  ])('answers a token with %s by a 400 or the 404, never 500, and writes nothing', async (_label, token) => {
    const [{ before }] = await t.db.select({ before: count() }).from(mailOutbox);
    for (const call of [
      t.http().get(`/api/parent-space/${token}`),
      t.http().post(`/api/parent-space/${token}/proposal/decline`).send({}),
      t.http().put(`/api/parent-space/${token}/details`).send({ number_of_children: 3 }),
    ]) {
      const answer = await call;
      expect([400, 404]).toContain(answer.status);
      // A 404 is the space's own, whatever rejected the token (the router, for one too long to be a route).
      if (answer.status === 404) expect(answer.body).toMatchObject({ code: 'PARENT_SPACE_NOT_FOUND', message: PARENT_SPACE_MESSAGES.notFound });
      else expect(typeof answer.body.message).toBe('string');
    }
    const [{ after }] = await t.db.select({ after: count() }).from(mailOutbox);
    expect(after).toBe(before);
  });

  it('keeps the token out of the logs', () => {
    expect(redactUrl('/api/parent-space/abcDEF123_-abcDEF123_-abcDEF1234/proposal/decline')).toBe('/api/parent-space/:token/proposal/decline');
    expect(redactUrl('/api/parent-space/abcDEF123_-abcDEF123_-abcDEF1234')).toBe('/api/parent-space/:token');
    expect(redactUrl('/api/parent-space/links')).toBe('/api/parent-space/links');
    expect(redactUrl('/mon-espace/abcDEF123_-abcDEF123_-abcDEF1234?x=1')).toBe('/mon-espace/:token?x=1');
  });
});
