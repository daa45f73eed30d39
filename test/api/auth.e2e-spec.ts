import { JwtService } from '@nestjs/jwt';
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
    expect(blocked.body.message).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.');
    // The per-e-mail limit holds even when the tries come from other addresses.
    await login({ email: 'cible@test.fr', password: 'essai-12' }, '10.0.1.2').expect(429);
  });
});
