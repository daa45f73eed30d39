import type { Database } from './database.types';

/**
 * Demo data of one domain, beside its tables (`*.demo.ts`); demo/demo-seeders.ts lists them in order.
 * Each seeder is idempotent: it does nothing when its demo rows already exist.
 */
export interface DemoSeeder {
  name: string;
  seed(db: Database): Promise<void>;
}
