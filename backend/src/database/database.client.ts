import { PGlite } from '@electric-sql/pglite';
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
import { Pool } from 'pg';
import { projectRoot } from '../common/project-root';
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
  poolSize?: number;
}

export async function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) mkdirSync(resolve(dataDir), { recursive: true });
  const target = dataDir.startsWith('memory://') ? undefined : resolve(dataDir, 'pgdata');
  return PGlite.create(target, { extensions: { unaccent, pg_trgm }, loadDataDir });
}

/** Opens the database and brings its schema up to date (migrations are idempotent). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, terminated backend) is an 'error' event on the pool:
    // unheard, it would end the process. The pool has already dropped that connection and opens another when needed.
    pool.on('error', (error) => new Logger('Database').warn(`Connexion PostgreSQL inactive perdue : ${error.message}`));
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const pglite = await createPglite(options.dataDir ?? './data', options.loadDataDir);
  const db = drizzlePglite(pglite, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: 'pglite', close: () => pglite.close() };
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
