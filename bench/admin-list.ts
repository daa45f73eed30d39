/**
 * npm run bench:admin-list — the back office's parent request list on BENCH_ROWS requests (default 50,000; issue 19
 * asks for 1,000,000), on PostgreSQL: a page of 25 filtered by tab and searched by q (accented and not), as react-admin
 * asks for it, and the tab counts. Target: p95 ≤ 50 ms. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres):
 * a database is created for the run and dropped after; with BENCH_KEEP_DATABASE=<name>, that database is kept and
 * seeded only while it holds no request, so that runs after the first skip the minute of seeding a million rows.
 */
import { PARENT_REQUEST_TAB_IDS as PARENT_REQUEST_TABS } from '@ptits-mitrons/domain';
import { startServer } from '../test/support/server';
import { adminToken } from '../test/support/admin-session';
import { fmt, percentile, runLoad, sequentialTimes } from './support/load';
import { seedParentRequests } from './support/parent-requests-seed';
import { Client } from 'pg';
import { databaseUrl } from '../test/support/database';
import { BENCH_SERVER_URL, withScratchDatabase } from './support/scratch-database';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

/** Searches an operator types: names with and without accents, a town, an e-mail, a phone, a date. */
const QUERIES = ['lefevre', 'Lefèvre', 'hélène', 'helene', 'GAËLLE', 'berenger', 'saint etienne', 'martin.camille', '06 12', '15/06', 'chocolatier', 'zoe'];

function listPath(filter: Record<string, string>): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,24]', sort: '["createdAt","DESC"]' });
  return `/api/admin/parent-requests?${query}`;
}

const KEPT = process.env.BENCH_KEEP_DATABASE;

/** `fn` on the kept database (created when missing) or on a throw-away one. */
async function withDatabase(fn: (url: string, name: string) => Promise<void>): Promise<void> {
  if (!KEPT) return withScratchDatabase('ptm_bench_admin_list', fn);
  if (!/^[a-z_][a-z0-9_]*$/.test(KEPT)) throw new Error('BENCH_KEEP_DATABASE : un nom en minuscules, chiffres et _.');
  const admin = new Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEPT]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${KEPT}`);
  } finally {
    await admin.end();
  }
  await fn(databaseUrl(BENCH_SERVER_URL, KEPT), KEPT);
}

async function requestCount(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM parent_requests');
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  await withDatabase(async (url, name) => {
    const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url } });
    try {
      const present = await requestCount(url);
      if (present === 0) {
        const seeding = Date.now();
        await seedParentRequests(url, ROWS);
        console.log(`${ROWS} demandes insérées en ${fmt((Date.now() - seeding) / 1000)} s (PostgreSQL, base ${name})`);
      } else {
        console.log(`${present} demandes déjà présentes (PostgreSQL, base conservée ${name})`);
      }
      const headers = { Authorization: `Bearer ${await adminToken(server.url)}` };

      const scenarios: [string, string[]][] = [
        // Baselines of the same run: the machine's and the token check's own share of each figure below.
        ['GET /api/health', ['/api/health']],
        ['GET /api/admin/me', ['/api/admin/me']],
        ['tab seul', PARENT_REQUEST_TABS.map((tab) => listPath({ tab }))],
        ['tab + q sans accents', PARENT_REQUEST_TABS.flatMap((tab) => QUERIES.filter((q) => q === q.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).map((q) => listPath({ tab, q })))],
        ['tab + q accentué', PARENT_REQUEST_TABS.flatMap((tab) => QUERIES.filter((q) => q !== q.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).map((q) => listPath({ tab, q })))],
        ['compteurs + q', QUERIES.map((q) => `/api/admin/parent-requests/counts?${new URLSearchParams({ filter: JSON.stringify({ q }) })}`)],
      ];
      console.log(`Requêtes une à une (${SEQUENTIAL} par scénario), page de 25 triée par date de création :`);
      for (const [label, paths] of scenarios) {
        const { times, rows: total } = await sequentialTimes(server.url, paths, SEQUENTIAL, headers);
        console.log(
          `  ${label.padEnd(22)} p50 ${fmt(percentile(times, 50)).padStart(6)} ms   p95 ${fmt(percentile(times, 95)).padStart(6)} ms   max ${fmt(times[times.length - 1]).padStart(6)} ms${total ? `   (${fmt(total / SEQUENTIAL, 1)} lignes par page en moyenne)` : ''}`,
        );
      }
      const mixed = scenarios.slice(2, 5).flatMap(([, paths]) => paths);
      const load = await runLoad({
        url: server.url,
        requests: [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: mixed[Math.floor(Math.random() * mixed.length)] }) }],
        connections: CONNECTIONS,
        duration: DURATION,
      });
      console.log(
        `Sous charge (autocannon, ${CONNECTIONS} connexions, ${DURATION} s, mélange des trois scénarios) : ${fmt(load.requestsPerSecond, 0)} req/s   p95 ${fmt(load.p95)} ms   p99 ${fmt(load.p99)} ms   non-2xx ${load.non2xx + load.errors}`,
      );
    } finally {
      await server.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
