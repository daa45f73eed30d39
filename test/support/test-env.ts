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
  // Tests run the mail worker themselves (MailWorker.processDue), never on a timer.
  MAIL_WORKER_INTERVAL_MS: '0',
};

export const TEMPLATE_DUMP = '.tmp/test-template.tar.gz';

export function templateDatabaseName(): string {
  return 'ptm_test_template';
}
