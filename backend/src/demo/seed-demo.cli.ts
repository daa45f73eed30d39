import 'reflect-metadata';
import { seedCitiesAndSectors } from '../cities/cities.seed';
import { openDatabase } from '../database/database.client';
import { seedDemoData } from './demo.module';

/** npm run seed:demo : the demo data of every domain on any database (DATABASE_URL or the embedded one). */
async function main(): Promise<void> {
  const handle = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
  try {
    await seedCitiesAndSectors(handle.db);
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
}

void main();
