/**
 * npm run bench:rollup-loop — issue 15: on PGlite the daily rollup runs inside the server process. A busy day
 * (120,000 views in 12,000 sessions, over 12 pages and 500 rarer ones) is rolled up inside a started server while
 * perf_hooks.monitorEventLoopDelay watches its event loop. Printed beside it, measured in the same run: the same server
 * idle for as long, and the former single statement (one synchronous WASM call). Target: max ≤ 100 ms while rolling up.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sql } from 'drizzle-orm';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { configureApp, createFastifyAdapter } from '../backend/src/app.factory';
import { AppModule } from '../backend/src/app.module';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { queryRows } from '../backend/src/database/database.client';
import { createAppLogger } from '../backend/src/logging/app-logger';
import { DATABASE, type Database } from '../backend/src/database/database.types';
import { SLICE_VIEWS, StatsRollupService } from '../backend/src/stats/stats-rollup.service';
import { TEST_ENV } from '../test/support/test-env';
import { fmt } from './support/load';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 120_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 12_000);
const TARGET_MS = 100;

interface Measure {
  seconds: number;
  maxMs: number;
  p99Ms: number;
}

/** The event-loop delay of this process while `run` runs (10 ms resolution: the figures include up to that much). */
async function measure(run: () => Promise<unknown>): Promise<Measure> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // The monitor measures from its first timer tick on (also after a reset): a block before it would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 50));
  histogram.reset();
  await new Promise((resolve) => setTimeout(resolve, 25));
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  // A loop blocked until now is recorded when the monitor's next timer fires: let it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  histogram.disable();
  return { seconds, maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 };
}

async function main(): Promise<void> {
  Object.assign(process.env, TEST_ENV, { DATA_DIR: 'memory://', LOG_LEVEL: 'error' });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createFastifyAdapter(createAppLogger({ level: 'error', pretty: false })), { rawBody: true, logger: ['error'] });
  await configureApp(app);
  await app.listen(0, '127.0.0.1');
  try {
    const db = app.get<Database>(DATABASE);
    const rollup = app.get(StatsRollupService);
    const today = parisDay();
    const day = addDays(today, -1);
    let started = Date.now();
    await db.execute(sql`
      INSERT INTO page_views (session_id, page, ts, day, device)
      SELECT md5('session-' || g % ${SESSIONS}),
             CASE WHEN g % 10 = 0 THEN '/atelier/' || (g / 10) % 500
                  ELSE (ARRAY['/', '/parents', '/parents/payment/:id', '/parents/confirmation/:id', '/parents/payment-return/:id',
                              '/merchants', '/about', '/contact', '/cgv', '/cgu', '/mentions-legales', '/parents/refund/:id'])[1 + g % 12] END,
             (${day}::date + (g % 86400) * interval '1 second') AT TIME ZONE 'Europe/Paris',
             ${day}::date,
             CASE WHEN g % 3 = 0 THEN 'desktop' WHEN g % 17 = 0 THEN 'unknown' ELSE 'mobile' END
      FROM generate_series(1, ${VIEWS}) g`);
    console.log(`${VIEWS} pages vues en ${SESSIONS} sessions insérées pour le ${day} en ${fmt((Date.now() - started) / 1000)} s (PGlite, serveur démarré)`);

    const snapshot = () =>
      queryRows<Record<string, unknown>>(db, sql`SELECT day, scope, key, page_views, unique_sessions, entrances, bounce_rate
        FROM daily_stats WHERE day = ${day}::date AND source = 'tracked' ORDER BY scope, key`);
    rollup.sliceViews ??= SLICE_VIEWS;
    const sliced = await measure(() => rollup.rollupRange(day, day, today));
    const slicedRows = JSON.stringify(await snapshot());
    const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, sliced.seconds * 1000)));
    const slices = rollup.sliceViews;
    rollup.sliceViews = null;
    started = Date.now();
    const whole = await measure(() => rollup.rollupRange(day, day, today));
    const same = JSON.stringify(await snapshot()) === slicedRows;

    const line = (label: string, m: Measure) =>
      `${label.padEnd(44)} ${fmt(m.seconds, 2).padStart(6)} s   max ${fmt(m.maxMs).padStart(7)} ms   p99 ${fmt(m.p99Ms).padStart(7)} ms`;
    console.log(line('serveur au repos (même durée)', idle));
    console.log(line(`consolidation en tranches (~${slices} vues)`, sliced));
    console.log(line("consolidation d'un seul tenant (référence)", whole));
    console.log(`objectif : max ≤ ${TARGET_MS} ms pendant la consolidation — ${sliced.maxMs <= TARGET_MS ? 'atteint' : 'NON atteint'}`);
    console.log(`figures du jour identiques dans les deux modes : ${same ? 'oui' : 'NON'}`);
    if (!same) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
