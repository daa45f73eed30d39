import { BOT_CHECK_FAILED, BOT_CHECK_UNAVAILABLE } from '../../backend/src/bot-check/bot-check.messages';
import { BotCheckService } from '../../backend/src/bot-check/bot-check.service';
import { createTestApp, type TestApp } from '../support/app';
import { HUMAN_TOKEN, startFakeRecaptcha, type FakeRecaptcha } from '../support/fake-recaptcha';
import { countRows, freshIp, merchantForm } from '../support/merchant-requests';

/** The settings NODE_ENV=production requires; the database handle is replaced by the test's own. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://inutilise@127.0.0.1:1/inutilise',
  STRIPE_SECRET_KEY: 'sk_test_inutilise',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_inutilise',
  STRIPE_WEBHOOK_SECRET: 'whsec_inutilise',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { getStatus(): number; getResponse(): { message: string } };
    return { status: e.getStatus(), message: e.getResponse().message };
  }
  throw new Error('accepted');
}

describe('Bot check (reCAPTCHA Enterprise assessments)', () => {
  let recaptcha: FakeRecaptcha;
  let t: TestApp;
  let botCheck: BotCheckService;
  beforeAll(async () => {
    recaptcha = await startFakeRecaptcha();
    t = await createTestApp({ env: { ...recaptcha.env, RECAPTCHA_MIN_SCORE: '0.5' } });
    botCheck = t.app.get(BotCheckService);
  });
  afterAll(async () => {
    await t.close();
    await recaptcha.stop();
  });

  it('accepts a valid SUBMIT token with a good score, sending the site key, the expected action and the client', async () => {
    await expect(botCheck.verifyRecaptcha(HUMAN_TOKEN, { ip: '203.0.113.7', userAgent: 'Navigateur/1.0' })).resolves.toBeUndefined();
    expect(recaptcha.calls.at(-1)).toEqual({
      project: 'projet-test',
      key: 'cle-api-test',
      event: { token: HUMAN_TOKEN, siteKey: 'cle-site-test', expectedAction: 'SUBMIT', userIpAddress: '203.0.113.7', userAgent: 'Navigateur/1.0' },
    });
  });

  it('accepts a score exactly at RECAPTCHA_MIN_SCORE', async () => {
    recaptcha.setVerdict('limite', { action: 'SUBMIT', score: 0.5 });
    await expect(botCheck.verifyRecaptcha('limite')).resolves.toBeUndefined();
  });

  it.each([
    ['a token for another action', 'autre-action', { action: 'LOGIN', score: 0.9 }],
    ['a low score', 'score-bas', { action: 'SUBMIT', score: 0.3 }],
    ['an expired token', 'expire', { valid: false, invalidReason: 'EXPIRED' }],
    ['an unknown token', 'inconnu', undefined],
  ])('refuses %s with a French 400', async (_label, token, verdict) => {
    if (verdict) recaptcha.setVerdict(token, verdict);
    expect(await rejection(botCheck.verifyRecaptcha(token))).toEqual({ status: 400, message: BOT_CHECK_FAILED });
  });

  it.each([[undefined], [''], ['   '], [42], [['jeton']], ['x'.repeat(10_001)]])('refuses a missing or malformed token (%j) without asking Google', async (token) => {
    const before = recaptcha.calls.length;
    expect(await rejection(botCheck.verifyRecaptcha(token))).toEqual({ status: 400, message: BOT_CHECK_FAILED });
    expect(recaptcha.calls.length).toBe(before);
  });
});

/** Each test below starts an app of its own: on two cores busy with the other test files that took over a minute. */
const APP_START_TIMEOUT_MS = 120_000;

describe('Bot check when Google cannot be reached', () => {
  it('fails closed in production with a French 503', async () => {
    const recaptcha = await startFakeRecaptcha();
    await recaptcha.stop();
    const t = await createTestApp({ env: { ...PRODUCTION_ENV, ...recaptcha.env } });
    try {
      expect(await rejection(t.app.get(BotCheckService).verifyRecaptcha(HUMAN_TOKEN))).toEqual({ status: 503, message: BOT_CHECK_UNAVAILABLE });
      const before = await countRows(t);
      const response = await t.http().post('/api/merchants/request').set('X-Forwarded-For', freshIp()).send(merchantForm()).expect(503);
      expect(response.body).toEqual({ statusCode: 503, message: BOT_CHECK_UNAVAILABLE, error: 'BOT_CHECK_UNAVAILABLE', code: 'BOT_CHECK_UNAVAILABLE' });
      expect(await countRows(t)).toEqual(before);
    } finally {
      await t.close();
    }
  }, APP_START_TIMEOUT_MS);

  it('fails closed in production when Google refuses the API key', async () => {
    const recaptcha = await startFakeRecaptcha();
    const t = await createTestApp({ env: { ...PRODUCTION_ENV, ...recaptcha.env, RECAPTCHA_API_KEY: 'mauvaise-cle' } });
    try {
      expect(await rejection(t.app.get(BotCheckService).verifyRecaptcha(HUMAN_TOKEN))).toEqual({ status: 503, message: BOT_CHECK_UNAVAILABLE });
    } finally {
      await t.close();
      await recaptcha.stop();
    }
  }, APP_START_TIMEOUT_MS);

  it('is skipped outside production without reCAPTCHA settings', async () => {
    const t = await createTestApp({ env: { RECAPTCHA_PROJECT_ID: undefined, RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_API_KEY: undefined } });
    try {
      expect(t.app.get(BotCheckService).mode).toBe('skipped');
      await expect(t.app.get(BotCheckService).verifyRecaptcha(undefined)).resolves.toBeUndefined();
    } finally {
      await t.close();
    }
  }, APP_START_TIMEOUT_MS);
});
