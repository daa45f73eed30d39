import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { sql, type SQL } from 'drizzle-orm';
import { Pool } from 'pg';
import { addDays, daysOf, parisDay, STATS_WINDOW_MESSAGES } from '@ptits-mitrons/domain';
import { trackingSettings } from '../config/configuration';
import { queryRows } from '../database/database.client';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { pageViews } from '../tracking/tracking.schema';
import { dailyStats } from './stats.schema';

/** Any stable number: only one instance rolls up at a time, whichever shares the database. */
const ROLLUP_LOCK_KEY = 727_006;
/** Views of yesterday and the day before may still arrive (a client clock up to a day late): they are rolled up again. */
const RECOMPUTED_DAYS = 2;
/**
 * The key of the page row that stands for every page of a day past the first maxPagesPerDay - 1 (the least viewed);
 * no tracked path can take it, as they all start with "/". The back office shows it as « Autres pages ».
 */
export const OTHER_PAGES_KEY = '*';
/**
 * On PGlite (in the server process, one synchronous WASM call per statement) a day is rolled up in slices of about
 * this many views, whole sessions each, with the event loop free between two slices (docs/decisions.md).
 */
export const SLICE_VIEWS = 1000;

export interface DayFigures {
  day: string;
  pageViews: number;
  uniqueSessions: number;
  bounceRate: number;
  /** Entered by hand: the rollup left it as it was. */
  manual: boolean;
}

/** Which raw views to read: days from..to (SQL date expressions), optionally only the sessions after..last (ids). */
export interface ViewSelection {
  from: SQL;
  to: SQL;
  afterSession?: string;
  lastSession?: string;
}

/**
 * How pages become keys: `maxPages` ranks each day's pages in the statement (views descending, then path in byte
 * order) and keeps the first maxPages - 1 when the day has more than maxPages; `keptPages` gives the kept ones
 * (null: all of them). Every other page is counted under OTHER_PAGES_KEY.
 */
export type PageCap = { maxPages: SQL } | { keptPages: string[] | null };

/** One row of figuresOfViews: bounces and entrances rather than a rate, so that slices add up. */
export interface FigureRow {
  day: string;
  scope: string;
  key: string;
  page_views: number;
  unique_sessions: number;
  entrances: number;
  bounces: number;
}

/** The visits with the key each page is counted under. */
function keyedVisits(cap: PageCap): SQL {
  if ('maxPages' in cap) {
    return sql`SELECT v.*, k.key FROM visits v JOIN (
        SELECT day, page,
          CASE WHEN count(*) OVER per_day > ${cap.maxPages}
                AND row_number() OVER (per_day ORDER BY sum(views) DESC, page COLLATE "C") >= ${cap.maxPages}
               THEN ${OTHER_PAGES_KEY} ELSE page END AS key
        FROM visits GROUP BY day, page WINDOW per_day AS (PARTITION BY day)
      ) k ON k.day = v.day AND k.page = v.page`;
  }
  if (cap.keptPages === null) return sql`SELECT *, page AS key FROM visits`;
  return sql`SELECT *,
      CASE WHEN page IN (SELECT json_array_elements_text(${JSON.stringify(cap.keptPages)}::json)) THEN page ELSE ${OTHER_PAGES_KEY} END AS key
    FROM visits`;
}

/**
 * Figures of the raw page views of the selection (Europe/Paris days), one row per day and scope: `all` (key ''),
 * `page` (key = path, or OTHER_PAGES_KEY) and `device` (key = device). Per day:
 * pageViews = views, uniqueSessions = distinct session ids, bounces = sessions with exactly one view that day.
 * Per page, bounces and entrances count the sessions that entered the site on that page that day; the other-pages row
 * adds up the views, entrances and bounces of its pages and counts each of its sessions once.
 * Every figure adds up over disjoint sets of sessions, which is what lets a day be rolled up in slices.
 * One hash pass groups the raw views by session, page and device; only those groups are then sorted.
 */
