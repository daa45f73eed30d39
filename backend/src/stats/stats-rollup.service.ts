import { Inject, Injectable, Logger } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { addDays, parisDay } from '../common/paris-day';
import { queryRows } from '../database/database.client';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { pageViews } from '../tracking/tracking.schema';
import { dailyStats } from './stats.schema';

/** Any stable number: only one instance rolls up at a time, whichever shares the database. */
const ROLLUP_LOCK_KEY = 727_006;
/** Views of yesterday and the day before may still arrive (a client clock up to a day late): they are rolled up again. */
const RECOMPUTED_DAYS = 2;

export interface DayFigures {
  day: string;
  pageViews: number;
  uniqueSessions: number;
  bounceRate: number;
  /** Entered by hand: the rollup left it as it was. */
  manual: boolean;
}

/**
 * Figures of the raw page views of days from..to (Europe/Paris days; SQL date expressions), one row per day and scope:
 * `all` (key ''), `page` (key = path) and `device` (key = device). DESIGN.md's definitions, per day:
 * pageViews = views, uniqueSessions = distinct session ids, bounces = sessions with exactly one view that day.
 * Per page, bounces and entrances count the sessions that entered the site on that page that day.
 * One hash pass groups the raw views by session, page and device; only those groups are then sorted.
 */
export function figuresOfViews(from: SQL, to: SQL): SQL {
  return sql`
    WITH grouped AS (
      SELECT ${pageViews.day} AS day, ${pageViews.sessionId} AS session_id, ${pageViews.page} AS page,
             ${pageViews.device} AS device, count(*) AS views, min(${pageViews.ts}) AS first_ts
      FROM ${pageViews}
      WHERE ${pageViews.day} BETWEEN ${from} AND ${to}
      GROUP BY 1, 2, 3, 4
    ),
    visits AS MATERIALIZED (
      SELECT day, session_id, page, device, views,
             row_number() OVER (PARTITION BY day, session_id ORDER BY first_ts) AS position,
             sum(views) OVER (PARTITION BY day, session_id) AS session_views
      FROM grouped
    )
    SELECT day::text AS day, 'all' AS scope, '' AS key, sum(views)::int AS page_views,
           count(*) FILTER (WHERE position = 1)::int AS unique_sessions,
           count(*) FILTER (WHERE position = 1)::int AS entrances,
           count(*) FILTER (WHERE position = 1 AND session_views = 1)::int AS bounces
    FROM visits GROUP BY day
    UNION ALL
    SELECT day::text, 'page', page, sum(views)::int, count(DISTINCT session_id)::int,
           count(*) FILTER (WHERE position = 1)::int,
           count(*) FILTER (WHERE position = 1 AND session_views = 1)::int
    FROM visits GROUP BY day, page
    UNION ALL
    SELECT day::text, 'device', device, sum(views)::int, count(DISTINCT session_id)::int,
           count(DISTINCT session_id)::int,
           count(DISTINCT session_id) FILTER (WHERE session_views = 1)::int
    FROM visits GROUP BY day, device`;
}

/** bounces out of entrances, as a percentage (0 when nobody entered). */
export const bounceRateSql = (bounces: SQL, entrances: SQL): SQL =>
  sql`CASE WHEN ${entrances} = 0 THEN 0 ELSE 100.0 * ${bounces} / ${entrances} END`;

