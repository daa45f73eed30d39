import { Client, Pool } from 'pg';
import type { Database } from './database.types';

/** First-start work (first admin, reference data, demo data): one instance at a time, the others then find it done. */
export const FIRST_START_LOCK_KEY = 727_002;

/** Receipt numbering, held by the issuing transaction: numbers and dates of issue then follow the same order. */
export const RECEIPT_NUMBER_LOCK_KEY = 727_020;

/**
 * Runs `work` while this process holds a PostgreSQL session advisory lock; another instance asking for the same key
 * waits until it is released. The lock lives on a connection of its own, without the pool's statement bounds: the
 * wait lasts as long as the other instance's work (seeding every commune takes longer than a statement may). The
 * embedded database has one instance (its data folder is locked), so there it simply runs.
 */
export async function exclusiveAcrossInstances<T>(db: Database, key: number, work: () => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof Pool)) return work();
  const connection = new Client({ ...pool.options, statement_timeout: undefined, query_timeout: undefined });
  // Losing this session (server restart, terminated backend) releases the lock: unheard, the error would end the
  // process mid-work; heard, the start fails with it once the work returns, rather than go on unguarded.
  let lost: Error | undefined;
  connection.on('error', (error) => (lost = error));
  await connection.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [key]);
    const result = await work();
    if (lost) throw lost;
    return result;
  } finally {
    // Ending the session releases the lock.
    await connection.end();
  }
}
