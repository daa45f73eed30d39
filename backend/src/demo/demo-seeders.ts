import type { DemoSeeder } from '../database/demo-seeder';
import { matchingDemoSeeder } from '../matching/matching.demo';
import { merchantsDemoSeeder } from '../merchants/merchants.demo';
import { moneyOutDemoSeeder } from './money-out.demo';
import { parentsDemoSeeder } from './parents.demo';
import { statsDemoSeeder } from '../stats/stats.demo';

/** Demo data of each domain, run in this order on a first start of the embedded database (and by npm run seed:demo). */
export const DEMO_SEEDERS: DemoSeeder[] = [statsDemoSeeder, merchantsDemoSeeder, parentsDemoSeeder, matchingDemoSeeder, moneyOutDemoSeeder];
