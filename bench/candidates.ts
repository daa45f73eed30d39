/**
 * npm run bench:candidates — "Trouver un artisan" among 5,000 active artisans spread over France, on PostgreSQL:
 * GET /api/admin/parent-requests/{id}/candidates for a paid request in Lyon, beside GET /api/health in the same run.
 * Target (issue 18): p95 ≤ 30 ms. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a
 * database is created for the run and dropped after.
 */
import { and, isNotNull, like, sql } from 'drizzle-orm';
import { addDays, parisDay, WEEK_DAYS } from '@ptits-mitrons/domain';
import { cities } from '../backend/src/cities/cities.schema';
import { openDatabase } from '../backend/src/database/database.client';
import { merchantRequests, parentRequests, proposals } from '../backend/src/database/schema';
import { startServer } from '../test/support/server';
import { TEST_ENV } from '../test/support/test-env';
import { fmt, percentile, sequentialTimes } from './support/load';
import { withScratchDatabase } from './support/scratch-database';

const ARTISANS = Number(process.env.BENCH_ARTISANS ?? 5_000);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 300);
/** One artisan in this many is in the Rhône (the request's neighbourhood), the rest anywhere in France. */
const NEAR_LYON_EVERY = 10;
const SECTORS = ['boulanger', 'boulanger', 'boulanger', 'patissier', 'chocolatier', 'ceramiste'];
const AFTERNOON = ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00'];
const LYON_1 = '69123-69001';

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length];
}

/** The artisans, a paid request in Lyon 1er, and past workshops for the Rhône artisans (the recent-workshops count). */
async function seed(url: string, day: string): Promise<string> {
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    const france = await handle.db.select({ id: cities.id }).from(cities).where(isNotNull(cities.latitude)).orderBy(cities.id);
    const rhone = await handle.db
      .select({ id: cities.id })
      .from(cities)
      .where(and(isNotNull(cities.latitude), like(cities.codePostal, '69%')))
      .orderBy(cities.id);
    const BATCH = 1000;
    const ids: string[] = [];
    for (let start = 0; start < ARTISANS; start += BATCH) {
      const batch = [];
      for (let i = start; i < Math.min(ARTISANS, start + BATCH); i++) {
        const city = i % NEAR_LYON_EVERY === 0 ? pick(rhone, i * 7) : pick(france, i * 7919);
        batch.push({
          establishmentName: `Atelier ${i}`,
          activitySectorId: pick(SECTORS, i),
          address: `${1 + (i % 90)} rue du Four`,
          cityId: city.id,
          managerFirstname: 'Jeanne',
          managerLastname: `Artisan${i}`,
          email: `artisan${i}@exemple.fr`,
          phone: `06${String(i).padStart(8, '0')}`,
          status: 'active',
          maxChildren: 4 + (i % 12),
          availableDays: WEEK_DAYS.filter((_, d) => (i + d) % 3 !== 0),
          availableHours: i % 4 === 0 ? ['09:00', '09:30', '10:00', '10:30'] : AFTERNOON,
          daysOff: i % 7 === 0 ? [day] : [],
        });
      }
      ids.push(...(await handle.db.insert(merchantRequests).values(batch).returning({ id: merchantRequests.id })).map((r) => r.id));
    }
    const request = {
      parentFirstname: 'Hélène',
      parentLastname: 'Lefèvre',
      parentEmail: 'helene.lefevre@exemple.fr',
      parentPhone: '0612345678',
      childFirstname: 'Zoé',
      childAge: 7,
      targetAddress: '12 rue de la République',
      targetCityId: LYON_1,
      numberOfChildren: 6,
      merchantType: 'boulanger',
    };
    // Two confirmed workshops in the last 30 days for each Rhône artisan, on requests of their own.
    const past: number[] = [];
    for (let i = 0; i < ARTISANS; i += NEAR_LYON_EVERY) past.push(i, i);
    const pastRequests = await handle.db
      .insert(parentRequests)
      .values(past.map((_, k) => ({ ...request, desiredDate: addDays(parisDay(), -1 - (k % 25)), status: 'accepted', isPaymentAuthorized: true })))
      .returning({ id: parentRequests.id, desiredDate: parentRequests.desiredDate });
    await handle.db.insert(proposals).values(
      pastRequests.map((r, k) => ({
        parentRequestId: r.id,
        establishmentName: `Atelier ${past[k]}`,
        address: '1 rue du Four',
        date: new Date(`${r.desiredDate}T13:00:00Z`),
        merchantRequestId: ids[past[k]],
        status: 'accepted',
      })),
    );
    const [paid] = await handle.db
      .insert(parentRequests)
      .values({ ...request, desiredDate: day, isPaymentAuthorized: true })
      .returning({ id: parentRequests.id });
    await handle.db.execute(sql`VACUUM ANALYZE`);
    return paid.id;
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  await withScratchDatabase('ptm_bench_candidates', async (url, name) => {
    const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url } });
    try {
      const seeding = Date.now();
      // A Wednesday about six weeks ahead: the request's desired day.
      const start = addDays(parisDay(), 40);
      const day = addDays(start, (3 - new Date(`${start}T12:00:00Z`).getUTCDay() + 7) % 7);
      const requestId = await seed(url, day);
      console.log(`${ARTISANS} artisans actifs insérés en ${fmt((Date.now() - seeding) / 1000)} s (PostgreSQL, base ${name})`);
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { Authorization: `Bearer ${token}` };
      const candidates = `/api/admin/parent-requests/${requestId}/candidates`;

      const scenarios: [string, string[]][] = [
        // The machine's own share of each figure: the cheapest route of the same server.
        ['GET /api/health', ['/api/health']],
        ['candidats (15 km)', [candidates]],
        ['candidats, autres heures', ['10:00', '14:00', '15:30'].map((time) => `${candidates}?date=${day}T${time}&radiusKm=25`)],
        ['candidats + exclus', [`${candidates}?includeExcluded=true`]],
      ];
      console.log(`Requêtes une à une (${SEQUENTIAL} par scénario, après 20 d'échauffement), demande payée à Lyon 1er, ${day} :`);
      for (const [label, paths] of scenarios) {
        const { times, rows: total } = await sequentialTimes(server.url, paths, SEQUENTIAL, headers);
        console.log(
          `  ${label.padEnd(26)} p50 ${fmt(percentile(times, 50)).padStart(6)} ms   p95 ${fmt(percentile(times, 95)).padStart(6)} ms   max ${fmt(times[times.length - 1]).padStart(6)} ms${total ? `   (${fmt(total / SEQUENTIAL, 1)} artisans par réponse)` : ''}`,
        );
      }
    } finally {
      await server.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
