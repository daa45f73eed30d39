/** Settings every test process starts from; a test may override any of them before createTestApp(). */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'secret-de-test-suffisamment-long-pour-hs256-0123456789',
  ADMIN_EMAIL: 'admin@test.fr',
  ADMIN_PASSWORD: 'mot-de-passe-admin-test',
  DEMO_DATA: 'false',
  BRAND_NAME: "Les P'tits Mitrons",
  CONTACT_EMAIL: 'contact@test.fr',
  CONTACT_PHONE: '01 23 45 67 89',
  OPERATOR_EMAIL: 'operateur@test.fr',
  // supertest connects from 127.0.0.1: its X-Forwarded-For gives each test client its own address.
  TRUST_PROXY: '127.0.0.1',
  // Tests run the mail worker themselves (MailWorker.processDue), never on a timer.
  MAIL_WORKER_INTERVAL_MS: '0',
  // …and the reminders job (RemindersService.runOnce) with a test clock.
  REMINDERS_INTERVAL_MS: '0',
  MATCHING_INTERVAL_MS: '0',
  // Most tests send forms with no bot check at all: the reCAPTCHA provider left unconfigured skips its check outside
  // production. ALTCHA, the product's default, still verifies any `altcha` sent (the site's widget always sends one),
  // and runs on its own in test/api/bot-check-altcha.e2e-spec.ts; its cost is kept low so a solve takes milliseconds.
  BOT_CHECK_PROVIDER: 'recaptcha',
  ALTCHA_HMAC_KEY: 'cle-altcha-de-test-suffisamment-longue-0123456789',
  ALTCHA_COST: '1',
  ALTCHA_MAX_COUNTER: '10',
};

/**
 * The seeded template of this test run (jest globalSetup names it after its own process and passes the name to the
 * workers through the environment), so that two runs on one machine never drop each other's template.
 */
export function templateDatabaseName(): string {
  return process.env.PTM_TEST_TEMPLATE ?? 'ptm_test_template';
}

export function templateDumpPath(): string {
  return `.tmp/${templateDatabaseName()}.tar`;
}
