/**
 * npm run bench:lighthouse — Lighthouse 12's performance audit (its default: mobile, simulated throttling) of the
 * built product's `/` and `/parents`, in Debian's Chromium (headless, the test flags), several runs per page, medians
 * printed. Reference of the same run: Lighthouse's own CPU benchmark index of this machine (higher is faster; the
 * simulation scales with it, so a busy machine shows in it).
 * Targets (issue 19): `/` performance ≥ 98, LCP ≤ 1.8 s; `/parents` performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02.
 * Runs per page: BENCH_RUNS (default 3). Exit code 1 when a median misses its target.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/support/browser';
import { freePort, startServer } from '../test/support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Target {
  route: string;
  performance: number;
  lcpMs: number;
  cls?: number;
}

const TARGETS: Target[] = [
  { route: '/', performance: 98, lcpMs: 1800 },
  { route: '/parents', performance: 95, lcpMs: 2000, cls: 0.02 },
];

interface Run {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

/** Chromium with a DevTools port for Lighthouse, in a profile of its own that is removed afterwards. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    ['--headless', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('DevTools listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`Chromium s'est arrêté (code ${code}) :\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing their cache just after the main one exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse : ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function line(label: string, run: Run): string {
  return `${label.padEnd(22)} ${String(run.performance).padStart(5)} ${seconds(run.fcpMs).padStart(8)} ${seconds(run.lcpMs).padStart(8)} ${`${Math.round(run.tbtMs)} ms`.padStart(8)} ${run.cls.toFixed(3).padStart(6)} ${String(Math.round(run.benchmarkIndex)).padStart(7)}`;
}

async function main(): Promise<void> {
  const [server, chromium] = await Promise.all([startServer({ env: { LOG_LEVEL: 'error' } }), startChromium()]);
  try {
    console.log(`Lighthouse ${RUNS} passage(s) par page, mobile, ralentissement simulé ; indice CPU = référence de la machine`);
    console.log(`${'page'.padEnd(22)} ${'perf'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'CPU'.padStart(7)}`);
    const verdicts: string[] = [];
    for (const target of TARGETS) {
      const runs: Run[] = [];
      for (let index = 0; index < RUNS; index++) {
        const run = await audit(`${server.url}${target.route}`, chromium.port);
        runs.push(run);
        console.log(line(`${target.route} #${index + 1}`, run));
      }
      const middle: Run = {
        performance: median(runs.map((run) => run.performance)),
        fcpMs: median(runs.map((run) => run.fcpMs)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
      };
      console.log(line(`${target.route} médiane`, middle));
      const ok = middle.performance >= target.performance && middle.lcpMs <= target.lcpMs && (target.cls === undefined || middle.cls <= target.cls);
      const goal = `performance ≥ ${target.performance}, LCP ≤ ${seconds(target.lcpMs)}${target.cls === undefined ? '' : `, CLS ≤ ${target.cls}`}`;
      verdicts.push(`${target.route} : objectif ${goal} : ${ok ? 'OK' : 'MANQUÉ'}`);
      if (!ok) process.exitCode = 1;
    }
    console.log(verdicts.join('\n'));
  } finally {
    await chromium.stop();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
