import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, type Pool } from 'pg';
import { seedCitiesAndSectors } from '../../backend/src/cities/cities.seed';
import { projectRoot } from '../../backend/src/common/project-root';
import { openDatabase } from '../../backend/src/database/database.client';
import type { DatabaseHandle } from '../../backend/src/database/database.types';
import { templateDatabaseName, templateDumpPath } from './test-env';

/** The URL of another database on the same server as TEST_DATABASE_URL. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = '/' + name;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops this run's template (jest globalTeardown). */
export async function dropTemplate(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${templateDatabaseName()} WITH (FORCE)`));
  }
  const { rmSync } = await import('node:fs');
  rmSync(join(projectRoot(), templateDumpPath()), { force: true });
}

/** Builds the seeded template once per test run (jest globalSetup). */
export async function buildTemplate(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = templateDatabaseName();
    await withAdminClient(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    });
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
    await seedCitiesAndSectors(handle.db);
    await handle.close();
    return;
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await seedCitiesAndSectors(handle.db);
  const { writeFileSync, mkdirSync } = await import('node:fs');
  // Uncompressed: each test database loads it, and un-gzipping the data folder took about twice as long as the load.
  const pglite = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob>; query(sql: string): Promise<unknown> } }).$client;
  // After a checkpoint the seeding's log segments are deleted (createPglite's settings): the dump holds the one in use
  // (66 MB instead of 150), and a test database loads in about 2 s instead of 5.
  await pglite.query('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(join(projectRoot(), '.tmp'), { recursive: true });
  writeFileSync(join(projectRoot(), templateDumpPath()), Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export interface TestDatabaseOptions {
  /** PostgreSQL: connect through this port of 127.0.0.1 (a relay in front of the server) instead of the server's. */
  port?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

/**
 * A fresh, isolated, already seeded database (cities and sectors) for one test file:
 * a clone of the template database on TEST_DATABASE_URL, else an in-memory PGlite loaded from the template dump.
 * Closing it drops the clone.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `ptm_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName()}`));
    const url = new URL(databaseUrl(serverUrl, name));
    if (options.port) Object.assign(url, { hostname: '127.0.0.1', port: String(options.port) });
    const { connectTimeoutMs, statementTimeoutMs } = options;
    const handle = await openDatabase({ url: url.toString(), poolSize: 10, connectTimeoutMs, statementTimeoutMs });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  return openDatabase({ dataDir: 'memory://', loadDataDir: templateDump(), settings: TEST_PGLITE_SETTINGS });
}

/**
 * PGlite's default shared_buffers (160 MB) is allocated and cleared at each start, and a test file's instances stay in
 * its worker's memory until collected: with 16 MB a test database starts in about 0.4 s less CPU (the template, 66 MB,
 * is in memory anyway, so a page not in the buffers costs a copy, not a read).
 */
const TEST_PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/**
 * The template dump as PGlite takes it (a Blob), read once per test file. A Blob built from the 66 MB copies them, and
 * PGlite reads it back through a stream: this one hands over a copy of the bytes read (about 0.2 s less CPU per database).
 */
class TemplateDump extends Blob {
  constructor(private readonly content: Buffer) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.content;
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}

let dump: TemplateDump | undefined;

export function templateDump(): Blob {
  dump ??= new TemplateDump(readFileSync(join(projectRoot(), templateDumpPath())));
  return dump;
}

/**
 * Another instance's own connection to the database of `handle`: on PostgreSQL a second pool (closing it leaves the
 * database to its owner); the in-memory PGlite lives in this process, so it is the same one, left open by close().
 */
export async function openSameDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.kind === 'pglite') return { ...handle, close: async () => undefined };
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  return openDatabase({ url: pool.options.connectionString, poolSize: 10 });
}
