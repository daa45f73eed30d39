/**
 * npm run bench:stats-today — issue 19 on PostgreSQL: GET /api/stats over the last 30 days on a busy day. The 30 days
 * before today are rolled up by the real service (BENCH_DAY_VIEWS views each); today holds BENCH_TODAY_VIEWS raw views
 * (default 100,000) in realistic sessions (one in five a single view, the others about 12 views), all before now.
 * Views keep arriving during the measures. Target: p95 ≤ 50 ms, printed beside GET /api/health and GET /api/admin/me of the same run (the machine is shared).
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
 */
import { sql } from 'drizzle-orm';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { openDatabase } from '../backend/src/database/database.client';
import { StatsRollupService } from '../backend/src/stats/stats-rollup.service';
import { adminToken } from '../test/support/admin-session';
import { startServer } from '../test/support/server';
import { withScratchDatabase } from './support/scratch-database';
import { fmt, runLoad } from './support/load';

const TODAY_VIEWS = Number(process.env.BENCH_TODAY_VIEWS ?? 100_000);
const DAY_VIEWS = Number(process.env.BENCH_DAY_VIEWS ?? 20_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = `ARRAY['/', '/parents', '/parents/payment/:id', '/parents/confirmation/:id', '/parents/payment-return/:id',
  '/merchants', '/about', '/contact', '/cgv', '/cgu', '/mentions-legales', '/parents/refund/:id']`;

/**
 * `views` raw views of one Paris day between its start and `until`: sessions of one view (a fifth of the sessions),
 * the others about 12 views on the site's pages, each session on one device.
 */
function insertViews(day: string, views: number, until: string) {
  const singles = Math.round(views / 45);
  const others = Math.max(1, Math.round((views - singles) / 12));
  return sql`
    INSERT INTO page_views (session_id, page, ts, day, device)
    SELECT md5(${day} || '-' || session),
           (${sql.raw(PAGES)})[1 + (g * 7 + session) % 12],
           ${day}::timestamp AT TIME ZONE 'Europe/Paris' + random() * (${until}::timestamptz - ${day}::timestamp AT TIME ZONE 'Europe/Paris'),
           ${day}::date,
           CASE WHEN session % 3 = 0 THEN 'desktop' WHEN session % 17 = 0 THEN 'unknown' ELSE 'mobile' END
    FROM (SELECT g, CASE WHEN g <= ${singles} THEN g ELSE ${singles} + 1 + g % ${others} END AS session
          FROM generate_series(1, ${views}) g) numbered`;
}

async function main(): Promise<void> {
  const today = parisDay();
  const start = addDays(today, -29);
  await withScratchDatabase('ptm_bench_stats_today', async (url) => {
    const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url } });
    try {
      const handle = await openDatabase({ url, poolSize: 2 });
      try {
        const started = Date.now();
        for (let day = addDays(today, -60); day < today; day = addDays(day, 1)) {
          await handle.db.execute(insertViews(day, DAY_VIEWS, addDays(day, 1)));
        }
        await new StatsRollupService(handle.db).rollupRange(addDays(today, -60), addDays(today, -1), today);
        await handle.db.execute(insertViews(today, TODAY_VIEWS, new Date().toISOString()));
        await handle.db.execute(sql`VACUUM ANALYZE page_views`);
        await handle.db.execute(sql`VACUUM ANALYZE daily_stats`);
        console.log(
          `60 jours consolidés (${DAY_VIEWS} pages vues chacun) et ${TODAY_VIEWS} pages vues brutes aujourd'hui, en ${fmt((Date.now() - started) / 1000)} s`,
        );
      } finally {
        await handle.close();
      }
      // Views keep arriving during the measures (20 a second, as beacons would be written): today's figures go stale.
      const arriving = await openDatabase({ url, poolSize: 1 });
      const trickle = setInterval(() => {
        void arriving.db.execute(sql`INSERT INTO page_views (session_id, page, ts, day, device)
          VALUES (md5(random()::text), '/', now(), ${today}::date, 'mobile')`);
      }, 50);

      const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
      const first = performance.now();
      const response = await fetch(`${server.url}/api/stats?start=${start}&end=${today}`, { headers });
      if (!response.ok) throw new Error(`/api/stats : ${response.status}`);
      console.log(`Première lecture des 30 jours (aujourd'hui calculé depuis les pages vues brutes) : ${fmt(performance.now() - first)} ms`);
      for (const [path, note] of [
        ['/api/health', 'référence : la machine'],
        ['/api/admin/me', 'référence : même garde administrateur'],
        [`/api/stats?start=${start}&end=${today}`, "30 jours dont aujourd'hui, objectif p95 ≤ 50 ms"],
        [`/api/stats?start=${addDays(start, -1)}&end=${addDays(today, -1)}`, "30 jours sans aujourd'hui"],
      ]) {
        const requests = [{ method: 'GET' as const, path, headers }];
        await runLoad({ url: server.url, requests, connections: CONNECTIONS, duration: 2 });
        const result = await runLoad({ url: server.url, requests, connections: CONNECTIONS, duration: DURATION });
        console.log(
          `GET ${path} (${CONNECTIONS} connexions, ${DURATION} s) : ${fmt(result.requestsPerSecond, 0)} req/s   p95 ${fmt(result.p95)} ms   p99 ${fmt(result.p99)} ms   non-2xx ${result.non2xx + result.errors}   (${note})`,
        );
      }
      clearInterval(trickle);
      await arriving.close();
    } finally {
      await server.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
