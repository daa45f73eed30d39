import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../backend/src/common/project-root';
import { openDatabase, queryRows } from '../../backend/src/database/database.client';
import type { Database } from '../../backend/src/database/database.types';
import { databaseUrl, withAdminClient } from '../support/database';
import { startServer, type RunningServer } from '../support/server';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { templateDatabaseName, templateDumpPath } from '../support/test-env';

const MAILS = 150;
const CLIENTS = 40;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The built server's database, on PostgreSQL when TEST_DATABASE_URL is set, else an embedded data folder. */
interface ServerData {
  env: Record<string, string>;
  dataDir?: string;
  /** Runs `fn` on the data while no server holds it (PGlite allows one process). */
  use<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

async function serverData(): Promise<ServerData> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `ptm_stop_${process.pid}`;
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName()}`));
    const url = databaseUrl(serverUrl, name);
    return {
      env: { DATABASE_URL: url },
      use: async (fn) => {
        const handle = await openDatabase({ url, poolSize: 2 });
        try {
          return await fn(handle.db);
        } finally {
          await handle.close();
        }
      },
      drop: () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    };
  }
  const dataDir = mkdtempSync(join(projectRoot(), '.tmp', 'stop-'));
  // The seeded template (cities, sectors): the server then starts without seeding.
  const template = new Blob([readFileSync(join(projectRoot(), templateDumpPath()))]);
  await (await openDatabase({ dataDir, loadDataDir: template })).close();
  return {
    env: {},
    dataDir,
    use: async (fn) => {
      const handle = await openDatabase({ dataDir });
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
      }
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Clients posting page views one after the other until the server stops answering; the session ids of the views
 * answered 204 are the ones the server acknowledged.
 */
function pageViewLoad(url: string): { acknowledged: string[]; done: Promise<void> } {
  const acknowledged: string[] = [];
  const client = async (n: number) => {
    for (let i = 0; ; i++) {
      const session = `stop-${n}-${i}`;
      try {
        const response = await fetch(`${url}/api/track`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER },
          body: JSON.stringify({ session_id: session, page: '/parents', ts: Date.now(), device: 'desktop' }),
        });
        if (response.status !== 204) return;
        acknowledged.push(session);
      } catch {
        // Refused or cut: the server is stopping.
        return;
      }
    }
  };
  return { acknowledged, done: Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n))).then(() => undefined) };
}

describe('Arrêt propre sur SIGTERM', () => {
  let data: ServerData;
  let smtp: TestSmtpServer;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    data = await serverData();
    // Mail waiting in the outbox, sent by the server's worker while the page views arrive.
    await data.use((db) =>
      db.execute(sql`INSERT INTO mail_outbox (dedup_key, template, recipient, subject, html, text)
        SELECT 'stop:' || n, 'parent-deposit-paid', 'parent' || n || '@exemple.fr', 'Mail ' || n, '<p>Bonjour</p>', 'Bonjour'
        FROM generate_series(1, ${MAILS}) AS n`),
    );
    // A slow SMTP server: the worker is in the middle of a batch when the signal comes.
    smtp = await startSmtpServer({ beforeAnswer: () => new Promise((resolve) => setTimeout(resolve, 30)) });
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await smtp?.stop();
    await data?.drop();
  });

  const start = async () => {
    const server = await startServer({
      dataDir: data.dataDir,
      empty: true,
      env: { ...data.env, SMTP_URL: smtp.url, MAIL_WORKER_INTERVAL_MS: '100', TRACK_BEACONS_PER_MINUTE: '1000000', LOG_LEVEL: 'info' },
    });
    servers.push(server);
    return server;
  };

  it('exits 0 within 10 s under load, with every acknowledged page view stored and no mail sent twice', async () => {
    const first = await start();
    const load = pageViewLoad(first.url);
    // Generous bounds: on a machine whose two cores also run the other test files, the first mails came after 30 s.
    await smtp.waitForMessages(15, 60_000);
    const stoppedAt = Date.now();
    first.kill('SIGTERM');
    const { code, signal } = await first.exited;
    const stopMs = Date.now() - stoppedAt;
    await load.done;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(stopMs).toBeLessThan(10_000);
    expect(first.logs()).toContain('Arrêt terminé.');
    const sentBeforeStop = smtp.messages.length;
    expect(sentBeforeStop).toBeLessThan(MAILS);
    expect(load.acknowledged.length).toBeGreaterThan(0);

    // The same data, started again: it sends the rest of the outbox, and nothing twice.
    const second = await start();
    await smtp.waitForMessages(MAILS, 90_000);
    await second.stop();
    const recipients = smtp.messages.flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(MAILS);
    expect(new Set(recipients).size).toBe(MAILS);

    const stored = await data.use((db) =>
      queryRows<{ session_id: string }>(db, sql`SELECT session_id FROM page_views WHERE session_id LIKE 'stop-%'`),
    );
    const storedSessions = new Set(stored.map((row) => row.session_id));
    const lost = load.acknowledged.filter((session) => !storedSessions.has(session));
    expect({ acknowledged: load.acknowledged.length, lost: lost.length }).toEqual({ acknowledged: load.acknowledged.length, lost: 0 });
  }, 300_000);
});
