import type { ThrottlerStorage } from '@nestjs/throttler';
import { sql } from 'drizzle-orm';
import { queryRows } from '../database/database.client';
import type { Database } from '../database/database.types';

/** What a storage answers for one hit (the package does not export its name). */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface HitRow {
  total_hits: number;
  time_to_expire: number;
  is_blocked: boolean;
  time_to_block_expire: number;
}

/**
 * Throttle counters in `throttle_hits`, shared by every instance on one PostgreSQL. One statement per hit: the
 * upsert locks the key's row, so concurrent hits from any instance are all counted.
 *
 * It follows @nestjs/throttler's in-memory ThrottlerStorageService step by step, with one window per key instead of
 * one expiry per hit: the window ends `ttl` after its first hit and then starts over (a fixed window; the in-memory
 * storage forgets each hit `ttl` after it was made). With a block duration, the hit over the limit blocks the key
 * for that long; hits while blocked are refused and not counted; the first hit after the block starts a count of 1.
 * Without one (0), each hit over the limit is refused until the window ends.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly db: Database) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    const now = sql`now()`;
    const windowEnd = sql`${now} + ${ttl}::float8 * interval '1 millisecond'`;
    const blockEnd = sql`${now} + ${blockDuration}::float8 * interval '1 millisecond'`;
    const blocking = sql`${blockDuration}::float8 > 0`;
    // The stored row as the in-memory storage sees it before this hit: the window's hits forgotten once it ended.
    const expired = sql`throttle_hits.expires_at <= ${now}`;
    const liveHits = sql`(CASE WHEN ${expired} THEN 0 ELSE throttle_hits.hits END)`;
    const wasBlocked = sql`throttle_hits.blocked_until IS NOT NULL`;
    const blockOver = sql`throttle_hits.blocked_until <= ${now}`;
    const [row] = await queryRows<HitRow>(
      this.db,
      sql`
        INSERT INTO throttle_hits AS throttle_hits (key, hits, expires_at, blocked_until)
        VALUES (${key}, CASE WHEN ${blocking} THEN 1 ELSE LEAST(1, ${limit}::int + 1) END, ${windowEnd},
                CASE WHEN ${blocking} AND 1 > ${limit}::int THEN ${blockEnd} END)
        ON CONFLICT (key) DO UPDATE SET
          expires_at = CASE WHEN ${expired} THEN ${windowEnd} ELSE throttle_hits.expires_at END,
          -- Without blocking, a refused hit is kept as limit + 1, which is what the caller is told.
          hits = CASE
            WHEN NOT ${blocking} THEN LEAST(${liveHits} + 1, ${limit}::int + 1)
            WHEN ${blockOver} THEN 1
            WHEN ${wasBlocked} THEN ${liveHits}
            ELSE ${liveHits} + 1
          END,
          blocked_until = CASE
            WHEN NOT ${blocking} OR ${blockOver} THEN NULL
            WHEN ${wasBlocked} THEN throttle_hits.blocked_until
            WHEN ${liveHits} + 1 > ${limit}::int THEN ${blockEnd}
          END
        RETURNING
          hits AS total_hits,
          ceil(extract(epoch FROM expires_at - ${now}))::int AS time_to_expire,
          CASE WHEN ${blocking} THEN blocked_until IS NOT NULL ELSE hits > ${limit}::int END AS is_blocked,
          CASE
            WHEN blocked_until IS NOT NULL THEN ceil(extract(epoch FROM blocked_until - ${now}))::int
            WHEN NOT ${blocking} AND hits > ${limit}::int THEN ceil(extract(epoch FROM expires_at - ${now}))::int
            ELSE 0
          END AS time_to_block_expire`,
    );
    return {
      totalHits: row.total_hits,
      timeToExpire: row.time_to_expire,
      isBlocked: row.is_blocked,
      timeToBlockExpire: row.time_to_block_expire,
    };
  }

  /** Forgets the keys whose window and block are both over (the next hit would start them afresh anyway). */
  async deleteExpired(): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM throttle_hits WHERE expires_at <= now() AND (blocked_until IS NULL OR blocked_until <= now())`,
    );
  }
}
