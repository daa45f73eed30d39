import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedCitiesAndSectors } from '../../backend/src/cities/cities.seed';
import { openDatabase } from '../../backend/src/database/database.client';
import { DISK_TEMPLATE } from './server';

/**
 * Migrates and seeds one on-disk PGlite folder that every server of test/support/server.ts starts from (a copy).
 * @param dump the seeded template as dumped by PGlite (the API files' globalSetup has one): loaded instead of seeding
 * again, which takes several times as long.
 */
export async function buildDiskTemplate(dump?: Blob): Promise<void> {
  if (existsSync(join(DISK_TEMPLATE, 'pgdata'))) rmSync(DISK_TEMPLATE, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: DISK_TEMPLATE, loadDataDir: dump });
  if (!dump) await seedCitiesAndSectors(handle.db);
  await handle.close();
}

/** The browser tier's jest globalSetup (jest passes its configurations as arguments: none of them is a dump). */
export default async function browserGlobalSetup(): Promise<void> {
  await buildDiskTemplate();
}