export function figuresOfViews(selection: ViewSelection, cap: PageCap): SQL {
  return sql`
    WITH grouped AS (
      SELECT ${pageViews.day} AS day, ${pageViews.sessionId} AS session_id, ${pageViews.page} AS page,
             ${pageViews.device} AS device, count(*) AS views, min(${pageViews.ts}) AS first_ts
      FROM ${pageViews}
      WHERE ${pageViews.day} BETWEEN ${selection.from} AND ${selection.to}${sessionRange(selection)}
      GROUP BY 1, 2, 3, 4
    ),
    visits AS MATERIALIZED (
      SELECT day, session_id, page, device, views,
             -- Pages first viewed at the same instant: the entrance goes to the first path in byte order, whatever the plan.
             row_number() OVER (PARTITION BY day, session_id ORDER BY first_ts, page COLLATE "C") AS position,
             sum(views) OVER (PARTITION BY day, session_id) AS session_views
      FROM grouped
    )
    SELECT day::text AS day, 'all' AS scope, '' AS key, sum(views)::int AS page_views,
           count(*) FILTER (WHERE position = 1)::int AS unique_sessions,
           count(*) FILTER (WHERE position = 1)::int AS entrances,
           count(*) FILTER (WHERE position = 1 AND session_views = 1)::int AS bounces
    FROM visits GROUP BY day
    UNION ALL
    SELECT day::text, 'page', key, sum(views)::int, count(DISTINCT session_id)::int,
           count(*) FILTER (WHERE position = 1)::int,
           count(*) FILTER (WHERE position = 1 AND session_views = 1)::int
    FROM (${keyedVisits(cap)}) keyed GROUP BY day, key
    UNION ALL
    SELECT day::text, 'device', device, sum(views)::int, count(DISTINCT session_id)::int,
           count(DISTINCT session_id)::int,
           count(DISTINCT session_id) FILTER (WHERE session_views = 1)::int
    FROM visits GROUP BY day, device`;
}

/** bounces out of entrances, as a percentage (0 when nobody entered). */
export const bounceRateSql = (bounces: SQL, entrances: SQL): SQL =>
  sql`CASE WHEN ${entrances} = 0 THEN 0 ELSE 100.0 * ${bounces} / ${entrances} END`;

/**
 * The pages a day keeps under their own key, as figuresOfViews' maxPages ranks them (views descending, then path in
 * byte order, which is PostgreSQL's "C" collation); null when the day has no more than maxPages pages.
 */
export function keptPages(viewsByPage: Map<string, number>, maxPages: number): string[] | null {
  if (viewsByPage.size <= maxPages) return null;
  const ranked = [...viewsByPage].map(([page, views]) => ({ page, views, bytes: Buffer.from(page) }));
  ranked.sort((a, b) => b.views - a.views || Buffer.compare(a.bytes, b.bytes));
  return ranked.slice(0, maxPages - 1).map((entry) => entry.page);
}

