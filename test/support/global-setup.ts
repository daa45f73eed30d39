import { buildDiskTemplate } from './browser-global-setup';
import { buildTemplate, templateDump } from './database';

export default async function globalSetup(): Promise<void> {
  // Workers start after this and inherit the environment: they clone this run's template.
  process.env.PTM_TEST_TEMPLATE = `ptm_test_template_${process.pid}`;
  // A few API files start the built server (test/support/server.ts), which copies the same on-disk template as the
  // browser files' servers: it was made by the browser project's setup when every project ran in one jest run.
  if (process.env.TEST_DATABASE_URL) {
    // The server seeds its template while this process seeds the on-disk one.
    await Promise.all([buildTemplate(), buildDiskTemplate()]);
  } else {
    await buildTemplate();
    await buildDiskTemplate(templateDump());
  }
}
