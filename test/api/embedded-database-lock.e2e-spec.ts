import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../backend/src/common/project-root';
import { LOCK_FILE } from '../../backend/src/database/data-dir-lock';
import { databaseUrl, withAdminClient } from '../support/database';
import { startServer } from '../support/server';
import { TEST_ENV, templateDatabaseName } from '../support/test-env';

const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const dist = join(projectRoot(), 'dist', 'backend', 'src');
const NEW_ADMIN = { email: 'nouvelle@exemple.fr', password: 'cerise tambour orage lundi' };
const COMMANDS: [string, string, string[]][] = [
  ['admin:create', 'auth/admin-create.cli.js', ['--email', NEW_ADMIN.email, '--password', NEW_ADMIN.password]],
  ['stats:rollup', 'stats/stats-rollup.cli.js', ['--from', '2026-01-01', '--to', '2026-01-02']],
  ['seed:demo', 'demo/seed-demo.cli.js', []],
];

/** A command or a second server run as a user would, on the embedded database in dataDir. */
function run(script: string, args: string[], dataDir: string, env: Record<string, string> = {}) {
  const merged: Record<string, string | undefined> = { ...process.env, ...TEST_ENV, DATABASE_URL: undefined, DATA_DIR: dataDir, ...env };
  const result = spawnSync(process.execPath, [join(dist, script), ...args], {
    env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    cwd: projectRoot(),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

async function login(url: string, credentials: { email: string; password: string }): Promise<number> {
  const response = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
  return response.status;
}

async function parentRequestCount(url: string): Promise<number> {
  const { token } = (await (await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }),
  })).json()) as { token: string };
  const response = await fetch(`${url}/api/admin/parent-requests?range=[0,0]`, { headers: { Authorization: `Bearer ${token}` } });
  return Number(response.headers.get('content-range')!.split('/')[1]);
}

onPglite('Embedded database (PGlite) used by one program at a time', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(projectRoot(), '.tmp', 'lock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses every command and a second server while the server runs, changing nothing; all work once it stops', async () => {
    const server = await startServer({ dataDir });
    try {
      const { pid } = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
      for (const [name, script, args] of COMMANDS) {
        const result = run(script, args, dataDir);
        expect({ name, ...result }).toEqual({
          name,
          status: 1,
          stdout: '',
          stderr: expect.stringMatching(
            new RegExp(`^La base embarquée .* est ouverte par le serveur \\(processus ${pid}, depuis le .*\\) : un seul programme à la fois peut l'utiliser\\. Arrêtez-le \\(Ctrl\\+C dans son terminal\\), puis relancez npm run ${name}\\.$`),
          ),
        });
      }
      const second = run('main.js', [], dataDir, { PORT: '0' });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(new RegExp(`^La base embarquée .* est déjà ouverte par le serveur \\(processus ${pid}, .*Arrêtez-le avant de démarrer ce serveur, ou donnez-lui un autre DATA_DIR\\.$`));
      // Nothing was written: no new admin, no demo data, and the server still answers.
      expect(await login(server.url, NEW_ADMIN)).toBe(401);
      expect(await parentRequestCount(server.url)).toBe(0);
    } finally {
      await server.stop();
    }

    const created = run(COMMANDS[0][1], COMMANDS[0][2], dataDir);
    expect(created).toMatchObject({ status: 0, stdout: `Administrateur créé : ${NEW_ADMIN.email}` });
    expect(run(COMMANDS[1][1], COMMANDS[1][2], dataDir)).toMatchObject({ status: 0, stdout: expect.stringContaining('2 jour(s) consolidé(s)') });
  }, 240_000);

  it('takes over the lock a killed server left behind, for a command and for a new server', async () => {
    await startServer({ dataDir });
    const { pid } = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    const exited = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        try {
          process.kill(pid, 0);
        } catch {
          clearInterval(poll);
          resolve();
        }
      }, 50);
    });
    process.kill(pid, 'SIGKILL');
    await exited;
    // The lock file is still there, naming a process that is gone.
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid });

    expect(run(COMMANDS[0][1], ['--email', NEW_ADMIN.email, '--password', 'orage lundi cerise tambour'], dataDir)).toMatchObject({
      status: 0,
      stdout: `Mot de passe réinitialisé : ${NEW_ADMIN.email}`,
    });
    const restarted = await startServer({ dataDir });
    try {
      expect(await login(restarted.url, { email: NEW_ADMIN.email, password: 'orage lundi cerise tambour' })).toBe(200);
    } finally {
      await restarted.stop();
    }
  }, 240_000);
});

onPostgres('Commands on PostgreSQL (DATABASE_URL)', () => {
  const name = `ptm_lock_${process.pid}`;
  let dataDir: string;

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName()}`));
    dataDir = mkdtempSync(join(projectRoot(), '.tmp', 'lock-'));
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('ignore the embedded database folder and its lock: the server may run, PostgreSQL takes several programs', () => {
    // The folder is held by a live process (this test run's parent): only the embedded database would care.
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, program: 'le serveur', since: 'maintenant' }));
    const result = run(COMMANDS[0][1], COMMANDS[0][2], dataDir, { DATABASE_URL: databaseUrl(process.env.TEST_DATABASE_URL!, name) });
    expect(result).toMatchObject({ status: 0, stdout: `Administrateur créé : ${NEW_ADMIN.email}` });
  });
});