@Injectable()
export class StatsRollupService {
  private readonly logger = new Logger('Statistiques');

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The scheduled job: every finished day since the last rolled-up one (the last two again, for late views).
   * Returns the days written; nothing when there is nothing to roll up.
   */
  async rollupPending(today = parisDay()): Promise<DayFigures[]> {
    return this.db.transaction(async (tx) => {
      await this.lock(tx);
      const [bounds] = await queryRows<{ last_rolled: string | null; first_view: string | null }>(
        tx,
        sql`SELECT (SELECT max(${dailyStats.day})::text FROM ${dailyStats} WHERE ${dailyStats.source} = 'tracked') AS last_rolled,
                   (SELECT min(${pageViews.day})::text FROM ${pageViews}) AS first_view`,
      );
      const yesterday = addDays(today, -1);
      const recomputeFrom = addDays(today, -RECOMPUTED_DAYS);
      const nextDay = bounds.last_rolled ? addDays(bounds.last_rolled, 1) : null;
      const from = nextDay ? (nextDay < recomputeFrom ? nextDay : recomputeFrom) : bounds.first_view;
      if (!from || from > yesterday) return [];
      return this.write(tx, from, yesterday);
    });
  }

  /** By hand (npm run stats:rollup): the finished days from..to, again if they were already rolled up. */
  async rollupRange(from: string, to: string, today = parisDay()): Promise<DayFigures[]> {
    if (from > to) throw new Error('La date de début doit précéder la date de fin.');
    if (to >= today) throw new Error(`Seuls les jours terminés peuvent être consolidés : choisissez une date de fin avant le ${today}.`);
    return this.db.transaction(async (tx) => {
      await this.lock(tx);
      return this.write(tx, from, to);
    });
  }

  /**
   * Waits for any other instance's rollup, then holds the lock until this transaction ends. The grouping of a busy
   * day (a million views) fits in memory with this much working memory, for this transaction only.
   */
  private async lock(tx: DbOrTx): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
    await tx.execute(sql`SET LOCAL work_mem = '128MB'`);
  }

  /** Replaces the tracked figures of from..to; days entered by hand are left alone; a day without views gets zeros. */
  private async write(tx: DbOrTx, from: string, to: string): Promise<DayFigures[]> {
    const manualDays = sql`SELECT ${dailyStats.day} FROM ${dailyStats}
      WHERE ${dailyStats.source} = 'manual' AND ${dailyStats.day} BETWEEN ${from}::date AND ${to}::date`;
    await tx.execute(sql`DELETE FROM ${dailyStats}
      WHERE ${dailyStats.source} = 'tracked' AND ${dailyStats.day} BETWEEN ${from}::date AND ${to}::date`);
    await tx.execute(sql`
      INSERT INTO ${dailyStats} (day, scope, key, page_views, unique_sessions, entrances, bounce_rate, source)
      SELECT f.day::date, f.scope, f.key, f.page_views, f.unique_sessions, f.entrances,
             ${bounceRateSql(sql`f.bounces`, sql`f.entrances`)}, 'tracked'
      FROM (${figuresOfViews(sql`${from}::date`, sql`${to}::date`)}) f
      WHERE f.day::date NOT IN (${manualDays})`);
    await tx.execute(sql`
      INSERT INTO ${dailyStats} (day, scope, key, page_views, unique_sessions, entrances, bounce_rate, source)
      SELECT d::date, 'all', '', 0, 0, 0, 0, 'tracked' FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
      ON CONFLICT DO NOTHING`);
    const days = await queryRows<{ day: string; page_views: number; unique_sessions: number; bounce_rate: number; source: string }>(
      tx,
      sql`SELECT ${dailyStats.day}::text AS day, ${dailyStats.pageViews} AS page_views, ${dailyStats.uniqueSessions} AS unique_sessions,
                 ${dailyStats.bounceRate} AS bounce_rate, ${dailyStats.source} AS source
          FROM ${dailyStats}
          WHERE ${dailyStats.scope} = 'all' AND ${dailyStats.day} BETWEEN ${from}::date AND ${to}::date
          ORDER BY ${dailyStats.day}`,
    );
    this.logger.log(`Statistiques consolidées du ${from} au ${to}.`);
    return days.map((d) => ({
      day: d.day,
      pageViews: Number(d.page_views),
      uniqueSessions: Number(d.unique_sessions),
      bounceRate: Number(d.bounce_rate),
      manual: d.source === 'manual',
    }));
  }
}
