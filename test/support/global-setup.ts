import { buildTemplate } from './database';

export default async function globalSetup(): Promise<void> {
  // Workers start after this and inherit the environment: they clone this run's template.
  process.env.PTM_TEST_TEMPLATE = `ptm_test_template_${process.pid}`;
  await buildTemplate();
}
