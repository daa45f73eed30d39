import { count } from 'drizzle-orm';
import { BOT_CHECK_EXPIRED, BOT_CHECK_FAILED, BOT_CHECK_REUSED } from '../../backend/src/bot-check/bot-check.messages';
import { CHALLENGE_LIMIT } from '../../backend/src/bot-check/public-form-throttle';
import { botCheckSpent, parentRequests } from '../../backend/src/database/schema';
import { signedChallenge, solve, solvedAltcha } from '../support/altcha';
import { createTestApp, type TestApp } from '../support/app';
import { openSameDatabase } from '../support/database';
import { HUMAN_TOKEN, startFakeRecaptcha, type FakeRecaptcha } from '../support/fake-recaptcha';
import { countRows, freshIp, merchantForm } from '../support/merchant-requests';
import { parentForm } from '../support/parent-requests';

/** The product's default: ALTCHA, whatever reCAPTCHA settings are present. */
const ALTCHA_ENV = { BOT_CHECK_PROVIDER: undefined };
const IN_TEN_MINUTES = () => new Date(Date.now() + 10 * 60_000);

describe('Bot check with ALTCHA (the default provider)', () => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: ALTCHA_ENV });
    // A second instance on the same database, as a deploy with two servers runs.
    second = await createTestApp({ env: ALTCHA_ENV, handle: await openSameDatabase(t.handle) });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const postParent = (app: TestApp, body: object) => app.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(body);
  const storedRequests = async () => (await t.db.select({ n: count() }).from(parentRequests))[0].n;
  const refused = (message: string, code: string) => ({ statusCode: 400, message, error: code, code });

  it('tells the site which provider runs, and hands out signed challenges with an expiry, never cached', async () => {
    const { body: config } = await t.http().get('/api/config').expect(200);
    expect(config).toMatchObject({ botCheckProvider: 'altcha', recaptchaSiteKey: null });
    const response = await t.http().get('/api/bot-check/challenge').set('X-Forwarded-For', freshIp()).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      parameters: expect.objectContaining({ algorithm: 'PBKDF2/SHA-256', cost: 1, expiresAt: expect.any(Number), keySignature: expect.any(String) }),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const lifetime = response.body.parameters.expiresAt * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  it('stores a parent request sent with a solved challenge, and refuses the same solution a second time, on either instance', async () => {
    const before = await storedRequests();
    const altcha = await solvedAltcha(t.http);
    const { body } = await postParent(t, parentForm({ recaptchaToken: undefined, altcha })).expect(201);
    expect(body.status).toBe('submitted');
    expect(await storedRequests()).toBe(before + 1);
    for (const app of [t, second]) {
      const replay = await postParent(app, parentForm({ recaptchaToken: undefined, altcha, parent_email: 'autre@example.fr' })).expect(400);
      expect(replay.body).toEqual(refused(BOT_CHECK_REUSED, 'BOT_CHECK_REUSED'));
    }
    expect(await storedRequests()).toBe(before + 1);
  });

  it('accepts one solution sent to both instances at the same moment only once', async () => {
    const before = await storedRequests();
    const altcha = await solvedAltcha(second.http);
    const answers = await Promise.all([t, second, t, second].map((app) => postParent(app, parentForm({ recaptchaToken: undefined, altcha }))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    expect(await storedRequests()).toBe(before + 1);
  });

  it('refuses a missing, forged or malformed solution with a French 400 and stores nothing', async () => {
    const before = await storedRequests();
    const good = JSON.parse(Buffer.from(await solvedAltcha(t.http), 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown>; signature: string };
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const otherKey = await signedChallenge(IN_TEN_MINUTES(), 'une-autre-cle-que-celle-du-serveur-0123456789');
    const forged = [
      undefined,
      '',
      'pas du base64 !',
      42,
      ['x'],
      'A'.repeat(10_000),
      // The widget's test mode.
      encode({ challenge: null, solution: null, test: true }),
      encode({ ...good, solution: { ...good.solution, counter: good.solution.counter + 1, derivedKey: '00'.repeat(32) } }),
      encode({ ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 2 } } }),
      encode({ ...good, challenge: { ...good.challenge, signature: '0'.repeat(64) } }),
      encode({ ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, nonce: 'zz' } } }),
      await solve(otherKey),
      encode(good).slice(0, -4),
    ];
    // Only verified solutions are recorded as spent: refusals write nothing.
    const spent = (await t.db.select({ n: count() }).from(botCheckSpent))[0].n;
    for (const altcha of forged) {
      const { body } = await postParent(t, parentForm({ recaptchaToken: HUMAN_TOKEN, altcha })).expect(400);
      expect([altcha, body]).toEqual([altcha, refused(BOT_CHECK_FAILED, 'BOT_CHECK_FAILED')]);
    }
    expect(await storedRequests()).toBe(before);
    expect((await t.db.select({ n: count() }).from(botCheckSpent))[0].n).toBe(spent);
  });

  it('refuses an expired solution in French and stores nothing', async () => {
    const before = await storedRequests();
    const altcha = await solve(await signedChallenge(new Date(Date.now() - 1_000)));
    const { body } = await postParent(t, parentForm({ altcha })).expect(400);
    expect(body).toEqual(refused(BOT_CHECK_EXPIRED, 'BOT_CHECK_EXPIRED'));
    expect(await storedRequests()).toBe(before);
  });

  it('checks the merchant application and both link requests the same way', async () => {
    const forms: [string, () => object, number][] = [
      ['/api/merchants/request', () => merchantForm({ recaptchaToken: undefined, email: `candidat.${freshIp()}@example.fr` }), 201],
      ['/api/parent-space/links', () => ({ email: 'liens.altcha@example.fr', website: '' }), 202],
      ['/api/merchant-space/links', () => ({ email: 'liens.altcha@example.fr', website: '' }), 202],
    ];
    const merchantsBefore = (await countRows(t)).merchants;
    for (const [path, form, status] of forms) {
      const post = (body: object) => t.http().post(path).set('X-Forwarded-For', freshIp()).send(body);
      expect([path, (await post(form())).body]).toEqual([path, refused(BOT_CHECK_FAILED, 'BOT_CHECK_FAILED')]);
      const altcha = await solvedAltcha(t.http);
      expect([path, (await post({ ...form(), altcha })).status]).toEqual([path, status]);
      expect([path, (await post({ ...form(), altcha })).body]).toEqual([path, refused(BOT_CHECK_REUSED, 'BOT_CHECK_REUSED')]);
    }
    expect((await countRows(t)).merchants).toBe(merchantsBefore + 1);
  });

  it('limits the challenges one address asks for, in French', async () => {
    const ip = freshIp();
    for (let i = 0; i < CHALLENGE_LIMIT; i++) await t.http().get('/api/bot-check/challenge').set('X-Forwarded-For', ip).expect(200);
    const { body } = await t.http().get('/api/bot-check/challenge').set('X-Forwarded-For', ip).expect(429);
    expect(body.message).toMatch(/^Trop de vérifications anti-robot/);
  });
});

