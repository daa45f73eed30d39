import { sql } from 'drizzle-orm';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { queryRows } from '../database/database.client';
import type { Database } from '../database/database.types';
import type { DemoSeeder } from '../database/demo-seeder';
import { pageViews } from '../tracking/tracking.schema';
import { StatsRollupService } from './stats-rollup.service';
import { dailyStats } from './stats.schema';

const TRACKED_DAYS = 90;
const HAND_ENTERED_DAYS = 120;

/**
 * 90 days of plausible visits (more on weekends, growing traffic, mostly mobile, sessions of one to a few pages, some
 * running past midnight), the finished ones rolled up, and 120 hand-entered days before them. Generated in SQL:
 * tens of thousands of rows in one statement.
 */
async function seedStats(db: Database, today = parisDay()): Promise<void> {
  const [{ existing }] = await queryRows<{ existing: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM (SELECT 1 FROM ${pageViews} LIMIT 1) v)::int + (SELECT count(*) FROM (SELECT 1 FROM ${dailyStats} LIMIT 1) s)::int AS existing`,
  );
  if (existing > 0) return;
  const first = addDays(today, -(TRACKED_DAYS - 1));
  await db.execute(sql`
    WITH days AS (
      SELECT d::date AS day, row_number() OVER (ORDER BY d) AS rank
      FROM generate_series(${first}::date, ${today}::date, interval '1 day') d
    ),
    sessions AS (
      SELECT day, md5(day::text || '-' || s || '-' || random()) AS session_id, random() AS device_draw,
             day + time '07:30' + random() * interval '16 hours' AS started,
             1 + floor(-ln(1 - random()) * 1.4)::int AS views
      FROM days,
           generate_series(1, (45 + rank * 0.8 + 35 * (extract(isodow FROM day) >= 6)::int + random() * 25)::int) s
    ),
    views AS (
      SELECT session_id, device_draw, n,
             (started + (n - 1) * interval '90 seconds' * (1 + random() * 3)) AT TIME ZONE 'Europe/Paris' AS ts,
             CASE WHEN n = 1
               THEN (ARRAY['/', '/', '/', '/', '/parents', '/parents', '/merchants', '/about', '/cgv'])[1 + floor(random() * 9)::int]
               ELSE (ARRAY['/parents', '/parents', '/parents', '/parents/payment/:id', '/parents/payment-return/:id',
                           '/parents/confirmation/:id', '/merchants', '/about', '/contact', '/cgu'])[1 + floor(random() * 10)::int]
             END AS page
      FROM sessions, generate_series(1, sessions.views) n
    )
    INSERT INTO ${pageViews} (session_id, page, ts, day, device)
    SELECT session_id, page, ts, (ts AT TIME ZONE 'Europe/Paris')::date,
           CASE WHEN device_draw < 0.64 THEN 'mobile' WHEN device_draw < 0.97 THEN 'desktop' ELSE 'unknown' END
    FROM views WHERE ts <= now()`);
  await new StatsRollupService(db).rollupRange(first, addDays(today, -1), today);
  await db.execute(sql`
    INSERT INTO ${dailyStats} (day, scope, key, page_views, unique_sessions, entrances, bounce_rate, source)
    SELECT d, 'all', '', sessions + floor(sessions * (0.9 + random() * 0.8))::int, sessions, sessions,
           round((38 + random() * 18)::numeric, 1)::float8, 'manual'
    FROM (
      SELECT d::date AS d, (30 + random() * 25 + 25 * (extract(isodow FROM d) >= 6)::int)::int AS sessions
      FROM generate_series(${addDays(first, -HAND_ENTERED_DAYS)}::date, ${addDays(first, -1)}::date, interval '1 day') d
    ) hand`);
}

export const statsDemoSeeder: DemoSeeder = { name: 'statistiques de visite', seed: (db) => seedStats(db) };
