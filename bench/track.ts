/**
 * npm run bench:track — POST /api/track under a burst on PostgreSQL (issue 6): autocannon, 100 connections, about 15 s,
 * against the built server, and the same load against a bare Fastify route answering 204 in the same run.
 * The two are measured in alternating slices. Prints requests/s, p99, the ratio to the bare route, and rows stored
 * against 2xx answers once the server has flushed (it is stopped with SIGTERM, which writes what is still buffered).
 * Targets (issue 19): ≥ 75 % of the bare route's throughput, p99 ≤ 20 ms, nothing lost.
 * Also prints what each answer cost in CPU time, to the server, to PostgreSQL and to the load generator: on a machine
 * whose cores all three share, the throughput follows the sum, and these figures vary far less from run to run.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, startServer } from '../test/support/server';
import { withScratchDatabase } from './support/scratch-database';
import { fmt, runLoad } from './support/load';
import { ownCpuSeconds, postgresCpu, postgresCpuBetween, processCpuSeconds, type PostgresCpu } from './support/cpu-time';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARM_UP = 3;
const ROUNDS = 3;
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

async function startBare(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'support', 'bare-server.js')], { env: { ...process.env, PORT: String(port) } });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`serveur nu arrêté (code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/**
 * The two servers are measured in alternating slices, so that a change in the machine's load weighs on both alike.
 * Each slice sends a fixed number of requests (the last measured rate × its share of DURATION) and waits for every
 * answer, so that 2xx answers can be compared with stored rows exactly.
 */
class Contender {
  readonly times: number[] = [];
  responses = 0;
  non2xx = 0;
  seconds = 0;
  rate = 0;
  /** CPU seconds spent during the slices by the server, PostgreSQL's processes and this process (autocannon). */
  private readonly cpu = { server: 0, postgres: 0, loader: 0 };
  private measuredCpu = true;

  constructor(
    readonly label: string,
    readonly url: string,
    readonly pid: number,
  ) {}

  async warmUp(): Promise<void> {
    // The first run goes while the JIT compiles; the second gives the steady rate.
    await runLoad({ url: this.url, requests: trackRequests(), connections: CONNECTIONS, duration: WARM_UP });
    this.rate = (await runLoad({ url: this.url, requests: trackRequests(), connections: CONNECTIONS, duration: WARM_UP })).requestsPerSecond;
  }

  async slice(seconds: number): Promise<void> {
    const amount = Math.max(CONNECTIONS, Math.round(this.rate * seconds));
    const cpuBefore = this.cpuNow();
    const started = Date.now();
    const result = await runLoad({
      url: this.url,
      requests: trackRequests(),
      connections: CONNECTIONS,
      duration: seconds,
      amount,
      onResponse: (ms) => this.times.push(ms),
    });
    const elapsed = (Date.now() - started) / 1000;
    const cpuAfter = this.cpuNow();
    if (!cpuBefore || !cpuAfter) this.measuredCpu = false;
    else {
      this.cpu.server += cpuAfter.server - cpuBefore.server;
      this.cpu.loader += cpuAfter.loader - cpuBefore.loader;
      // NaN (printed « non mesuré ») when PostgreSQL runs on another machine.
      this.cpu.postgres += cpuBefore.postgres && cpuAfter.postgres ? postgresCpuBetween(cpuBefore.postgres, cpuAfter.postgres) : NaN;
    }
    this.responses += result.responses;
    this.non2xx += result.non2xx + result.errors;
    this.seconds += elapsed;
    this.rate = result.responses / elapsed;
  }

  /** Undefined where /proc cannot tell (not Linux, or the server has gone). */
  private cpuNow(): { server: number; postgres: PostgresCpu | undefined; loader: number } | undefined {
    const server = processCpuSeconds(this.pid);
    return server === undefined ? undefined : { server, postgres: postgresCpu(), loader: ownCpuSeconds() };
  }

  /** Microseconds of CPU per answer: server, PostgreSQL, load generator. */
  cpuLine(): string {
    if (!this.measuredCpu) return `${this.label.padEnd(34)} temps CPU non mesuré (/proc absent)`;
    const perAnswer = (seconds: number) =>
      Number.isNaN(seconds) ? 'non mesuré (autre machine)' : `${fmt((seconds * 1e6) / this.responses).padStart(5)} µs`;
    return `${this.label.padEnd(34)} CPU par réponse : serveur ${perAnswer(this.cpu.server)}   PostgreSQL ${perAnswer(this.cpu.postgres)}   autocannon ${perAnswer(this.cpu.loader)}`;
  }

  get requestsPerSecond(): number {
    return this.responses / this.seconds;
  }

  percentile(p: number): number {
    const sorted = [...this.times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }

  line(): string {
    return `${this.label.padEnd(34)} ${fmt(this.requestsPerSecond, 0).padStart(7)} req/s   p95 ${fmt(this.percentile(95)).padStart(5)} ms   p99 ${fmt(this.percentile(99)).padStart(5)} ms   non-2xx ${this.non2xx}   (${this.responses} réponses en ${fmt(this.seconds)} s)`;
  }
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
  console.log(`autocannon : ${CONNECTIONS} connexions, ~${DURATION} s par serveur en ${ROUNDS} tranches alternées (après 2 × ${WARM_UP} s de chauffe)`);
  await withScratchDatabase('ptm_bench_track', async (url) => {
    const bareServer = await startBare();
    // Every request of the bench comes from 127.0.0.1: the per-address budget is raised so that it is still checked on
    // each beacon but never drops one (the bench compares rows stored with answers).
    const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url, TRACK_BEACONS_PER_MINUTE: '1000000000' } }).catch((error) => {
      bareServer.stop();
      throw error;
    });
    const bare = new Contender('Fastify nu, POST /api/track → 204', bareServer.url, bareServer.pid);
    const track = new Contender('POST /api/track (PostgreSQL)', server.url, server.pid);
    let beforeRun = 0;
    try {
      await bare.warmUp();
      await track.warmUp();
      // The warm-up's last answers may still be on their way: its views are counted once the table stops growing.
      for (let previous = -1; beforeRun !== previous; ) {
        previous = beforeRun;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        beforeRun = await countRows(url);
      }
      for (let round = 0; round < ROUNDS; round++) {
        await bare.slice(DURATION / ROUNDS);
        await track.slice(DURATION / ROUNDS);
      }
    } finally {
      bareServer.stop();
      // SIGTERM: the server writes what is still buffered before it closes the database.
      await server.stop();
    }
    const stored = (await countRows(url)) - beforeRun;
    const answered2xx = track.responses - track.non2xx;
    const ratio = track.requestsPerSecond / bare.requestsPerSecond;
    console.log(bare.line());
    console.log(track.line());
    console.log(bare.cpuLine());
    console.log(track.cpuLine());
    console.log(`rapport au serveur nu : ${fmt(ratio * 100)} % (objectif ≥ 75 %)   p99 ${fmt(track.percentile(99))} ms (objectif ≤ 20 ms)`);
    console.log(`réponses 2xx : ${answered2xx}   lignes enregistrées après vidage : ${stored}   ${stored === answered2xx ? 'aucune perte' : `ÉCART ${stored - answered2xx}`}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
