import type { Database } from '../database/database.types';
import { merchantsDemoSeeder } from '../merchants/merchants.demo';
import { parentsDemoSeeder } from '../parents/parents.demo';
import { statsDemoSeeder } from '../stats/stats.demo';

/**
 * Demo data of each domain, run in this order on a first start of the embedded database (and by npm run seed:demo).
 * Each seeder is idempotent: it does nothing when its demo rows already exist.
 */
export interface DemoSeeder {
  name: string;
  seed(db: Database): Promise<void>;
}

export const DEMO_SEEDERS: DemoSeeder[] = [statsDemoSeeder, merchantsDemoSeeder, parentsDemoSeeder];
