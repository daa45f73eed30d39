import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Logger } from '@nestjs/common';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client, Pool } from 'pg';
import { projectRoot } from '../common/project-root';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database.types';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = join(projectRoot(), 'backend', 'drizzle');
/** Any stable number: several instances starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_001;

export interface DatabaseOptions {
  /** postgres://… : a real server through node-postgres. */
  url?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** PGlite: start from a dump made by dumpDataDir (tests clone a seeded template this way). */
  loadDataDir?: Blob;
  /** PGlite: postgresql.conf lines after the embedded database's own (tests shrink its memory this way). */
  settings?: string[];
  poolSize?: number;
  /** PostgreSQL: longest wait for a connection, new or from the pool (ms; none if unset, see databaseConfig). */
  connectTimeoutMs?: number;
  /** PostgreSQL: longest statement (ms, 0 or unset: none); the client gives up a second later if the server does not answer. */
  statementTimeoutMs?: number;
  /** Who opens an on-disk PGlite, in French, named to another program that finds the folder taken. */
  program?: string;
}

/**
 * With PostgreSQL's defaults a checkpoint keeps old write-ahead log segments for reuse until they make 80 MB
 * (min_wal_size): the embedded database keeps the least PostgreSQL allows (two segments), and deletes old segments
 * instead of renaming them for reuse. The data folder, a copy or a dump of it, is that much smaller.
 */
const PGLITE_SETTINGS = ['min_wal_size = 32MB', 'wal_recycle = off'];

/** PGlite in memory, or in the data folder's pgdata (the folder exists: openDatabase made it to take its lock). */
export async function createPglite(dataDir: string, loadDataDir?: Blob, settings: string[] = []): Promise<PGlite> {
  const target = dataDir.startsWith('memory://') ? undefined : resolve(dataDir, 'pgdata');
  return PGlite.create(target, { extensions: { unaccent, pg_trgm, btree_gin }, loadDataDir, postgresqlconf: [...PGLITE_SETTINGS, ...settings] });
}

/** Opens the database and brings its schema up to date (migrations are idempotent). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    await migratePostgres(options.url, options.connectTimeoutMs);
    const statementTimeout = options.statementTimeoutMs;
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Bounds both opening a connection and waiting for a free one in the pool.
      connectionTimeoutMillis: options.connectTimeoutMs,
      // The server cancels a long statement (57014) and the connection stays usable; the client-side bound covers a
      // server or network that no longer answers at all (the connection is then dropped from the pool).
      statement_timeout: statementTimeout || undefined,
      query_timeout: statementTimeout ? statementTimeout + 1_000 : undefined,
      keepAlive: true,
    });
    // An idle connection the server ends (restart, failover, terminated backend) is an 'error' event on the pool:
    // unheard, it would end the process. The pool has already dropped that connection and opens another when needed.
    pool.on('error', (error) => new Logger(openDatabase.name).warn(`Connexion PostgreSQL inactive perdue : ${error.message}`));
    // The same event on a connection checked out for a transaction has no pool listener; its query already fails with
    // the error, so it only needs to be heard.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './data';
  if (dataDir.startsWith('memory://')) return openPglite(await createPglite(dataDir, options.loadDataDir, options.settings), () => undefined);
  mkdirSync(resolve(dataDir), { recursive: true });
  const unlock = lockDataDir(dataDir, options.program ?? `le programme ${process.argv[1] ?? process.title}`);
  try {
    return await openPglite(await createPglite(dataDir, options.loadDataDir, options.settings), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(pglite: PGlite, unlock: () => void): Promise<DatabaseHandle> {
  const db = drizzlePglite(pglite, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * Migrations on a connection of their own, without the pool's statement bounds (a migration may rewrite a large
 * table, and waits for another instance's migrations), one instance at a time (advisory lock).
 */
async function migratePostgres(url: string, connectTimeoutMs?: number): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the advisory lock too.
    await client.end();
  }
}

/** Rows of a raw SQL query, whichever driver answered. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * A read query for a hot path, built once with sql.placeholder() parameters. On PostgreSQL it runs as a named
 * prepared statement, so each pooled connection also parses and plans it once (the statistics query took longer to
 * plan than to run, and Drizzle to build it than to send it). PGlite, in-process, runs the same text and parameters.
 */
export class PreparedRead<T> {
  private built?: { text: string; params: unknown[] };

  constructor(
    private readonly name: string,
    private readonly build: () => SQL,
  ) {}

  async rows(db: Database, values: Record<string, unknown>): Promise<T[]> {
    if (!this.built) {
      const { sql: text, params } = dialect.sqlToQuery(this.build());
      this.built = { text, params };
    }
    const { text, params } = this.built;
    const filled = fillPlaceholders(params, values);
    const client = (db as unknown as { $client: Pool | PGlite }).$client;
    if (client instanceof Pool) return (await client.query({ name: this.name, text, values: filled })).rows as T[];
    return (await client.query<T>(text, filled)).rows;
  }
}
