import { HttpStatus, Inject, Injectable, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { sql } from 'drizzle-orm';
import { ApiError } from '../common/api-error';
import { addDays, collapsePagePath, daysBetween, daysOf, MAX_STATS_WINDOW_DAYS, parisDay, STATS_WINDOW_MESSAGES } from '@ptits-mitrons/domain';
import { trackingSettings } from '../config/configuration';
import { PreparedRead } from '../database/database.client';
import { DATABASE, type Database } from '../database/database.types';
import { DEVICES } from '../tracking/dto/track.dto';
import { queryRows } from '../database/database.client';
import { pageViews } from '../tracking/tracking.schema';
import { figuresOfViews, type FigureRow } from './stats-rollup.service';
import { dailyStats } from './stats.schema';

const TOP_PAGES = 10;
/** How long today's figures are reused while the last stored view id has not moved (see todayRows). */
const UNCHANGED_VIEWS_TRUST_MS = 5 * 60_000;

export interface Figures {
  uniqueSessions: number;
  pageViews: number;
  bounceRate: number;
}
export interface DayStats extends Figures {
  day: string;
}
export interface PeriodStats extends Figures {
  start: string;
  end: string;
}
export interface StatsAnswer {
  start: string;
  end: string;
  page: string | null;
  stats: DayStats[];
  totals: PeriodStats;
  previous: PeriodStats;
  pages: (Figures & { page: string; entrances: number })[];
  devices: (Figures & { device: string })[];
}

interface SumRow {
  kind: 'day' | 'page' | 'device';
  key: string;
  page_views: number;
  unique_sessions: number;
  entrances: number;
  bounces: number;
}

/** Sums of days: sessions add up day by day (as each day's figure does, docs/decisions.md); bounce rates are weighted by entrances. */
function toFigures(rows: SumRow[]): Figures {
  const sum = (field: 'page_views' | 'unique_sessions' | 'entrances' | 'bounces') =>
    rows.reduce((total, row) => total + Number(row[field]), 0);
  const entrances = sum('entrances');
  return {
    uniqueSessions: sum('unique_sessions'),
    pageViews: sum('page_views'),
    bounceRate: entrances === 0 ? 0 : roundRate((100 * sum('bounces')) / entrances),
  };
}

export function roundRate(rate: number): number {
  return Math.round(rate * 10) / 10;
}

const placeholder = (name: string) => sql.placeholder(name);
const sums = (expression: string) => sql.raw(`sum(${expression})::float8`);
/**
 * Days after the last rolled-up one and before today (yesterday, until the night's rollup) are computed from the raw
 * views in the same statement; today's figures come in as JSON (StatsService.todayRows).
 */
const liveFrom = sql`(SELECT greatest(${placeholder('previousStart')}::date, coalesce(max(${dailyStats.day}) + 1, ${placeholder('previousStart')}::date))
  FROM ${dailyStats} WHERE ${dailyStats.source} = 'tracked')`;
const liveTo = sql`${placeholder('liveTo')}::date`;

/** Every figure of the statistics screen in one statement: the series, the top pages and the devices. */
const STATS_WINDOW = new PreparedRead<SumRow>(
  'stats_window',
  () => sql`
    WITH figures AS MATERIALIZED (
      SELECT ${dailyStats.day}::text AS day, ${dailyStats.scope} AS scope, ${dailyStats.key} AS key,
             ${dailyStats.pageViews} AS page_views, ${dailyStats.uniqueSessions} AS unique_sessions,
             ${dailyStats.entrances} AS entrances, ${dailyStats.bounceRate} * ${dailyStats.entrances} / 100.0 AS bounces
      FROM ${dailyStats}
      WHERE ${dailyStats.day} BETWEEN ${placeholder('previousStart')}::date AND ${placeholder('end')}::date
      UNION ALL
      SELECT v.day, v.scope, v.key, v.page_views, v.unique_sessions, v.entrances, v.bounces
      FROM (${figuresOfViews({ from: liveFrom, to: liveTo }, { maxPages: sql`${placeholder('maxPages')}::int` })}) v
      WHERE v.day::date NOT IN (SELECT ${dailyStats.day} FROM ${dailyStats}
        WHERE ${dailyStats.source} = 'manual' AND ${dailyStats.day} BETWEEN ${liveFrom} AND ${liveTo})
      UNION ALL
      SELECT day, scope, key, page_views, unique_sessions, entrances, bounces
      FROM json_to_recordset(${placeholder('todayRows')}::json)
        AS t(day text, scope text, key text, page_views int, unique_sessions int, entrances int, bounces int)
    )
    SELECT 'day' AS kind, day AS key, ${sums('page_views')} AS page_views, ${sums('unique_sessions')} AS unique_sessions,
           ${sums('entrances')} AS entrances, ${sums('bounces')} AS bounces
    FROM figures WHERE scope = ${placeholder('seriesScope')} AND key = ${placeholder('seriesKey')} GROUP BY day
    UNION ALL
    (SELECT 'page', key, ${sums('page_views')}, ${sums('unique_sessions')}, ${sums('entrances')}, ${sums('bounces')}
     FROM figures WHERE scope = 'page' AND day >= ${placeholder('start')} GROUP BY key
     ORDER BY 3 DESC, 2 LIMIT ${sql.raw(String(TOP_PAGES))})
    UNION ALL
    SELECT 'device', key, ${sums('page_views')}, ${sums('unique_sessions')}, ${sums('entrances')}, ${sums('bounces')}
    FROM figures WHERE scope = 'device' AND day >= ${placeholder('start')} GROUP BY key`,
);

/** Today's figures as last computed: `lastViewId` is the newest raw view then, `at` when (ms). */
interface TodayFigures {
  day: string;
  rows: FigureRow[];
  lastViewId: number;
  at: number;
}

@Injectable()
export class StatsService {
  /** The rollup's cap, applied to the days computed live too, so that today reads as it will once rolled up. */
  private readonly maxPagesPerDay: number;
  private readonly todayMaxAgeMs: number;
  private todayKept?: TodayFigures;
  /** The computation under way, shared by the requests that arrive meanwhile. */
  private computingToday?: Promise<TodayFigures>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Optional() config?: ConfigService,
  ) {
    const settings = trackingSettings(config);
    this.maxPagesPerDay = settings.maxPagesPerDay;
    this.todayMaxAgeMs = settings.todayMaxAgeSeconds * 1000;
  }

  /**
   * Today's figures, computed from the raw views by the rollup's own statement (so exactly as the night's rollup will
   * write them), then kept: reused while no view has been stored since, or for up to todayMaxAgeMs while views keep
   * arriving, then while they are computed again. A busy day's hundred thousand views are grouped once per window,
   * not on every request, and no request waits for it but the day's first.
   */
  private async todayRows(today: string): Promise<FigureRow[]> {
    const [{ last }] = await queryRows<{ last: string | null }>(this.db, sql`SELECT max(${pageViews.id}) AS last FROM ${pageViews}`);
    const lastViewId = Number(last ?? 0);
    const kept = this.todayKept?.day === today ? this.todayKept : undefined;
    const age = kept ? Date.now() - kept.at : Infinity;
    // An unchanged last id is trusted for a bounded time only: two instances' flushes may commit out of id order, and
    // a batch committed late under lower ids leaves the last id as it was.
    if (kept && ((kept.lastViewId === lastViewId && age < UNCHANGED_VIEWS_TRUST_MS) || age < this.todayMaxAgeMs)) return kept.rows;
    this.computingToday ??= this.computeToday(today, lastViewId).finally(() => (this.computingToday = undefined));
    // Past the window, the figures kept answer while the new ones are computed (late by the computation's time at most).
    if (kept && this.todayMaxAgeMs > 0) {
      // A failure there is met again by the next request, which computes anew.
      this.computingToday.catch(() => undefined);
      return kept.rows;
    }
    const computed = await this.computingToday;
    // A computation started for another day (a test's "today") does not answer this one.
    return computed.day === today ? computed.rows : this.todayRows(today);
  }

  private async computeToday(day: string, lastViewId: number): Promise<TodayFigures> {
    const at = Date.now();
    const rows = await queryRows<FigureRow>(
      this.db,
      figuresOfViews({ from: sql`${day}::date`, to: sql`${day}::date` }, { maxPages: sql`${this.maxPagesPerDay}::int` }),
    );
    this.todayKept = { day, rows, lastViewId, at };
    return this.todayKept;
  }

  /**
   * The statistics screen: one row per day of start..end (zeros where nothing was measured), totals, the same-length
   * window before it, top pages and devices. Rolled-up and hand-entered days are read; later days (today) are computed
   * live from the raw views.
   */
  async getStats(start: string, end: string, rawPage?: string, today = parisDay()): Promise<StatsAnswer> {
    if (start > end) throw new ApiError(HttpStatus.BAD_REQUEST, STATS_WINDOW_MESSAGES.reversed);
    const length = daysBetween(start, end) + 1;
    if (length > MAX_STATS_WINDOW_DAYS) throw new ApiError(HttpStatus.BAD_REQUEST, STATS_WINDOW_MESSAGES.tooLong);
    const page = rawPage === undefined ? null : collapsePagePath(rawPage);
    const previousStart = addDays(start, -length);
    const previousEnd = addDays(start, -1);

    const [seriesScope, seriesKey] = page === null ? ['all', ''] : ['page', page];
    const rows = await STATS_WINDOW.rows(this.db, {
      start,
      end,
      previousStart,
      liveTo: end < today ? end : addDays(today, -1),
      todayRows: JSON.stringify(end < today || previousStart > today ? [] : await this.todayRows(today)),
      seriesScope,
      seriesKey,
      maxPages: this.maxPagesPerDay,
    });

    const byDay = new Map(rows.filter((r) => r.kind === 'day').map((r) => [r.key, r]));
    const windowDays = daysOf(previousStart, end);
    const previousDays = windowDays.slice(0, length);
    const days = windowDays.slice(length);
    const figuresOfDays = (list: string[]) => toFigures(list.flatMap((day) => byDay.get(day) ?? []));
    const devices = new Map(rows.filter((r) => r.kind === 'device').map((r) => [r.key, r]));
    return {
      start,
      end,
      page,
      stats: days.map((day) => ({ day, ...figuresOfDays([day]) })),
      totals: { start, end, ...figuresOfDays(days) },
      previous: { start: previousStart, end: previousEnd, ...figuresOfDays(previousDays) },
      pages: rows
        .filter((r) => r.kind === 'page')
        .map((r) => ({ page: r.key, ...toFigures([r]), entrances: Number(r.entrances) })),
      devices: DEVICES.map((device) => ({ device, ...toFigures(devices.has(device) ? [devices.get(device)!] : []) })),
    };
  }
}
