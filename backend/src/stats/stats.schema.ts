import { date, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Daily figures. scope `all` (key ''), `page` (key = path) or `device` (key = device).
 * source `tracked` rows are written by the rollup; `manual` rows were entered by hand and are never overwritten.
 */
export const dailyStats = pgTable(
  'daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull().default(''),
    pageViews: integer('page_views').notNull(),
    uniqueSessions: integer('unique_sessions').notNull(),
    bounceRate: doublePrecision('bounce_rate').notNull(),
    /** Sessions that started on this page (or device, or day): what bounceRate is a share of, to average it over days. */
    entrances: integer('entrances').notNull().default(0),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope, t.key] })],
);
