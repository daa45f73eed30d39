/**
 * npm run bench:parent-space — what a parent's link opens, GET /api/parent-space/{token}, on PostgreSQL with
 * 20,000 requests (each with its history, a third with a proposal, two links each), one call at a time and under
 * load, beside GET /api/health in the same run. Target (issue 17): p95 ≤ 20 ms.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a database is created and dropped.
 */
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { sql } from 'drizzle-orm';
import { auditEvents } from '../backend/src/audit/audit.schema';
import { cities } from '../backend/src/cities/cities.schema';
import { openDatabase } from '../backend/src/database/database.client';
import { parentRequests, proposals } from '../backend/src/database/schema';
import { issueParentSpaceToken } from '../backend/src/parents/parent-space-tokens';
import { startServer } from '../test/support/server';
import { fmt, percentile, runLoad, sequentialTimes } from './support/load';
import { withScratchDatabase } from './support/scratch-database';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TOKENS = 1000;
const STATUSES = ['submitted', 'proposal_sent', 'accepted'] as const;

/** Requests with their history and proposals; answers tokens for TOKENS of them, spread over the table. */
async function seed(url: string): Promise<string[]> {
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    const [city] = await handle.db.select({ id: cities.id }).from(cities).limit(1);
    const today = parisDay();
    const BATCH = 1000;
    const ids: string[] = [];
    for (let start = 0; start < ROWS; start += BATCH) {
      const batch = [];
      for (let i = start; i < Math.min(ROWS, start + BATCH); i++) {
        batch.push({
          parentFirstname: 'Camille',
          parentLastname: `Martin${i}`,
          parentEmail: `camille.martin${i}@exemple.fr`,
          parentPhone: '0612345678',
          childFirstname: 'Léa',
          childAge: 3 + (i % 9),
          targetAddress: '1 rue de la République',
          targetCityId: city.id,
          desiredDate: addDays(today, 21 + (i % 200)),
          numberOfChildren: 1 + (i % 8),
          status: STATUSES[i % STATUSES.length],
          isPaymentAuthorized: true,
          paidAt: new Date(),
        });
      }
      const inserted = await handle.db.insert(parentRequests).values(batch).returning({ id: parentRequests.id, status: parentRequests.status });
      ids.push(...inserted.map((row) => row.id));
      await handle.db.insert(auditEvents).values(
        inserted.flatMap((row) => [
          { entityType: 'parent_request', entityId: row.id, action: 'create', actor: 'public', statusAfter: 'submitted' },
          { entityType: 'parent_request', entityId: row.id, action: 'deposit_paid', actor: 'stripe', statusAfter: 'submitted', reason: 'Acompte réglé' },
          ...(row.status === 'submitted' ? [] : [{ entityType: 'parent_request', entityId: row.id, action: 'propose', actor: 'system', statusAfter: 'proposal_sent' }]),
        ]),
      );
      await handle.db.insert(proposals).values(
        inserted
          .filter((row) => row.status !== 'submitted')
          .map((row) => ({
            parentRequestId: row.id,
            establishmentName: 'Boulangerie du Marché',
            address: '3 place du Marché',
            date: new Date(`${addDays(today, 30)}T14:00:00Z`),
            status: row.status === 'accepted' ? 'accepted' : 'sent',
          })),
      );
    }
    const tokens: string[] = [];
    for (let i = 0; i < TOKENS; i++) {
      const id = ids[Math.floor((i * ids.length) / TOKENS)];
      // Two links per request, as after a deposit mail and a proposal mail.
      await issueParentSpaceToken(handle.db, id);
      tokens.push(await issueParentSpaceToken(handle.db, id));
    }
    await handle.db.execute(sql`VACUUM ANALYZE`);
    return tokens;
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  await withScratchDatabase('ptm_bench_parent_space', async (url, name) => {
    const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url } });
    try {
      const seeding = Date.now();
      const tokens = await seed(url);
      console.log(`${ROWS} demandes et ${TOKENS * 2} liens insérés en ${fmt((Date.now() - seeding) / 1000)} s (PostgreSQL, base ${name})`);
      const scenarios: [string, string[]][] = [
        // The machine's and the framework's own share of the figure below, measured in the same run.
        ['GET /api/health', ['/api/health']],
        ['GET /api/parent-space/{token}', tokens.map((token) => `/api/parent-space/${token}`)],
      ];
      console.log(`Requêtes une à une (${SEQUENTIAL} par scénario) :`);
      for (const [label, paths] of scenarios) {
        const { times } = await sequentialTimes(server.url, paths, SEQUENTIAL);
        console.log(
          `  ${label.padEnd(30)} p50 ${fmt(percentile(times, 50)).padStart(6)} ms   p95 ${fmt(percentile(times, 95)).padStart(6)} ms   max ${fmt(times[times.length - 1]).padStart(6)} ms`,
        );
      }
      const spacePaths = scenarios[1][1];
      for (const [label, paths] of [scenarios[0], [scenarios[1][0], spacePaths] as [string, string[]]]) {
        const load = await runLoad({
          url: server.url,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }],
          connections: CONNECTIONS,
          duration: DURATION,
        });
        console.log(
          `Sous charge, ${label} (${CONNECTIONS} connexions, ${DURATION} s) : ${fmt(load.requestsPerSecond, 0)} req/s   p95 ${fmt(load.p95)} ms   p99 ${fmt(load.p99)} ms   non-2xx ${load.non2xx + load.errors}`,
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
