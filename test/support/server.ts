import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../../backend/src/common/project-root';
import { TEST_ENV } from './test-env';

/** An on-disk PGlite data folder already migrated and seeded (cities, sectors), copied for each server. */
export const DISK_TEMPLATE = join(projectRoot(), '.tmp', 'server-template');

export interface RunningServer {
  url: string;
  port: number;
  /** The server process's id (benchmarks read its CPU time). */
  pid: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
  /** Sends a signal to the server process (e.g. SIGTERM under load). */
  kill: (signal: NodeJS.Signals) => void;
  /** Settles when the process has exited, with its exit code (null when a signal ended it) and that signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartServerOptions {
  /** Environment on top of TEST_ENV; a value of undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** Reuse this data folder (e.g. to restart on the same data); by default a fresh copy of the template. */
  dataDir?: string;
  /** Start from an empty data folder instead of the seeded template. */
  empty?: boolean;
  /** Keep the data folder when stopping. */
  keepData?: boolean;
  /** Called with all the output so far each time the process writes (whether lines come as they happen). */
  onOutput?: (output: string) => void;
}

/**
 * Ports handed to servers started as separate processes are taken below Linux's ephemeral range (32768 and up), in a
 * block per Jest worker. A port the system hands out for `listen(0)` is free again as soon as it is probed, and a
 * server process takes seconds before it listens on it: meanwhile supertest, a fake Stripe or an outgoing connection
 * in the other worker could be given the same port, the server would then die of EADDRINUSE while its health check
 * was answered by someone else.
 */
const PORT_BLOCKS_START = 20_000;
const PORTS_PER_BLOCK = 1_000;
const PORT_BLOCKS = 12;
let nextPortOffset = Math.floor(Math.random() * PORTS_PER_BLOCK);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const block = Number(process.env.JEST_WORKER_ID ?? 0) % PORT_BLOCKS;
  for (let tries = 0; tries < PORTS_PER_BLOCK; tries++) {
    const port = PORT_BLOCKS_START + block * PORTS_PER_BLOCK + (nextPortOffset++ % PORTS_PER_BLOCK);
    if (await canListen(port)) return port;
  }
  throw new Error(`Aucun port libre entre ${PORT_BLOCKS_START + block * PORTS_PER_BLOCK} et ${PORT_BLOCKS_START + (block + 1) * PORTS_PER_BLOCK - 1}.`);
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${child.exitCode}) :\n${logs()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Le serveur n'a pas démarré en 90 s :\n${logs()}`);
}

/** The built product (dist/, built by `npm run test:api` and `test:browser` first) in its own process, as `npm start` runs it. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const entry = join(projectRoot(), 'dist', 'backend', 'src', 'main.js');
  if (!existsSync(entry)) throw new Error('dist/ absent : lancez npm run build avant ce test (npm run test:api et test:browser le font).');
  const port = await freePort();
  const base = join(projectRoot(), '.tmp', 'servers');
  mkdirSync(base, { recursive: true });
  const dataDir = options.dataDir ?? mkdtempSync(join(base, 'data-'));
  if (!options.dataDir && !options.empty && existsSync(DISK_TEMPLATE)) {
    cpSync(DISK_TEMPLATE, dataDir, { recursive: true });
  }
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    ...process.env,
    ...TEST_ENV,
    LOG_LEVEL: 'warn',
    DATABASE_URL: undefined,
    PORT: String(port),
    DATA_DIR: dataDir,
    ...options.env,
  })) {
    if (value !== undefined) env[key] = value;
  }
  let output = '';
  const child = spawn(process.execPath, [entry], { env, cwd: projectRoot(), stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      options.onOutput?.(output);
    });
  }
  // A server that dies on its own says why in the test's output (the tests themselves only see refused connections).
  let exitExpected = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!exitExpected) process.stderr.write(`Le serveur du port ${port} s'est arrêté seul (code ${code}, signal ${signal}) :\n${output}\n`);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const logs = () => output;
  try {
    await waitForHealth(url, child, logs);
  } catch (error) {
    exitExpected = true;
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    logs,
    kill: (signal) => {
      exitExpected = true;
      child.kill(signal);
    },
    exited,
    stop: async () => {
      exitExpected = true;
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
