/**
 * npm run bench:cities — city autocomplete under load, on PGlite and on PostgreSQL, with GET /api/health
 * in the same run as the baseline. Target (issue 2): p95 ≤ 15 ms on PostgreSQL.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
 */
import { loadCityRows } from '../backend/src/cities/cities.seed';
import { startServer, type RunningServer } from '../test/support/server';
import { fmt, runLoad, type LoadResult } from './support/load';
import { withScratchDatabase } from './support/scratch-database';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** 3-character queries drawn from real city names, weighted by how often each prefix occurs. */
function queries(): string[] {
  const prefixes = loadCityRows()
    .map((c) => c.nom.slice(0, 3))
    .filter((p) => p.trim().length === 3);
  const picked: string[] = [];
  for (let i = 0; i < 500; i++) picked.push(prefixes[Math.floor(Math.random() * prefixes.length)]);
  return picked;
}

async function measure(label: string, server: RunningServer): Promise<void> {
  const searches = queries().map((q) => `/api/cities/search?q=${encodeURIComponent(q)}`);
  const load = (paths: string[], duration = DURATION) => runLoad({ url: server.url, paths, connections: CONNECTIONS, duration });
  await load(searches.slice(0, 50), 2); // warm-up
  const health = await load(['/api/health']);
  const search = await load(searches);
  const row = (name: string, r: LoadResult) =>
    `${label.padEnd(11)} ${name.padEnd(22)} ${fmt(r.requestsPerSecond, 0).padStart(7)} req/s   p95 ${fmt(r.p95).padStart(5)} ms   p99 ${fmt(r.p99).padStart(5)} ms   non-2xx ${r.non2xx + r.errors}`;
  console.log(row('GET /api/health', health));
  console.log(row('GET /api/cities/search', search));
}

async function main(): Promise<void> {
  console.log(`autocannon : ${CONNECTIONS} connexions, ${DURATION} s par mesure`);
  const embedded = await startServer({ env: { LOG_LEVEL: 'error' } });
  try {
    await measure('PGlite', embedded);
  } finally {
    await embedded.stop();
  }
  await withScratchDatabase('ptm_bench_cities', async (url) => {
    const postgres = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url } });
    try {
      await measure('PostgreSQL', postgres);
    } finally {
      await postgres.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