describe('Bot check with BOT_CHECK_PROVIDER=recaptcha', () => {
  let recaptcha: FakeRecaptcha;
  let t: TestApp;
  beforeAll(async () => {
    recaptcha = await startFakeRecaptcha();
    t = await createTestApp({ env: { ...recaptcha.env, BOT_CHECK_PROVIDER: 'recaptcha' } });
  });
  afterAll(async () => {
    await t.close();
    await recaptcha.stop();
  });
  const post = (body: object) => t.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(body);

  it('gives the site its key, accepts a token from a visitor who accepted Google, and ALTCHA from one who refused', async () => {
    const { body: config } = await t.http().get('/api/config').expect(200);
    expect(config).toMatchObject({ botCheckProvider: 'recaptcha', recaptchaSiteKey: 'cle-site-test' });
    const calls = recaptcha.calls.length;
    await post(parentForm({ recaptchaToken: HUMAN_TOKEN })).expect(201);
    expect(recaptcha.calls.length).toBe(calls + 1);
    await post(parentForm({ recaptchaToken: undefined, altcha: await solvedAltcha(t.http) })).expect(201);
    expect(recaptcha.calls.length).toBe(calls + 1);
    expect((await post(parentForm({ recaptchaToken: 'jeton-inconnu' })).expect(400)).body.message).toBe(BOT_CHECK_FAILED);
    expect((await post(parentForm({ recaptchaToken: undefined, altcha: 'contrefait' })).expect(400)).body.message).toBe(BOT_CHECK_FAILED);
  });
});
