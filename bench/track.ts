/**
 * npm run bench:track — POST /api/track under a burst on PostgreSQL (issue 6): autocannon, 100 connections, about 15 s,
 * against the built server, and the same load against a bare Fastify route answering 204 in the same run.
 * Prints requests/s, p99, the ratio to the bare route, and rows stored against 2xx answers once the server has
 * flushed (it is stopped with SIGTERM, which writes what is still buffered).
 * Targets: ≥ 50 % of the bare route's throughput, p99 ≤ 50 ms, nothing lost.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { databaseUrl } from '../test/support/database';
import { freePort, startServer } from '../test/support/server';
import { fmt, runLoad, type LoadResult } from './support/load';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARM_UP = 3;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A few sessions and pages, as many visitors produce them. */
function trackRequests() {
  return Array.from({ length: 50 }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/track',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
    body: JSON.stringify({ session_id: `bench-${i}`, page: ['/', '/parents', '/merchants', '/parents/payment/abc'][i % 4], ts: Date.now(), device: 'mobile' }),
  }));
}

async function startBare(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'support', 'bare-server.js')], { env: { ...process.env, PORT: String(port) } });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`serveur nu arrêté (code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * A warm-up by duration measures the rate; the measured run then sends a fixed number of requests (≈ DURATION s) and
 * waits for every answer, so that 2xx answers can be compared with stored rows exactly.
 */
async function measure(url: string, afterWarmUp: () => Promise<void> = async () => undefined) {
  const requests = trackRequests();
  // The first warm-up runs while the JIT compiles; the second gives the steady rate.
  await runLoad({ url, requests, connections: CONNECTIONS, duration: WARM_UP });
  const warm = await runLoad({ url, requests, connections: CONNECTIONS, duration: WARM_UP });
  await afterWarmUp();
  const amount = Math.max(CONNECTIONS, Math.round(warm.requestsPerSecond * DURATION));
  const started = Date.now();
  const run = await runLoad({ url, requests, connections: CONNECTIONS, duration: DURATION, amount });
  return { run, seconds: (Date.now() - started) / 1000 };
}

async function countRows(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM page_views')).rows[0].n);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  console.log(`autocannon : ${CONNECTIONS} connexions, ~${DURATION} s par mesure (après 2 × ${WARM_UP} s de chauffe)`);
  const row = (name: string, r: LoadResult, seconds: number) =>
    `${name.padEnd(34)} ${fmt(r.responses / seconds, 0).padStart(7)} req/s   p95 ${fmt(r.p95).padStart(5)} ms   p99 ${fmt(r.p99).padStart(5)} ms   non-2xx ${r.non2xx + r.errors}   (${r.responses} réponses en ${fmt(seconds)} s)`;

  const bare = await startBare();
  let bareResult: Awaited<ReturnType<typeof measure>>;
  try {
    bareResult = await measure(bare.url);
  } finally {
    bare.stop();
  }

  const name = `ptm_bench_track_${process.pid}`;
  const url = databaseUrl(SERVER_URL, name);
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url } });
    let trackResult: Awaited<ReturnType<typeof measure>>;
    let beforeRun = 0;
    try {
      trackResult = await measure(server.url, async () => {
        // The warm-up's last answers may still be on their way: its views are counted once the table stops growing.
        for (let previous = -1; beforeRun !== previous; ) {
          previous = beforeRun;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          beforeRun = await countRows(url);
        }
      });
    } finally {
      await server.stop();
    }
    const stored = (await countRows(url)) - beforeRun;
    const answered2xx = trackResult.run.responses - trackResult.run.non2xx;
    const ratio = (trackResult.run.responses / trackResult.seconds) / (bareResult.run.responses / bareResult.seconds);
    console.log(row('Fastify nu, POST /api/track → 204', bareResult.run, bareResult.seconds));
    console.log(row('POST /api/track (PostgreSQL)', trackResult.run, trackResult.seconds));
    console.log(`rapport au serveur nu : ${fmt(ratio * 100)} % (objectif ≥ 50 %)   p99 ${fmt(trackResult.run.p99)} ms (objectif ≤ 50 ms)`);
    console.log(`réponses 2xx : ${answered2xx}   lignes enregistrées après vidage : ${stored}   ${stored === answered2xx ? 'aucune perte' : `ÉCART ${stored - answered2xx}`}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
