import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Throttle counters shared by every instance on one PostgreSQL (when neither Redis nor the embedded database is used). */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    /** The throttler's key: its name and the tracker, hashed by @nestjs/throttler. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('throttle_hits_expires_at').on(t.expiresAt)],
);
