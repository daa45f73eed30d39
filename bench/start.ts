/**
 * npm run bench:start — the built server's start on existing data (issue 19): from the spawn of
 * `node dist/backend/src/main.js` to the first 200 of /api/health, then of / (the page), several runs, on an embedded
 * data folder (PGlite) and on a PostgreSQL database, both already migrated and seeded with demo data by a first start
 * that is not counted. Beside it, in the same run, the fixed cost of Node itself: a bare Fastify answering 200 on both
 * paths. Target: ≤ 5 s to the first 200.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../backend/src/common/project-root';
import { freePort } from '../test/support/server';
import { TEST_ENV } from '../test/support/test-env';
import { withScratchDatabase } from './support/scratch-database';
import { fmt, percentile } from './support/load';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const POLL_MS = 10;
const TIMEOUT_MS = 120_000;

/** Node and Fastify alone: what any server pays before its own start-up work. */
const BARE_SERVER = `
const app = require('fastify')();
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

interface StartTimes {
  health: number;
  page: number;
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Spawns `args`, times the first 200 of /api/health and then of /, and stops the process (SIGTERM). */
async function timeStart(args: string[], env: Record<string, string | undefined>): Promise<StartTimes> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: projectRoot(), env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const waitFor = async (path: string): Promise<number> => {
    while (!(await answers200(`http://127.0.0.1:${port}${path}`))) {
      if (child.exitCode !== null) throw new Error(`arrêté (code ${child.exitCode}) : ${errors}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`pas de 200 sur ${path} en ${TIMEOUT_MS / 1000} s : ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return performance.now() - started;
  };
  try {
    const health = await waitFor('/api/health');
    return { health, page: await waitFor('/') };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function serverEnv(extra: Record<string, string>): Record<string, string | undefined> {
  return { ...process.env, ...TEST_ENV, LOG_LEVEL: 'warn', DEMO_DATA: 'true', DATABASE_URL: undefined, ...extra };
}

function line(label: string, runs: StartTimes[], reference?: StartTimes[]): string {
  const stat = (key: keyof StartTimes) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const versus = reference ? ` (nu + ${fmt((median - percentile(reference.map((run) => run[key]).sort((a, b) => a - b), 50)) / 1000, 2)} s)` : '';
    return `${key === 'health' ? '/api/health' : '/'} médiane ${fmt(median / 1000, 2)} s, max ${fmt(sorted[sorted.length - 1] / 1000, 2)} s${versus}`;
  };
  return `${label.padEnd(34)} ${stat('health')}   ${stat('page')}`;
}

/** Runs of each contender in turn, so that a change in the machine's load weighs on all alike. */
async function alternate(contenders: { start: () => Promise<StartTimes> }[]): Promise<StartTimes[][]> {
  const results: StartTimes[][] = contenders.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, contender] of contenders.entries()) results[index].push(await contender.start());
  }
  return results;
}

async function main(): Promise<void> {
  const entry = join(projectRoot(), 'dist', 'backend', 'src', 'main.js');
  console.log(`${RUNS} démarrages par serveur, alternés ; données existantes (migrées, démo), créées par un premier démarrage non compté`);
  const dataDir = mkdtempSync(join(projectRoot(), '.tmp', 'bench-start-'));
  try {
    await withScratchDatabase('ptm_bench_start', async (url) => {
      const pglite = serverEnv({ DATA_DIR: dataDir });
      const postgres = serverEnv({ DATABASE_URL: url });
      const firstPglite = await timeStart([entry], pglite);
      const firstPostgres = await timeStart([entry], postgres);
      console.log(`premier démarrage (migrations, villes, démo) : PGlite ${fmt(firstPglite.health / 1000, 2)} s, PostgreSQL ${fmt(firstPostgres.health / 1000, 2)} s`);
      const [bare, onPglite, onPostgres] = await alternate([
        { start: () => timeStart(['-e', BARE_SERVER], { ...process.env }) },
        { start: () => timeStart([entry], pglite) },
        { start: () => timeStart([entry], postgres) },
      ]);
      console.log(line('node -e, Fastify nu (référence)', bare));
      console.log(line('serveur construit, PGlite', onPglite, bare));
      console.log(line('serveur construit, PostgreSQL', onPostgres, bare));
      const worst = Math.max(...[...onPglite, ...onPostgres].map((run) => run.health));
      console.log(`objectif ≤ 5 s jusqu'au premier 200 : pire démarrage ${fmt(worst / 1000, 2)} s`);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
