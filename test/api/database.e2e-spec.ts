import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { queryRows } from '../../backend/src/database/database.client';
import type { DatabaseHandle } from '../../backend/src/database/database.types';
import { createTestDatabase, withAdminClient } from '../support/database';

/** Only a PostgreSQL server has connections it can end; PGlite runs in the process. */
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

describe('PostgreSQL connection pool', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  onPostgres('survives an idle connection ended by the server, and the next query gets a new one', async () => {
    const pool = (handle.db as unknown as { $client: Pool }).$client;
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // Sequential queries reuse the one idle connection: this is its server process.
    const [{ pid }] = await queryRows<{ pid: number }>(handle.db, sql`SELECT pg_backend_pid() AS pid`);
    expect(pool.idleCount).toBe(1);
    await withAdminClient((client) => client.query('SELECT pg_terminate_backend($1)', [pid]));
    const deadline = Date.now() + 5_000;
    while (pool.totalCount > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pool.totalCount).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Connexion PostgreSQL inactive perdue : terminating connection/));
    const [{ other }] = await queryRows<{ other: number }>(handle.db, sql`SELECT pg_backend_pid() AS other`);
    expect(other).not.toBe(pid);
    warn.mockRestore();
  });
});
