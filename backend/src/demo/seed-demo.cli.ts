import 'reflect-metadata';
import { seedCitiesAndSectors } from '../cities/cities.seed';
import { openCommandDatabase } from '../database/cli-database';
import { seedDemoData } from './demo.module';

/** npm run seed:demo : the demo data of every domain on any database (DATABASE_URL or the embedded one). */
async function main(): Promise<void> {
  const handle = await openCommandDatabase('seed:demo');
  try {
    await seedCitiesAndSectors(handle.db);
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
}

void main();
