import { JwtService } from '@nestjs/jwt';
import { LOGIN_TRIES, TOO_MANY_ACCOUNT_LOGINS, TOO_MANY_LOGINS } from '../../backend/src/auth/login-throttle';
import { createTestApp, type TestApp } from '../support/app';

describe('Connexion administrateur', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: unknown, ip = '10.0.0.1') =>
    t.http().post('/api/admin/login').set('X-Forwarded-For', ip).send(body as object);

  it('gives a token that opens GET /api/admin/me', async () => {
    const { body } = await login({ email: 'ADMIN@test.fr', password: 'mot-de-passe-admin-test' }).expect(200);
    expect(typeof body.token).toBe('string');
    const me = await t.http().get('/api/admin/me').set('Authorization', `Bearer ${body.token}`).expect(200);
    expect(me.body).toMatchObject({ email: 'admin@test.fr', type: 'Administrateurs' });
  });

  it('answers the same French 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email: 'admin@test.fr', password: 'mauvais' }, '10.0.0.2').expect(401);
    const unknown = await login({ email: 'inconnu@test.fr', password: 'mauvais' }, '10.0.0.2').expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Identifiants invalides', error: 'Unauthorized' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{}, "L'adresse e-mail est obligatoire."],
    [{ email: 'pas-un-email', password: 'x' }, "L'adresse e-mail est invalide."],
    [{ email: 'admin@test.fr' }, 'Le mot de passe est obligatoire.'],
    [{ email: 42, password: 'x' }, "L'adresse e-mail est invalide."],
    [{ email: 'admin@test.fr', password: ['x'] }, 'Le mot de passe est invalide.'],
  ])('refuses the body %j with a French 400', async (body, message) => {
    const response = await login(body, '10.0.0.3').expect(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[0].message).toBe(message);
  });

  it('refuses a body that is not JSON with a French 400, never a 500', async () => {
    const response = await t
      .http()
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', '10.0.0.4')
      .send('{"email":')
      .expect(400);
    expect(response.body.message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('answers 401 without a token, with a malformed, tampered or expired one', async () => {
    const valid = (await login({ email: 'admin@test.fr', password: 'mot-de-passe-admin-test' }, '10.0.0.5')).body.token as string;
    const [header, payload] = valid.split('.');
    const jwt = new JwtService({ secret: process.env.JWT_SECRET });
    const expired = await jwt.signAsync({ sub: 'x', email: 'admin@test.fr', exp: Math.floor(Date.now() / 1000) - 60 });
    const otherKey = await new JwtService({ secret: 'une-autre-cle-secrete-tout-aussi-longue-0123456' }).signAsync({ sub: 'x' });
    // Rightly signed for the real admin, but not carrying their current password version.
    const { sub, email, pwd } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; email: string; pwd: number };
    const withoutVersion = await jwt.signAsync({ sub, email });
    const staleVersion = await jwt.signAsync({ sub, email, pwd: pwd - 1 });
    await t.http().get('/api/admin/me').set('Authorization', `Bearer ${await jwt.signAsync({ sub, email, pwd })}`).expect(200);
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      `Bearer ${header}.${payload}.forged`,
      `Bearer ${expired}`,
      `Bearer ${otherKey}`,
      `Bearer ${withoutVersion}`,
      `Bearer ${staleVersion}`,
    ]) {
      const request = t.http().get('/api/admin/me');
      if (authorization) request.set('Authorization', authorization);
      const response = await request.expect(401);
      expect(response.body.message).toMatch(/Authentification requise|Session expirée ou invalide/);
    }
  });

  it('throttles the 11th try in a row with a French 429', async () => {
    for (let i = 0; i < 10; i++) await login({ email: 'cible@test.fr', password: `essai-${i}` }, '10.0.1.1').expect(401);
    const blocked = await login({ email: 'cible@test.fr', password: 'essai-11' }, '10.0.1.1').expect(429);
    expect(blocked.body.message).toBe(TOO_MANY_LOGINS);
    // The per-account limit holds even when the tries come from other addresses.
    const elsewhere = await login({ email: 'cible@test.fr', password: 'essai-12' }, '10.0.1.2').expect(429);
    expect(elsewhere.body).toMatchObject({ statusCode: 429, message: TOO_MANY_ACCOUNT_LOGINS });
  });

  describe('an attacker who knows the admin e-mail', () => {
    // A fresh app per test: the throttle counters live in the app's memory.
    let own: TestApp;
    beforeEach(async () => {
      own = await createTestApp();
    });
    afterEach(() => own.close());
    const login = (body: object, ip: string) => own.http().post('/api/admin/login').set('X-Forwarded-For', ip).send(body);

    const right = { email: 'admin@test.fr', password: 'mot-de-passe-admin-test' };
    const deviceCookie = (response: { headers: Record<string, unknown> }) => {
      const header = ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []);
      expect(header).toHaveLength(1);
      return header[0];
    };

    it('spends the account budget from 100 addresses, yet the admin signs in from a new address in a browser used before', async () => {
      // The admin signed in once in this browser (a week ago, say): it keeps the device cookie.
      const first = await login(right, '10.40.0.1').expect(200);
      const cookie = deviceCookie(first);
      expect(cookie).toMatch(/^ptm_device_[0-9a-f]{16}=[^;]+; Path=\/api\/admin\/login; Max-Age=15552000; HttpOnly; SameSite=Strict$/);

      // 1,000 failures, 10 from each of 100 addresses (each within its per-address budget).
      const statuses: number[] = [];
      for (let address = 0; address < 100; address++) {
        for (let attempt = 0; attempt < 10; attempt++) {
          const response = await login({ email: 'admin@test.fr', password: `devine-${address}-${attempt}` }, `10.41.${address}.1`);
          statuses.push(response.status);
        }
      }
      // Guessing is bounded: only what was left of the account's budget (the admin's sign-in used one try) reached the
      // password check; the rest were refused before it.
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_TRIES - 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - (LOGIN_TRIES - 1));
      // Even the right password is refused to a browser the account does not know: nothing more can be learnt.
      await login(right, '10.42.0.1').expect(429);
      // A made-up or stolen-from-another-account cookie does not open the admin's budget.
      const name = cookie.slice(0, cookie.indexOf('='));
      await login(right, '10.42.0.2').set('Cookie', `${name}=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFkbWluQHRlc3QuZnIifQ.forged`).expect(429);

      // The admin, from an address never seen, in their browser, with the right password.
      const signedIn = await login(right, '10.43.0.1').set('Cookie', cookie.split(';')[0]).expect(200);
      await own.http().get('/api/admin/me').set('Authorization', `Bearer ${signedIn.body.token}`).expect(200);
    }, 60_000);

    it('limits the tries of a recognised browser too', async () => {
      const cookie = deviceCookie(await login({ email: 'ADMIN@test.fr', password: right.password }, '10.50.0.1').expect(200)).split(';')[0];
      for (let i = 0; i < LOGIN_TRIES; i++) {
        await login({ email: right.email, password: `faux-${i}` }, `10.51.${i}.1`).set('Cookie', cookie).expect(401);
      }
      const blocked = await login(right, '10.52.0.1').set('Cookie', cookie).expect(429);
      expect(blocked.body.message).toBe(TOO_MANY_LOGINS);
      // The cookie only picks a budget: it opens no admin route.
      await own.http().get('/api/admin/me').set('Authorization', `Bearer ${cookie.split('=')[1]}`).expect(401);
    });
  });
});
