import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle client, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What services that take part in a caller's transaction accept. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Injection token of the Drizzle client. */
export const DATABASE = Symbol('DATABASE');
/** Injection token of the handle (client + driver kind + close). */
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');