@Injectable()
export class StatsRollupService {
  private readonly logger = new Logger(StatsRollupService.name);
  /** Distinct page rows per day, the other-pages row included. */
  readonly maxPagesPerDay: number;
  /**
   * Views per slice when the database runs in this process (PGlite); null on a PostgreSQL server, where one statement
   * per range is fastest and blocks nothing here.
   */
  sliceViews: number | null;
  /** Sliced rollups of this process, one after the other (the advisory lock only covers the final write). */
  private slicedTail: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Optional() config?: ConfigService,
  ) {
    this.maxPagesPerDay = trackingSettings(config).maxPagesPerDay;
    this.sliceViews = (db as unknown as { $client: unknown }).$client instanceof Pool ? null : SLICE_VIEWS;
  }

  /**
   * The scheduled job: every finished day since the last rolled-up one (the last two again, for late views).
   * Returns the days written; nothing when there is nothing to roll up.
   */
  async rollupPending(today = parisDay()): Promise<DayFigures[]> {
    if (this.sliceViews !== null) {
      // One process holds PGlite: waiting for this process's other rollups is waiting for all of them.
      return this.oneAtATime(async () => {
        const range = await this.pendingRange(this.db, today);
        return range ? this.writeSliced(range.from, range.to) : [];
      });
    }
    return this.db.transaction(async (tx) => {
      await this.lock(tx);
      const range = await this.pendingRange(tx, today);
      return range ? this.write(tx, range.from, range.to) : [];
    });
  }

  /** By hand (npm run stats:rollup): the finished days from..to, again if they were already rolled up. */
  async rollupRange(from: string, to: string, today = parisDay()): Promise<DayFigures[]> {
    if (from > to) throw new Error(STATS_WINDOW_MESSAGES.reversed);
    if (to >= today) throw new Error(`Seuls les jours terminés peuvent être consolidés : choisissez une date de fin avant le ${today}.`);
    if (this.sliceViews !== null) return this.oneAtATime(() => this.writeSliced(from, to));
    return this.db.transaction(async (tx) => {
      await this.lock(tx);
      return this.write(tx, from, to);
    });
  }

  private oneAtATime<T>(run: () => Promise<T>): Promise<T> {
    const result = this.slicedTail.then(run, run);
    this.slicedTail = result.catch(() => undefined);
    return result;
  }

  private async pendingRange(db: DbOrTx, today: string): Promise<{ from: string; to: string } | null> {
    const [bounds] = await queryRows<{ last_rolled: string | null; first_view: string | null }>(
      db,
      sql`SELECT (SELECT max(${dailyStats.day})::text FROM ${dailyStats} WHERE ${dailyStats.source} = 'tracked') AS last_rolled,
                 (SELECT min(${pageViews.day})::text FROM ${pageViews}) AS first_view`,
    );
    const yesterday = addDays(today, -1);
    const recomputeFrom = addDays(today, -RECOMPUTED_DAYS);
    const nextDay = bounds.last_rolled ? addDays(bounds.last_rolled, 1) : null;
    const from = nextDay ? (nextDay < recomputeFrom ? nextDay : recomputeFrom) : bounds.first_view;
    if (!from || from > yesterday) return null;
    return { from, to: yesterday };
  }

  /**
   * Waits for any other instance's rollup, then holds the lock until this transaction ends. The grouping of a busy
   * day (a million views) fits in memory with this much working memory, for this transaction only.
   */
  private async lock(tx: DbOrTx): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
    await tx.execute(sql`SET LOCAL work_mem = '128MB'`);
  }

  /** Figures computed slice by slice (each statement short), then written in one short transaction. */
  private async writeSliced(from: string, to: string): Promise<DayFigures[]> {
    const figures: FigureRow[] = [];
    for (const day of daysOf(from, to)) figures.push(...(await this.figuresInSlices(day)));
    await freeEventLoop();
    return this.db.transaction(async (tx) => {
      await this.lock(tx);
      return this.write(tx, from, to, figures);
    });
  }

  /**
   * One day's figures, read in slices of whole sessions (in id order, about sliceViews views each): first each page's
   * views, to know which pages keep their own row, then the figures, which add up from slice to slice.
   */
  async figuresInSlices(day: string): Promise<FigureRow[]> {
    const slices = await this.sessionSlices(day);
    const viewsByPage = new Map<string, number>();
    for (const slice of slices) {
      await freeEventLoop();
      const rows = await queryRows<{ page: string; views: number }>(
        this.db,
        sql`SELECT ${pageViews.page} AS page, count(*)::int AS views FROM ${pageViews}
            WHERE ${pageViews.day} = ${day}::date${sessionRange(slice)} GROUP BY 1`,
      );
      for (const { page, views } of rows) viewsByPage.set(page, (viewsByPage.get(page) ?? 0) + views);
    }
    const cap = { keptPages: keptPages(viewsByPage, this.maxPagesPerDay) };
    const sums = new Map<string, FigureRow>();
    for (const slice of slices) {
      await freeEventLoop();
      const rows = await queryRows<FigureRow>(this.db, figuresOfViews({ from: sql`${day}::date`, to: sql`${day}::date`, ...slice }, cap));
      for (const row of rows) {
        const id = `${row.scope}\u0000${row.key}`;
        const sum = sums.get(id);
        if (!sum) sums.set(id, { ...row });
        else {
          sum.page_views += row.page_views;
          sum.unique_sessions += row.unique_sessions;
          sum.entrances += row.entrances;
          sum.bounces += row.bounces;
        }
      }
    }
    return [...sums.values()];
  }

  /** Bounds of a day's session slices: each ends at the session where about sliceViews more views have been passed. */
  private async sessionSlices(day: string): Promise<{ afterSession?: string; lastSession?: string }[]> {
    const slices: { afterSession?: string; lastSession?: string }[] = [];
    let afterSession: string | undefined;
    for (;;) {
      await freeEventLoop();
      // PGlite never analyses its tables (no autovacuum): without statistics the planner would sort the rest of the
      // day to find the next bound. Walking the index in order reads only the slice.
      const end = await this.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const [row] = await queryRows<{ session_id: string }>(
          tx,
          sql`SELECT ${pageViews.sessionId} AS session_id FROM ${pageViews}
              WHERE ${pageViews.day} = ${day}::date${sessionRange({ afterSession })}
              ORDER BY ${pageViews.day}, ${pageViews.sessionId} OFFSET ${(this.sliceViews ?? SLICE_VIEWS) - 1} LIMIT 1`,
        );
        return row;
      });
      slices.push({ afterSession, lastSession: end?.session_id });
      if (!end) return slices;
      afterSession = end.session_id;
    }
  }

  /**
   * Replaces the tracked figures of from..to (computed here, or given); days entered by hand are left alone; a day
   * without views gets zeros.
   */
  private async write(tx: DbOrTx, from: string, to: string, figures?: FigureRow[]): Promise<DayFigures[]> {
    const manualDays = sql`SELECT ${dailyStats.day} FROM ${dailyStats}
      WHERE ${dailyStats.source} = 'manual' AND ${dailyStats.day} BETWEEN ${from}::date AND ${to}::date`;
    const source = figures
      ? sql`SELECT day, scope, key, page_views, unique_sessions, entrances, bounces
            FROM json_to_recordset(${JSON.stringify(figures)}::json)
              AS r(day text, scope text, key text, page_views int, unique_sessions int, entrances int, bounces int)`
      : figuresOfViews({ from: sql`${from}::date`, to: sql`${to}::date` }, { maxPages: sql`${this.maxPagesPerDay}::int` });
    await tx.execute(sql`DELETE FROM ${dailyStats}
      WHERE ${dailyStats.source} = 'tracked' AND ${dailyStats.day} BETWEEN ${from}::date AND ${to}::date`);
    await freeEventLoop();
    await tx.execute(sql`
      INSERT INTO ${dailyStats} (day, scope, key, page_views, unique_sessions, entrances, bounce_rate, source)
      SELECT f.day::date, f.scope, f.key, f.page_views, f.unique_sessions, f.entrances,
             ${bounceRateSql(sql`f.bounces`, sql`f.entrances`)}, 'tracked'
      FROM (${source}) f
      WHERE f.day::date NOT IN (${manualDays})`);
    await freeEventLoop();
    await tx.execute(sql`
      INSERT INTO ${dailyStats} (day, scope, key, page_views, unique_sessions, entrances, bounce_rate, source)
      SELECT d::date, 'all', '', 0, 0, 0, 0, 'tracked' FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
      ON CONFLICT DO NOTHING`);
    await freeEventLoop();
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

/**
 * PGlite answers through promises that settle without going back to the event loop: awaiting one statement after
 * another would keep timers and sockets waiting until the last one. This lets them run between two slices.
 */
const freeEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function sessionRange({ afterSession, lastSession }: { afterSession?: string; lastSession?: string }): SQL {
  return sql`${afterSession === undefined ? sql`` : sql` AND ${pageViews.sessionId} > ${afterSession}`}${
    lastSession === undefined ? sql`` : sql` AND ${pageViews.sessionId} <= ${lastSession}`
  }`;
}
