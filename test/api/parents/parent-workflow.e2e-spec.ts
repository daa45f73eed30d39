import { eq } from 'drizzle-orm';
import { auditEvents, parentRequests } from '../../../backend/src/database/schema';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { createTestApp, type TestApp } from '../../support/app';
import { payWithDemo, proposalForm, queuedMails, submitRequest } from '../../support/parent-requests';

const list = (t: TestApp, auth: Record<string, string>, filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
  t
    .http()
    .get('/api/admin/parent-requests')
    .query({ filter: JSON.stringify(filter), ...extra })
    .set(auth)
    .expect(200);

describe("The operator's workflow on parent requests (demo payments)", () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const action = (id: string, name: string, body: object = {}) =>
    t.http().post(`/api/admin/parent-requests/${id}/${name}`).set(auth).send(body);
  const ids = (body: { id: string }[]) => body.map((r) => r.id);

  it('asks for a proposal when validating without one, and the validated proposal settles without mailing the parent', async () => {
    const id = await submitRequest(t);
    await payWithDemo(t, id);
    const first = await action(id, 'validate').expect(200);
    expect(first.body.result).toEqual({ needsProposal: true });
    expect(first.body.request.status).toBe('submitted');

    const { body } = await action(id, 'validated-proposal', proposalForm({ payment_link: '' })).expect(200);
    expect(body).toMatchObject({ status: 'accepted', status_label: 'Proposition acceptée' });
    expect(body.proposal).toMatchObject({ status: 'validated', payment_link: null });
    const templates = (await queuedMails(t, id)).map((m) => m.template);
    expect(templates).not.toContain('parent-proposal');
    expect(templates.filter((name) => name.startsWith('parent-'))).toEqual(['parent-request-received', 'parent-deposit-paid']);
    expect(ids((await list(t, auth, { tab: 'settled' })).body)).toContain(id);
  });

  it('rejects with a required reason, closes the open proposal and mails the reason', async () => {
    const id = await submitRequest(t);
    await action(id, 'proposal', proposalForm()).expect(200);
    for (const reason of [undefined, '', '   ']) {
      const { body } = await action(id, 'reject', { reason }).expect(400);
      expect(body.message).toBe('Le motif du refus est obligatoire.');
    }
    const { body } = await action(id, 'reject', { reason: 'Aucun artisan disponible à cette date' }).expect(200);
    expect(body).toMatchObject({ status: 'parent_rejected', status_label: 'Refusé par le parent', proposal: null });
    expect(body.proposals[0].status).toBe('closed');
    const refused = (await queuedMails(t, id)).find((m) => m.template === 'parent-request-refused');
    expect(refused?.text).toContain('Aucun artisan disponible à cette date');
    expect(ids((await list(t, auth, { tab: 'refused' })).body)).toContain(id);
    const again = await action(id, 'reject', { reason: 'encore' }).expect(409);
    expect(again.body.message).toBe('Seule une demande en attente de traitement ou transmise au client peut être refusée.');
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.statusAfter, 'parent_rejected'));
    expect(audit).toMatchObject({ entityId: id, action: 'reject', statusBefore: 'proposal_sent', reason: 'Aucun artisan disponible à cette date' });
  });

  it("archives with the default reason, and refuses to archive a settled request", async () => {
    const id = await submitRequest(t);
    const { body } = await action(id, 'close').expect(200);
    expect(body).toMatchObject({ status: 'admin_closed', status_label: 'Archivée' });
    const archived = (await queuedMails(t, id)).find((m) => m.template === 'parent-request-archived');
    expect(archived?.text).toContain("Archivé par l'administrateur");
    // Archiving again is allowed (from every status but accepted) and mails nobody twice.
    await action(id, 'close', { reason: 'Doublon' }).expect(200);
    expect((await queuedMails(t, id)).filter((m) => m.template === 'parent-request-archived')).toHaveLength(1);

    const settled = await submitRequest(t);
    await action(settled, 'validated-proposal', proposalForm()).expect(200);
    expect((await action(settled, 'close', { reason: 'test' }).expect(409)).body.message).toBe(
      'Cette demande ne peut pas être archivée : son anniversaire est réglé.',
    );
    for (const name of ['proposal', 'validate', 'reject']) {
      await action(settled, name, name === 'proposal' ? proposalForm() : { reason: 'x' }).expect(409);
    }
  });

  it('bulk-closes what it can and reports the others', async () => {
    const a = await submitRequest(t);
    const b = await submitRequest(t);
    const settled = await submitRequest(t);
    await action(settled, 'validated-proposal', proposalForm()).expect(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    const { body } = await t
      .http()
      .post('/api/admin/parent-requests/bulk-close')
      .set(auth)
      .send({ ids: [a, b, settled, missing], reason: 'Demandes abandonnées' })
      .expect(200);
    expect(body.closed.sort()).toEqual([a, b].sort());
    expect(body.failed).toEqual([
      { id: settled, message: expect.stringMatching(/ne peut pas être archivée/) },
      { id: missing, message: 'Demande introuvable.' },
    ]);
    const bad = await t.http().post('/api/admin/parent-requests/bulk-close').set(auth).send({ ids: [] }).expect(400);
    expect(bad.body.message).toBe('Sélectionnez au moins une demande à archiver.');
  });

  it('files each request under its tab (docs/domain.md), with counts per tab', async () => {
    const unpaid = await submitRequest(t);
    const paid = await submitRequest(t);
    await payWithDemo(t, paid);
    const before = (await t.http().get('/api/admin/parent-requests/counts').set(auth).expect(200)).body;
    expect(Object.keys(before).sort()).toEqual(['archive', 'awaiting_balance', 'deposit_paid', 'refused', 'settled']);
    expect(ids((await list(t, auth, { tab: 'archive' })).body)).toContain(unpaid);
    expect(ids((await list(t, auth, { tab: 'archive' })).body)).not.toContain(paid);
    expect(ids((await list(t, auth, { tab: 'deposit_paid' })).body)).toContain(paid);

    await action(paid, 'proposal', proposalForm()).expect(200);
    const after = (await t.http().get('/api/admin/parent-requests/counts').set(auth).expect(200)).body;
    expect(after.deposit_paid).toBe(before.deposit_paid - 1);
    expect(after.awaiting_balance).toBe(before.awaiting_balance + 1);
    // Every request of each tab is counted, and the tabs follow the other filters.
    for (const tab of Object.keys(after)) {
      const page = await list(t, auth, { tab }, { range: '[0,0]' });
      expect(page.headers['content-range']).toMatch(new RegExp(`/${after[tab]}$`));
    }
    const onlyOne = (await t.http().get('/api/admin/parent-requests/counts').query({ filter: JSON.stringify({ id: [paid] }) }).set(auth)).body;
    expect(onlyOne).toEqual({ deposit_paid: 0, awaiting_balance: 1, settled: 0, refused: 0, archive: 0 });
    await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ tab: 'nope' }) }).set(auth).expect(400);
  });

  it('searches names, e-mail, phone, child, city, postcode, dates, notes and trade, ignoring accents and case', async () => {
    const id = await submitRequest(t, {
      parent_firstname: 'Gaëlle',
      parent_lastname: "N'Diaye-Lefèvre",
      parent_email: 'gaelle.ndiaye@exemple.fr',
      parent_phone: '0798765432',
      child_firstname: 'Anaïs',
      target_city_id: '42218-42000',
      merchant_type: 'Pâtissier',
    });
    const [{ desiredDate }] = await t.db.select({ desiredDate: parentRequests.desiredDate }).from(parentRequests).where(eq(parentRequests.id, id));
    const [year, month, day] = desiredDate.split('-');
    await t.http().put(`/api/parents/${id}`).set(auth).send({ _id: id, admin_notes: 'Rappeler après 18h, allergie aux noisettes' }).expect(200);
    const queries = [
      'gaelle',
      'GAËLLE',
      'ndiaye lefevre',
      "n'diaye-lefèvre",
      'gaelle.ndiaye@exemple',
      '0798765432',
      '07 98 76 54 32',
      'anais',
      'saint-etienne',
      'SAINT ÉTIENNE',
      '42000',
      `${day}/${month}/${year}`,
      desiredDate,
      'noisettes',
      'patissier',
    ];
    for (const q of queries) {
      const { body } = await list(t, auth, { q });
      expect({ q, found: ids(body).includes(id) }).toEqual({ q, found: true });
    }
    expect(ids((await list(t, auth, { q: 'gaelle lyon' })).body)).not.toContain(id);
    expect(ids((await list(t, auth, { q: 'gae%lle' })).body)).not.toContain(id);
  });

  it('filters by status, desired date and creation date, sorts, and refuses malformed filters in French', async () => {
    const soon = await submitRequest(t, { desired_date: addDays(parisDay(), 25) });
    const later = await submitRequest(t, { desired_date: addDays(parisDay(), 200) });
    await action(later, 'close').expect(200);
    const window = { desired_date_gte: addDays(parisDay(), 24), desired_date_lte: addDays(parisDay(), 26) };
    expect(ids((await list(t, auth, window)).body)).toContain(soon);
    expect(ids((await list(t, auth, window)).body)).not.toContain(later);
    expect(ids((await list(t, auth, { status: 'admin_closed' })).body)).toContain(later);
    expect(ids((await list(t, auth, { status: ['submitted', 'proposal_sent'] })).body)).not.toContain(later);
    expect(ids((await list(t, auth, { createdAt_gte: parisDay(), id: [soon, later] })).body).sort()).toEqual([soon, later].sort());
    expect((await list(t, auth, { createdAt_lte: addDays(parisDay(), -1), id: [soon, later] })).body).toEqual([]);
    const byDate = (await list(t, auth, { id: [soon, later] }, { sort: '["desired_date","DESC"]' })).body;
    expect(ids(byDate)).toEqual([later, soon]);
    for (const filter of [{ status: 'nope' }, { desired_date_gte: 'demain' }, { isPaymentAuthorized: 'oui' }]) {
      const { body } = await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify(filter) }).set(auth).expect(400);
      expect(body.message).toMatch(/^Le filtre /);
    }
  });

  it('reads a creation-date filter as a Paris calendar day, and refuses a day the calendar does not have', async () => {
    const [early, late] = [await submitRequest(t), await submitRequest(t)];
    // 00:30 on 29 November in Paris (23:30 UTC the day before), and 23:30 on 28 November in Paris.
    await t.db.update(parentRequests).set({ createdAt: new Date('2026-11-28T23:30:00Z') }).where(eq(parentRequests.id, early));
    await t.db.update(parentRequests).set({ createdAt: new Date('2026-11-28T22:30:00Z') }).where(eq(parentRequests.id, late));
    const created = async (filter: Record<string, string>) => ids((await list(t, auth, { ...filter, id: [early, late] })).body).sort();
    expect(await created({ createdAt_gte: '2026-11-29' })).toEqual([early]);
    expect(await created({ createdAt_lte: '2026-11-28' })).toEqual([late]);
    expect(await created({ createdAt_gte: '2026-11-28', createdAt_lte: '2026-11-29' })).toEqual([early, late].sort());
    const { body } = await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ createdAt_gte: '2026-02-30' }) }).set(auth).expect(400);
    expect(body.message).toBe('Le filtre createdAt_gte doit être une date.');
  });

  it('saves the internal comment with PUT /api/parents/{id}, ignoring the other fields sent', async () => {
    const id = await submitRequest(t);
    const { body } = await t
      .http()
      .put(`/api/parents/${id}`)
      .set(auth)
      .send({ _id: id, admin_notes: 'Famille très sympathique', status: 'accepted', parent_lastname: 'Pirate' })
      .expect(200);
    expect(body).toMatchObject({ admin_notes: 'Famille très sympathique', status: 'submitted', parent_lastname: 'Lefèvre' });
    const tooLong = await t.http().put(`/api/parents/${id}`).set(auth).send({ admin_notes: 'x'.repeat(5001) }).expect(400);
    expect(tooLong.body.message).toBe('Le commentaire ne doit pas dépasser 5000 caractères.');
    await t.http().put(`/api/parents/${id}`).set(auth).send({ _id: '00000000-0000-4000-8000-000000000000', admin_notes: 'x' }).expect(400);
    await t.http().put('/api/parents/00000000-0000-4000-8000-000000000000').set(auth).send({ admin_notes: 'x' }).expect(404);
  });

  it('checks proposal fields with French messages', async () => {
    const id = await submitRequest(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ establishment_name: '' }, "Le nom de l'établissement est obligatoire."],
      [{ address: undefined }, "L'adresse de l'établissement est obligatoire."],
      [{ date: undefined }, "La date de l'atelier est obligatoire."],
      [{ date: 'demain' }, "La date de l'atelier doit être une date valide."],
      [{ payment_link: 'ftp://paiement.fr' }, 'Veuillez entrer une URL valide (commençant par http:// ou https://)'],
      [{ payment_link: 'paiement.fr/solde' }, 'Veuillez entrer une URL valide (commençant par http:// ou https://)'],
    ];
    for (const [overrides, message] of cases) {
      const { body } = await action(id, 'proposal', proposalForm(overrides)).expect(400);
      expect(body.message).toBe(message);
      await action(id, 'validated-proposal', proposalForm(overrides)).expect(400);
    }
    await action(id, 'proposal', proposalForm({ payment_link: 'http://paiement.local/solde' })).expect(200);
  });

  it('lets exactly one of ten concurrent proposals through', async () => {
    const id = await submitRequest(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => action(id, 'proposal', proposalForm({ establishment_name: `Boulangerie ${i}` }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.code).toBe('PROPOSAL_EXISTS');
    const { body } = await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200);
    expect(body.proposals).toHaveLength(1);
    expect((await queuedMails(t, id)).filter((m) => m.template === 'parent-proposal')).toHaveLength(1);
  });

  it('answers 404 in French for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-uuid']) {
      const { body } = await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(404);
      expect(body.message).toBe('Demande introuvable.');
      await action(id, 'close').expect(404);
    }
  });

  it('answers 401 on every operator route without a valid token', async () => {
    const id = await submitRequest(t);
    const routes: [string, string][] = [
      ['get', '/api/admin/parent-requests'],
      ['get', '/api/admin/parent-requests/counts'],
      ['get', `/api/admin/parent-requests/${id}`],
      ['post', `/api/admin/parent-requests/${id}/proposal`],
      ['post', `/api/admin/parent-requests/${id}/validate`],
      ['post', `/api/admin/parent-requests/${id}/validated-proposal`],
      ['post', `/api/admin/parent-requests/${id}/reject`],
      ['post', `/api/admin/parent-requests/${id}/close`],
      ['post', '/api/admin/parent-requests/bulk-close'],
      ['put', `/api/parents/${id}`],
    ];
    for (const [method, path] of routes) {
      for (const header of [undefined, 'Bearer faux.jeton.jwt']) {
        const call = (t.http() as unknown as Record<string, (p: string) => import('supertest').Test>)[method](path);
        if (header) call.set('Authorization', header);
        const { body } = await call.send(method === 'get' ? undefined : { reason: 'x', ids: [id], admin_notes: 'x' }).expect(401);
        expect(typeof body.message).toBe('string');
      }
    }
    const { body } = await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200);
    expect(body).toMatchObject({ status: 'submitted', admin_notes: null });
  });
});
