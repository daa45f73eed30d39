/**
 * npm run bench:rollup — issue 6 on PostgreSQL: 1,000,000 page views over one day (yesterday, Paris) in 50,000
 * sessions (10,000 of one view, 40,000 of about 25), rolled up by the real service (target ≤ 5 s), then
 * GET /api/stats for the last 30 days against the built server under autocannon (target p95 ≤ 20 ms).
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
 */
import { sql } from 'drizzle-orm';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { openDatabase } from '../backend/src/database/database.client';
import { StatsRollupService } from '../backend/src/stats/stats-rollup.service';
import { startServer } from '../test/support/server';
import { TEST_ENV } from '../test/support/test-env';
import { withScratchDatabase } from './support/scratch-database';
import { fmt, runLoad } from './support/load';

const VIEWS = 1_000_000;
const SINGLE_VIEW_SESSIONS = 10_000;
const OTHER_SESSIONS = 40_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main(): Promise<void> {
  const today = parisDay();
  const day = addDays(today, -1);
  await withScratchDatabase('ptm_bench_rollup', async (url) => {
    const handle = await openDatabase({ url, poolSize: 2 });
    try {
      let started = Date.now();
      await handle.db.execute(sql`
        INSERT INTO page_views (session_id, page, ts, day, device)
        SELECT md5('session-' || session),
               (ARRAY['/', '/parents', '/parents/payment/:id', '/parents/confirmation/:id', '/parents/payment-return/:id',
                      '/merchants', '/about', '/contact', '/cgv', '/cgu', '/mentions-legales', '/parents/refund/:id'])[1 + g % 12],
               (${day}::date + random() * interval '24 hours') AT TIME ZONE 'Europe/Paris',
               ${day}::date,
               CASE WHEN session % 3 = 0 THEN 'desktop' WHEN session % 17 = 0 THEN 'unknown' ELSE 'mobile' END
        FROM (SELECT g, CASE WHEN g <= ${SINGLE_VIEW_SESSIONS} THEN g ELSE ${SINGLE_VIEW_SESSIONS} + 1 + g % ${OTHER_SESSIONS} END AS session
              FROM generate_series(1, ${VIEWS}) g) numbered`);
      await handle.db.execute(sql`VACUUM ANALYZE page_views`);
      console.log(`${VIEWS} pages vues insérées pour le ${day} en ${fmt((Date.now() - started) / 1000)} s`);

      started = Date.now();
      const [figures] = await new StatsRollupService(handle.db).rollupRange(day, day, today);
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `consolidation du ${day} : ${fmt(seconds, 2)} s (objectif ≤ 5 s) — ${figures.pageViews} pages vues, ${figures.uniqueSessions} sessions, rebond ${fmt(figures.bounceRate)} %`,
      );
    } finally {
      await handle.close();
    }

    const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url } });
    try {
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      // GET /api/admin/me goes through the same admin guard with one tiny query: what any admin route costs.
      for (const [path, note] of [
        ['/api/admin/me', 'référence : même garde administrateur'],
        [`/api/stats?start=${addDays(today, -29)}&end=${today}`, 'objectif p95 ≤ 20 ms'],
      ]) {
        const requests = [{ method: 'GET' as const, path, headers: { authorization: `Bearer ${token}` } }];
        await runLoad({ url: server.url, requests, connections: CONNECTIONS, duration: 2 });
        const result = await runLoad({ url: server.url, requests, connections: CONNECTIONS, duration: DURATION });
        console.log(
          `GET ${path} (${CONNECTIONS} connexions, ${DURATION} s) : ${fmt(result.requestsPerSecond, 0)} req/s   p95 ${fmt(result.p95)} ms   p99 ${fmt(result.p99)} ms   non-2xx ${result.non2xx + result.errors}   (${note})`,
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
