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
