import { bigint, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw page views: no IP, no cookie; purged after 25 months. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    page: text('page').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    /** The Europe/Paris calendar day of ts, so a day's rollup reads one index range. */
    day: date('day', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
  },
  (t) => [index('page_views_day_session').on(t.day, t.sessionId, t.ts)],
);
