import { eq } from 'drizzle-orm';
import { auditEvents } from '../../backend/src/audit/audit.schema';
import { AdminAccountsService } from '../../backend/src/admin-accounts/admin-accounts.service';
import { admins } from '../../backend/src/auth/auth.schema';
import { createTestApp, type TestApp } from '../support/app';

const api = '/api/admin/admins';
const STRONG = 'pétrin vélo cerise 1987';
const OTHER_STRONG = 'ardoise grenier musique 42';
const WEAK_START = 'Le mot de passe est trop faible';

describe('Operator accounts (/api/admin/admins)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let firstAdminId: string;
  // Each sign-in from its own address: the login throttle counts tries per address.
  let nextIp = 1;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.adminAuth();
    firstAdminId = (await t.http().get('/api/admin/me').set(auth).expect(200)).body.id;
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.http().post('/api/admin/login').set('X-Forwarded-For', `10.9.0.${nextIp++}`).send({ email, password });
  const bearer = async (email: string, password: string) => ({
    Authorization: `Bearer ${(await login(email, password).expect(200)).body.token as string}`,
  });
  const create = (body: object) => t.http().post(api).set(auth).send(body);
  const update = (id: string, body: object, as = auth) => t.http().put(`${api}/${id}`).set(as).send(body);
  const rowCounts = async () => ({
    admins: (await t.db.select().from(admins)).length,
    audit: (await t.db.select().from(auditEvents)).length,
  });
  const historyOf = async (id: string) =>
    (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.createdAt)).map((e) => [
      e.entityType,
      e.action,
      e.actor,
      e.statusBefore,
      e.statusAfter,
    ]);

  it('answers 401 on every route without a valid token, and changes nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const before = await rowCounts();
    for (const authorization of [undefined, 'Bearer abc.def.ghi']) {
      const requests = [
        t.http().get(api),
        t.http().get(`${api}/${id}`),
        t.http().post(api).send({ email: 'intrus@test.fr', password: STRONG }),
        t.http().put(`${api}/${id}`).send({ disabled: true }),
      ];
      for (const request of requests) {
        if (authorization) request.set('Authorization', authorization);
        const response = await request.expect(401);
        expect(response.body.message).toMatch(/^(Authentification requise|Session expirée ou invalide)/);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('creates an enabled admin with a lower-cased e-mail, who can sign in; the answer never holds a password', async () => {
    const before = await rowCounts();
    const { body } = await create({ email: '  Nouvelle.Operatrice@Test.FR', password: STRONG }).expect(201);
    expect(body).toEqual({
      _id: body.id,
      id: body.id,
      email: 'nouvelle.operatrice@test.fr',
      disabled: false,
      createdAt: expect.any(String),
      lastLoginAt: null,
    });
    expect(await rowCounts()).toEqual({ admins: before.admins + 1, audit: before.audit + 1 });
    expect(await historyOf(body.id)).toEqual([['admin', 'create', firstAdminId, null, 'enabled']]);
    const me = await t.http().get('/api/admin/me').set(await bearer('NOUVELLE.operatrice@test.fr', STRONG)).expect(200);
    expect(me.body.email).toBe('nouvelle.operatrice@test.fr');
    const shown = await t.http().get(`${api}/${body.id}`).set(auth).expect(200);
    expect(shown.body.lastLoginAt).toEqual(expect.any(String));
    expect(JSON.stringify(shown.body)).not.toMatch(/password|argon2/i);
  });

  it.each([
    [{}, "L'adresse e-mail est obligatoire."],
    [{ email: 'pas-un-email', password: STRONG }, "L'adresse e-mail est invalide."],
    [{ email: 'x@test.fr' }, 'Le mot de passe est obligatoire.'],
    [{ email: 'x@test.fr', password: 42 }, 'Le mot de passe est invalide.'],
    [{ email: 'x@test.fr', password: 'a'.repeat(201) }, 'Le mot de passe ne doit pas dépasser 200 caractères.'],
  ])('refuses the body %j with a French 400 and no row', async (body, message) => {
    const before = await rowCounts();
    const response = await create(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it.each(['court1', 'motdepasse123', 'azerty123456', 'boulangerie2024', 'faible.compte@test.fr'])(
    'refuses the weak password %s with a French 400 and no row',
    async (password) => {
      const before = await rowCounts();
      const response = await create({ email: 'faible.compte@test.fr', password }).expect(400);
      expect(response.body.message).toMatch(new RegExp(`^${WEAK_START}`));
      expect(response.body.errors).toEqual([{ field: 'password', message: response.body.message }]);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('refuses an e-mail already taken, whatever its case, with a French 409 and no row', async () => {
    await create({ email: 'doublon@test.fr', password: STRONG }).expect(201);
    const before = await rowCounts();
    for (const email of ['doublon@test.fr', 'DOUBLON@test.fr', 'ADMIN@TEST.FR']) {
      const response = await create({ email, password: STRONG }).expect(409);
      expect(response.body).toMatchObject({ message: 'Un administrateur existe déjà avec cette adresse e-mail.', code: 'ADMIN_EXISTS' });
    }
    expect(await rowCounts()).toEqual(before);
  });

  describe('list', () => {
    beforeAll(async () => {
      for (const email of ['liste.a@test.fr', 'liste.b@test.fr', 'liste.c@test.fr']) await create({ email, password: STRONG }).expect(201);
      const c = (await t.http().get(api).set(auth).query({ filter: JSON.stringify({ q: 'liste.c' }) })).body[0];
      await update(c.id, { disabled: true }).expect(200);
    });

    it('answers every account by e-mail with Content-Range, or one page of it', async () => {
      const all = await t.http().get(api).set(auth).expect(200);
      const emails = all.body.map((a: { email: string }) => a.email);
      expect(emails).toEqual([...emails].sort());
      expect(all.headers['content-range']).toBe(`admins 0-${emails.length - 1}/${emails.length}`);
      const page = await t.http().get(api).set(auth).query({ sort: JSON.stringify(['email', 'DESC']), range: '[1,2]' }).expect(200);
      expect(page.body.map((a: { email: string }) => a.email)).toEqual([...emails].sort().reverse().slice(1, 3));
      expect(page.headers['content-range']).toBe(`admins 1-2/${emails.length}`);
      expect(JSON.stringify(all.body)).not.toMatch(/password/i);
    });

    it('filters on part of the e-mail (any case), on the state, and on ids', async () => {
      const list = (filter: object) => t.http().get(api).set(auth).query({ filter: JSON.stringify(filter) }).expect(200);
      const found = await list({ q: 'LISTE.' });
      expect(found.body.map((a: { email: string }) => a.email)).toEqual(['liste.a@test.fr', 'liste.b@test.fr', 'liste.c@test.fr']);
      expect(found.headers['content-range']).toBe('admins 0-2/3');
      expect((await list({ q: 'liste', disabled: true })).body.map((a: { email: string }) => a.email)).toEqual(['liste.c@test.fr']);
      expect((await list({ q: 'liste', disabled: 'false' })).body).toHaveLength(2);
      expect((await list({ q: '%' })).body).toEqual([]);
      expect((await list({ id: [firstAdminId, 'pas-un-uuid'] })).body.map((a: { id: string }) => a.id)).toEqual([firstAdminId]);
    });

    it.each([
      [{ sort: '["passwordHash","ASC"]' }, 'Le tri sur le champ « passwordHash » n\'est pas possible.'],
      [{ range: '[0' }, 'Le paramètre range doit être du JSON valide.'],
      [{ filter: '{"disabled":"peut-être"}' }, 'Le filtre disabled doit valoir true ou false.'],
      [{ filter: '{"q":42}' }, 'Le filtre q est invalide.'],
    ])('refuses the query %j with a French 400', async (query, message) => {
      expect((await t.http().get(api).set(auth).query(query).expect(400)).body.message).toBe(message);
    });
  });

  it('answers a French 404 for an unknown or malformed id, on reading and on changing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-uuid']) {
      expect((await t.http().get(`${api}/${id}`).set(auth).expect(404)).body.message).toBe('Administrateur introuvable.');
      expect((await update(id, { disabled: true }).expect(404)).body.message).toBe('Administrateur introuvable.');
    }
  });

  it('resets a password: the old one is refused, the sessions opened with it are closed, the new one accepted, one audit row', async () => {
    const { body: created } = await create({ email: 'reset@test.fr', password: STRONG }).expect(201);
    // Opened just before the reset, most likely in the same second (a token's iat counts whole seconds).
    const oldSession = await bearer('reset@test.fr', STRONG);
    const { body } = await update(created.id, { password: OTHER_STRONG, email: 'ignore@test.fr', id: created.id }).expect(200);
    expect(body).toMatchObject({ email: 'reset@test.fr', disabled: false });
    expect((await t.http().get('/api/admin/me').set(oldSession).expect(401)).body.message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
    expect((await login('reset@test.fr', STRONG).expect(401)).body.message).toBe('Identifiants invalides');
    await login('reset@test.fr', OTHER_STRONG).expect(200);
    await t.http().get('/api/admin/me').set(await bearer('reset@test.fr', OTHER_STRONG)).expect(200);
    expect(await historyOf(created.id)).toEqual([
      ['admin', 'create', firstAdminId, null, 'enabled'],
      ['admin', 'reset_password', firstAdminId, null, null],
    ]);
  });

  it('refuses a weak new password or an empty change with a French 400, and keeps the old password', async () => {
    const { body: created } = await create({ email: 'garde@test.fr', password: STRONG }).expect(201);
    const before = await rowCounts();
    expect((await update(created.id, { password: 'garde2024' }).expect(400)).body.message).toMatch(new RegExp(`^${WEAK_START}`));
    expect((await update(created.id, {}).expect(400)).body.message).toBe('Indiquez un nouveau mot de passe ou le nouvel état du compte.');
    expect((await update(created.id, { disabled: 'oui' }).expect(400)).body.message).toBe('Le champ « désactivé » doit valoir true ou false.');
    // null is not "left out": it answered 500 (a NOT NULL column, a password check reading null).
    expect((await update(created.id, { disabled: null }).expect(400)).body.message).toBe('Le champ « désactivé » doit valoir true ou false.');
    expect((await update(created.id, { password: null }).expect(400)).body.message).toBe('Le mot de passe est obligatoire.');
    expect(await rowCounts()).toEqual(before);
    await login('garde@test.fr', STRONG).expect(200);
  });

  it('disables an admin: their token stops working at once and they cannot sign in; enabling them again lets them back', async () => {
    const { body: created } = await create({ email: 'desactive@test.fr', password: STRONG }).expect(201);
    const theirs = await bearer('desactive@test.fr', STRONG);
    await t.http().get(api).set(theirs).expect(200);

    const { body } = await update(created.id, { disabled: true }).expect(200);
    expect(body.disabled).toBe(true);
    const refused = await t.http().get(api).set(theirs).expect(401);
    expect(refused.body.message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
    expect((await login('desactive@test.fr', STRONG).expect(401)).body.message).toBe('Identifiants invalides');
    // Disabling twice changes nothing and writes no second row.
    await update(created.id, { disabled: true }).expect(200);

    expect((await update(created.id, { disabled: false }).expect(200)).body.disabled).toBe(false);
    await t.http().get('/api/admin/me').set(await bearer('desactive@test.fr', STRONG)).expect(200);
    expect(await historyOf(created.id)).toEqual([
      ['admin', 'create', firstAdminId, null, 'enabled'],
      ['admin', 'disable', firstAdminId, 'enabled', 'disabled'],
      ['admin', 'enable', firstAdminId, 'disabled', 'enabled'],
    ]);
  });

  it('refuses that an admin disables themselves, with a French 409 and no change', async () => {
    const before = await rowCounts();
    const response = await update(firstAdminId, { disabled: true }).expect(409);
    expect(response.body).toMatchObject({ message: 'Vous ne pouvez pas désactiver votre propre compte.', code: 'ADMIN_SELF_DISABLE' });
    expect(await rowCounts()).toEqual(before);
    await t.http().get('/api/admin/me').set(auth).expect(200);
  });

  it('never disables the last enabled admin, even when the one asking was disabled meanwhile', async () => {
    // Over HTTP the one asking is enabled, so this can only happen in a race: the service is called as such a caller.
    const { body: other } = await create({ email: 'concurrent@test.fr', password: STRONG }).expect(201);
    const enabled = (await t.http().get(api).set(auth).query({ filter: JSON.stringify({ disabled: false }) })).body;
    for (const admin of enabled) if (admin.id !== firstAdminId) await update(admin.id, { disabled: true }).expect(200);
    const before = await rowCounts();
    await expect(t.app.get(AdminAccountsService).update(firstAdminId, { disabled: true }, other.id)).rejects.toMatchObject({
      response: { message: 'Le dernier administrateur actif ne peut pas être désactivé.', code: 'ADMIN_LAST_ENABLED' },
      status: 409,
    });
    expect(await rowCounts()).toEqual(before);
    await t.http().get('/api/admin/me').set(auth).expect(200);
  });
});
