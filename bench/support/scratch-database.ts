import { Client } from 'pg';
import { databaseUrl } from '../../test/support/database';

/** BENCH_DATABASE_URL: the PostgreSQL server benchmarks create their throw-away databases on. */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `fn` with the URL of a database created for it on BENCH_SERVER_URL, dropped afterwards whatever happens. */
export async function withScratchDatabase<T>(prefix: string, fn: (url: string, name: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await fn(databaseUrl(BENCH_SERVER_URL, name), name);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
