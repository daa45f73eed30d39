import { eq, like, not } from 'drizzle-orm';
import { MAX_CHILDREN_MESSAGE, TERMS_VERSIONS } from '@ptits-mitrons/domain';
import { auditEvents, mailOutbox, merchantRequests } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../../support/app';
import { DIJON, LYON_1, merchantForm, setStatus, submitMerchant } from '../../support/merchant-requests';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

describe('Operator review of merchant applications (/api/admin/merchant-requests)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No reCAPTCHA settings: the bot check is skipped outside production.
    t = await createTestApp({ env: { SMTP_URL: smtp.url, RECAPTCHA_PROJECT_ID: undefined, RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_API_KEY: undefined } });
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const api = '/api/admin/merchant-requests';
  const setStatusHttp = (id: string, body: object) => t.http().put(`${api}/${id}/status`).set(auth).send(body);
  const mailsOf = async (id: string) =>
    (await t.db.select().from(mailOutbox)).filter((m) => m.dedupKey.endsWith(id)).map((m) => m.template).sort();
  const historyOf = async (id: string) =>
    (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.createdAt)).map((e) => [e.action, e.statusBefore, e.statusAfter]);

  it('answers 401 on every operator route without a valid token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      t.http().get(api),
      t.http().get(`${api}/counts`),
      t.http().get(`${api}/${id}`),
      t.http().put(`${api}/${id}`).send(merchantForm()),
      t.http().put(`${api}/${id}/status`).send({ status: 'active' }),
      t.http().post(`${api}/bulk-status`).send({ ids: [id], status: 'active' }),
    ];
    for (const request of routes) {
      const response = await request.expect(401);
      expect(response.body.message).toMatch(/^(Authentification requise|Session expirée ou invalide)/);
    }
    const forged = await t.http().get(api).set('Authorization', 'Bearer abc.def.ghi').expect(401);
    expect(forged.body.message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
  });

  it('shows an application with its sector and city populated, its status label and severity', async () => {
    const id = await submitMerchant(t, { available_days: ['Lundi'], available_hours: ['09:00'] });
    const { body } = await t.http().get(`${api}/${id}`).set(auth).expect(200);
    expect(body).toEqual({
      _id: id,
      id,
      establishment_name: 'Boulangerie du Parc',
      activity_sector_id: { _id: 'boulanger', nom: 'Boulanger' },
      address: '3 rue des Forges',
      city_id: { _id: DIJON, nom: 'Dijon', code_postal: '21000' },
      manager_firstname: 'Jeanne',
      manager_lastname: 'Martin',
      email: 'jeanne.martin@example.fr',
      phone: '0612345678',
      description: 'Fournil ouvert sur la boutique, atelier possible le mercredi.',
      capacity: 45,
      max_children: 8,
      available_days: ['Lundi'],
      available_hours: ['09:00'],
      days_off: [],
      space_link_sent_at: null,
      status: 'pending_validation',
      status_label: 'En attente',
      status_severity: 'warning',
      rejectionReason: null,
      terms_accepted_at: expect.any(String),
      cgu_version: TERMS_VERSIONS.cgu,
      artisan_terms_version: TERMS_VERSIONS.artisans,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await t.http().get(`${api}/00000000-0000-4000-8000-000000000000`).set(auth).expect(404);
    const notAnId = await t.http().get(`${api}/pas-un-identifiant`).set(auth).expect(404);
    expect(notAnId.body.message).toBe('Cette candidature est introuvable.');
  });

  describe('list, filters, search and counts', () => {
    let ids: Record<string, string>;
    beforeAll(async () => {
      await t.db.delete(merchantRequests);
      ids = {
        eclair: await submitMerchant(t, { establishment_name: 'Pâtisserie Éclair', activity_sector_id: 'patissier', city_id: LYON_1, email: 'eclair@example.fr', phone: '0478000001' }),
        fournil: await submitMerchant(t, { establishment_name: 'Le Fournil', description: 'Pain au levain cuit au feu de bois' }),
        poterie: await submitMerchant(t, { establishment_name: 'Atelier Terre', activity_sector_id: 'potier', manager_lastname: "N'Diaye-Lefèvre" }),
      };
      await setStatus(t, ids.fournil, 'active');
      await setStatus(t, ids.poterie, 'rejected');
    });
    const list = (query: Record<string, unknown>) =>
      t.http().get(api).set(auth).query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])));
    const names = (body: Array<{ establishment_name: string }>) => body.map((m) => m.establishment_name).sort();

    it('answers the whole list newest first, with Content-Range, or one page', async () => {
      const all = await list({}).expect(200);
      expect(all.body.map((m: { id: string }) => m.id)).toEqual([ids.poterie, ids.fournil, ids.eclair]);
      expect(all.headers['content-range']).toBe('merchant-requests 0-2/3');
      const page = await list({ range: [1, 1], sort: ['establishment_name', 'ASC'] }).expect(200);
      expect(names(page.body)).toEqual(['Le Fournil']);
      expect(page.headers['content-range']).toBe('merchant-requests 1-1/3');
      const many = await list({ filter: { id: [ids.eclair, ids.poterie] } }).expect(200);
      expect(names(many.body)).toEqual(['Atelier Terre', 'Pâtisserie Éclair']);
    });

    it.each([
      [{ status: 'active' }, ['Le Fournil']],
      [{ status: 'rejected' }, ['Atelier Terre']],
      [{ activity_sector_id: 'patissier' }, ['Pâtisserie Éclair']],
      [{ city_id: LYON_1 }, ['Pâtisserie Éclair']],
      [{ q: 'ECLAIR' }, ['Pâtisserie Éclair']],
      [{ q: 'patisserie eclair' }, ['Pâtisserie Éclair']],
      [{ q: 'ndiaye' }, []],
      [{ q: 'n diaye lefevre' }, ['Atelier Terre']],
      [{ q: '0478000001' }, ['Pâtisserie Éclair']],
      [{ q: 'eclair@example' }, ['Pâtisserie Éclair']],
      [{ q: 'dijon' }, ['Atelier Terre', 'Le Fournil']],
      [{ q: '69001' }, ['Pâtisserie Éclair']],
      [{ q: 'LEVAIN' }, ['Le Fournil']],
      [{ q: '100%' }, []],
      [{ createdAt_gte: '2000-01-01', createdAt_lte: new Date(Date.now() + 86_400_000).toISOString() }, ['Atelier Terre', 'Le Fournil', 'Pâtisserie Éclair']],
      [{ createdAt_lte: '2000-01-01' }, []],
    ])('filters %j', async (filter, expected) => {
      const { body } = await list({ filter }).expect(200);
      expect(names(body)).toEqual(expected);
    });

    it('refuses an unreadable date filter with a French 400', async () => {
      const response = await list({ filter: { createdAt_gte: 'hier' } }).expect(400);
      expect(response.body.message).toBe('Le filtre createdAt_gte doit être une date.');
    });

    it('counts per status following the other filters', async () => {
      expect((await t.http().get(`${api}/counts`).set(auth).expect(200)).body).toEqual({ pending_validation: 1, active: 1, rejected: 1 });
      const dijon = await t.http().get(`${api}/counts`).set(auth).query({ filter: JSON.stringify({ city_id: DIJON, status: 'active' }) }).expect(200);
      expect(dijon.body).toEqual({ pending_validation: 0, active: 1, rejected: 1 });
    });
  });

  describe('edit', () => {
    const edited = (overrides: Record<string, unknown> = {}) =>
      merchantForm({ establishment_name: 'Boulangerie Renommée', phone: '0700000000', recaptchaToken: undefined, ...overrides });

    it.each(['pending_validation', 'active'])('saves every field of a %s application, keeping its status', async (status) => {
      const id = await submitMerchant(t);
      await setStatus(t, id, status);
      const { body } = await t
        .http()
        .put(`${api}/${id}`)
        .set(auth)
        // The back office may send the populated references back as they were read.
        .send(edited({ activity_sector_id: { _id: 'chocolatier', nom: 'Chocolatier' }, city_id: { _id: LYON_1, nom: 'Lyon', code_postal: '69001' }, available_days: [], status: 'rejected', id: 'autre' }))
        .expect(200);
      expect(body).toMatchObject({
        id,
        establishment_name: 'Boulangerie Renommée',
        phone: '0700000000',
        activity_sector_id: { _id: 'chocolatier', nom: 'Chocolatier' },
        city_id: { _id: LYON_1, nom: 'Lyon', code_postal: '69001' },
        status,
      });
      const search = await t.http().get(api).set(auth).query({ filter: JSON.stringify({ q: 'renommee lyon' }) }).expect(200);
      expect(search.body.map((m: { id: string }) => m.id)).toContain(id);
      expect(await historyOf(id)).toEqual([
        ['create', null, 'pending_validation'],
        ['update', status, status],
      ]);
    });

    it('keeps the number of children when it is left out, and refuses null with a French 400 (it answered 500)', async () => {
      const id = await submitMerchant(t);
      await t.http().put(`${api}/${id}`).set(auth).send(edited({ max_children: 8 })).expect(200);
      expect((await t.http().put(`${api}/${id}`).set(auth).send(edited()).expect(200)).body.max_children).toBe(8);
      const refused = await t.http().put(`${api}/${id}`).set(auth).send(edited({ max_children: null, establishment_name: 'Jamais enregistré' })).expect(400);
      expect(refused.body.message).toBe(MAX_CHILDREN_MESSAGE);
      const [row] = await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id));
      expect([row.establishmentName, row.maxChildren]).toEqual(['Boulangerie Renommée', 8]);
    });

    it('refuses to edit a rejected application with a French 409', async () => {
      const id = await submitMerchant(t);
      await setStatus(t, id, 'rejected');
      const response = await t.http().put(`${api}/${id}`).set(auth).send(edited()).expect(409);
      expect(response.body.message).toBe('Une candidature « Refusé » ne peut plus être modifiée.');
      const [row] = await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id));
      expect(row.establishmentName).toBe('Boulangerie du Parc');
    });

    it.each([
      [{ description: '' }, 'Les commentaires sont obligatoires.'],
      [{ description: undefined }, 'Les commentaires sont obligatoires.'],
      [{ phone: '12345' }, 'Veuillez entrer un numéro de téléphone valide (10 chiffres)'],
      [{ city_id: { _id: 'inconnue' } }, 'Veuillez choisir une ville dans la liste des suggestions.'],
      [{ capacity: 0 }, 'La capacité doit être un nombre supérieur ou égal à 1.'],
      [{ available_hours: ['24:00'] }, 'Les créneaux de disponibilité doivent être des demi-heures de 08:00 à 23:30.'],
    ])('refuses %j with its French message', async (overrides, message) => {
      const id = await submitMerchant(t);
      const response = await t.http().put(`${api}/${id}`).set(auth).send(edited(overrides)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('answers 404 for an unknown application', async () => {
      await t.http().put(`${api}/00000000-0000-4000-8000-000000000000`).set(auth).send(edited()).expect(404);
    });
  });

  describe('approve and reject', () => {
    it('approves a pending application, queues the approval mail and records who did it', async () => {
      const id = await submitMerchant(t);
      const { body } = await setStatusHttp(id, { status: 'active' }).expect(200);
      expect(body).toMatchObject({ id, status: 'active', status_label: 'Validé', status_severity: 'success', rejectionReason: null });
      expect(await mailsOf(id)).toEqual(['merchant-application-received', 'merchant-approved', 'operator-new-merchant-application']);
      const history = await t.http().get('/api/admin/audit').set(auth).query({ filter: JSON.stringify({ entity_id: id }) }).expect(200);
      expect(history.body.map((e: { action: string; actor_label: string; status_before: string | null; status_after: string }) => [e.action, e.actor_label, e.status_before, e.status_after])).toEqual([
        ['create', 'public', null, 'pending_validation'],
        ['approve', 'admin@test.fr', 'pending_validation', 'active'],
      ]);

      // Only this application's mails are left to send.
      await t.db.delete(mailOutbox).where(not(like(mailOutbox.dedupKey, `%${id}`)));
      smtp.messages.splice(0);
      await t.app.get(MailWorker).processDue();
      const approval = (await smtp.waitForMessages(1)).find((m) => m.parsed.subject?.startsWith('Bienvenue'))!;
      expect(approval.to).toEqual(['jeanne.martin@example.fr']);
      expect(approval.parsed.text).toContain('la candidature de Boulangerie du Parc est validée');

      const again = await setStatusHttp(id, { status: 'active' }).expect(409);
      expect(again.body.message).toBe('Cette candidature est déjà « Validé ».');
      const reject = await setStatusHttp(id, { status: 'rejected', rejectionReason: 'Trop tard' }).expect(409);
      expect(reject.body.message).toBe('Une candidature « Validé » ne peut pas passer à « Refusé ».');
    });

    it('rejects a pending application with its reason, and the refusal mail carries the reason', async () => {
      const id = await submitMerchant(t);
      const { body } = await setStatusHttp(id, { status: 'rejected', rejectionReason: '  Zone déjà couverte  ' }).expect(200);
      expect(body).toMatchObject({ status: 'rejected', status_label: 'Refusé', status_severity: 'error', rejectionReason: 'Zone déjà couverte' });
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, `merchant-refused:${id}`));
      expect(mail.text).toContain('Motif : Zone déjà couverte');
      expect(await historyOf(id)).toEqual([
        ['create', null, 'pending_validation'],
        ['reject', 'pending_validation', 'rejected'],
      ]);
      const approve = await setStatusHttp(id, { status: 'active' }).expect(409);
      expect(approve.body.message).toBe('Une candidature « Refusé » ne peut pas passer à « Validé ».');
    });

    it.each([
      [{ status: 'rejected' }, 400, 'Le motif du refus est obligatoire.'],
      [{ status: 'rejected', rejectionReason: '   ' }, 400, 'Le motif du refus est obligatoire.'],
      [{ status: 'rejected', rejectionReason: 12 }, 400, 'Le motif du refus est obligatoire.'],
      [{ status: 'archived' }, 400, 'Le statut demandé est inconnu (pending_validation, active ou rejected).'],
      [{}, 400, 'Le statut est obligatoire.'],
      [{ status: 'pending_validation' }, 409, 'Cette candidature est déjà « En attente ».'],
    ])('refuses %j with a French %i and changes nothing', async (body, status, message) => {
      const id = await submitMerchant(t);
      const response = await setStatusHttp(id, body).expect(status);
      expect(response.body.message).toBe(message);
      const [row] = await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id));
      expect(row.status).toBe('pending_validation');
      expect(await mailsOf(id)).toEqual(['merchant-application-received', 'operator-new-merchant-application']);
    });

    it('lets exactly one of a concurrent approve and reject win', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await submitMerchant(t);
        const [approve, reject] = await Promise.all([
          setStatusHttp(id, { status: 'active' }),
          setStatusHttp(id, { status: 'rejected', rejectionReason: 'Dossier incomplet' }),
        ]);
        expect([approve.status, reject.status].sort()).toEqual([200, 409]);
        const winner = approve.status === 200 ? 'active' : 'rejected';
        const [row] = await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id));
        expect(row.status).toBe(winner);
        expect(row.rejectionReason).toBe(winner === 'rejected' ? 'Dossier incomplet' : null);
        const decisions = (await historyOf(id)).filter(([action]) => action !== 'create');
        expect(decisions).toEqual([[winner === 'active' ? 'approve' : 'reject', 'pending_validation', winner]]);
        expect(await mailsOf(id)).toEqual(
          ['merchant-application-received', 'operator-new-merchant-application', winner === 'active' ? 'merchant-approved' : 'merchant-refused'].sort(),
        );
      }
    });
  });

  describe('bulk', () => {
    it('approves what it can and reports per id what it could not', async () => {
      const pending = [await submitMerchant(t), await submitMerchant(t)];
      const active = await submitMerchant(t);
      await setStatus(t, active, 'active');
      const rejected = await submitMerchant(t);
      await setStatus(t, rejected, 'rejected');
      const unknown = '00000000-0000-4000-8000-000000000000';
      const { body } = await t
        .http()
        .post(`${api}/bulk-status`)
        .set(auth)
        .send({ ids: [...pending, active, rejected, unknown], status: 'active' })
        .expect(200);
      expect(body.data.sort()).toEqual([...pending].sort());
      expect(body.failed).toEqual([
        { id: active, message: 'Cette candidature est déjà « Validé ».' },
        { id: rejected, message: 'Une candidature « Refusé » ne peut pas passer à « Validé ».' },
        { id: unknown, message: 'Cette candidature est introuvable.' },
      ]);
      for (const id of pending) expect(await mailsOf(id)).toContain('merchant-approved');
      expect(await mailsOf(active)).not.toContain('merchant-approved');
    });

    it('rejects in bulk with the reason, and requires it', async () => {
      const ids = [await submitMerchant(t), await submitMerchant(t)];
      const missing = await t.http().post(`${api}/bulk-status`).set(auth).send({ ids, status: 'rejected' }).expect(400);
      expect(missing.body.message).toBe('Le motif du refus est obligatoire.');
      const { body } = await t.http().post(`${api}/bulk-status`).set(auth).send({ ids, status: 'rejected', rejectionReason: 'Hors zone' }).expect(200);
      expect(body).toEqual({ data: ids, failed: [] });
      const rows = await t.db.select().from(merchantRequests).where(eq(merchantRequests.rejectionReason, 'Hors zone'));
      expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    });

    it.each([
      [{ ids: [], status: 'active' }, 'Sélectionnez au moins une candidature.'],
      [{ status: 'active' }, 'Sélectionnez au moins une candidature.'],
      [{ ids: ['pas-un-id'], status: 'active' }, 'Chaque identifiant doit être un identifiant de candidature.'],
      [{ ids: 'abc', status: 'active' }, 'La liste des candidatures est invalide.'],
    ])('refuses %j with a French 400', async (body, message) => {
      const response = await t.http().post(`${api}/bulk-status`).set(auth).send(body).expect(400);
      expect(response.body.message).toBe(message);
    });
  });
});
