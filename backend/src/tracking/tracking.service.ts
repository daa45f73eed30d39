import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { isbot } from 'isbot';
import { lt, sql } from 'drizzle-orm';
import { addDays, parisDay } from '../common/paris-day';
import { queryRows } from '../database/database.client';
import { DATABASE, type Database } from '../database/database.types';
import { parseTimestamp, type TrackDto } from './dto/track.dto';
import { pageViews } from './tracking.schema';

type NewPageView = typeof pageViews.$inferInsert;

/** Rows wait at most this long in memory before they are written… */
export const FLUSH_INTERVAL_MS = 250;
/** …or until this many are waiting. */
export const FLUSH_ROWS = 500;
/** One INSERT statement (five array parameters) carries at most this many rows. */
const INSERT_CHUNK = 2000;
/** While the database is unreachable rows are kept up to this many, then new views are dropped. */
const MAX_BUFFERED_ROWS = 50_000;
const RETRY_DELAY_MS = 1000;
/** A client clock further off than this is not believed. */
const MAX_CLOCK_SKEW_MS = 24 * 3600_000;
/** Raw page views are kept 25 months, then only the daily figures remain. */
export const RETENTION_MONTHS = 25;

const COLLAPSED_ID_ROUTES = /^\/parents\/(payment|refund|confirmation|payment-return)\/[^/]+/;

/**
 * The path as statistics count it: query string and fragment dropped, trailing slash removed, and the request ids of
 * the parent payment pages collapsed to :id (they are personal and would make one page per parent).
 */
export function collapsePage(page: string): string {
  const path = page.split(/[?#]/, 1)[0].replace(COLLAPSED_ID_ROUTES, '/parents/$1/:id');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Page views are answered at once and written in batches: a burst costs one INSERT per few hundred views.
 * A crash loses at most the views of the last FLUSH_INTERVAL_MS (or FLUSH_ROWS); a clean shutdown writes them.
 */
@Injectable()
export class TrackingService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Suivi');
  private buffer: NewPageView[] = [];
  private timer?: NodeJS.Timeout;
  /** The flush that will take the buffer when the one writing now is done (there is at most one waiting). */
  private queued?: Promise<void>;
  private tail: Promise<void> = Promise.resolve();
  private dropped = 0;
  /** Visitors send the same few user agents over and over; isbot's pattern is long. */
  private readonly botByUserAgent = new Map<string, boolean>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Keeps a validated view for the next batch; false when it is not stored (a bot, or a full buffer). */
  record(view: TrackDto, userAgent: string | undefined, now = Date.now()): boolean {
    if (userAgent && this.isBot(userAgent)) return false;
    if (this.buffer.length >= MAX_BUFFERED_ROWS) {
      if (this.dropped++ % 1000 === 0) this.logger.error(`Tampon de suivi plein : ${this.dropped} vue(s) ignorée(s).`);
      return false;
    }
    const claimed = parseTimestamp(view.ts);
    const ts = claimed !== undefined && Math.abs(claimed - now) <= MAX_CLOCK_SKEW_MS ? claimed : now;
    this.buffer.push({
      sessionId: view.session_id,
      page: collapsePage(view.page),
      ts: new Date(ts),
      day: parisDay(ts),
      device: view.device,
    });
    if (this.buffer.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
    return true;
  }

  /** Resolves once every view recorded before the call is written (or given up on). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.queued) {
      this.queued = this.tail.then(() => {
        this.queued = undefined;
        return this.writeBuffer();
      });
      this.tail = this.queued;
    }
    return this.queued;
  }

  get pendingRows(): number {
    return this.buffer.length;
  }

  /** Before the database closes (it closes in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
    clearTimeout(this.timer);
    if (this.buffer.length > 0) this.logger.error(`${this.buffer.length} vue(s) non enregistrée(s) à l'arrêt.`);
  }

  /** Deletes raw views older than 25 months (Europe/Paris days); the daily figures stay. */
  async purgeOldViews(today = parisDay()): Promise<number> {
    const cutoff = subtractMonths(today, RETENTION_MONTHS);
    const [{ deleted }] = await queryRows<{ deleted: number }>(
      this.db,
      sql`WITH gone AS (DELETE FROM ${pageViews} WHERE ${lt(pageViews.day, cutoff)} RETURNING 1) SELECT count(*)::int AS deleted FROM gone`,
    );
    if (deleted > 0) this.logger.log(`${deleted} vue(s) antérieure(s) au ${cutoff} supprimée(s).`);
    return deleted;
  }

  private isBot(userAgent: string): boolean {
    let bot = this.botByUserAgent.get(userAgent);
    if (bot === undefined) {
      if (this.botByUserAgent.size >= 1000) this.botByUserAgent.clear();
      bot = isbot(userAgent);
      this.botByUserAgent.set(userAgent, bot);
    }
    return bot;
  }

  /**
   * One statement, one JSON parameter: a 500-row VALUES list, or five array parameters, cost more CPU in the query
   * builder and the driver's array encoding than the requests themselves.
   */
  private async insert(batch: NewPageView[]): Promise<void> {
    const rows = JSON.stringify(batch.map((row) => [row.sessionId, row.page, row.ts, row.day, row.device]));
    await this.db.execute(sql`
      INSERT INTO ${pageViews} (session_id, page, ts, day, device)
      SELECT r->>0, r->>1, (r->>2)::timestamptz, (r->>3)::date, r->>4 FROM json_array_elements(${rows}::json) AS r`);
  }

  private async writeBuffer(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, INSERT_CHUNK);
      try {
        await this.insert(batch);
      } catch (error) {
        // The database is unreachable: keep the views for a later try rather than lose them.
        this.buffer.unshift(...batch.slice(0, Math.max(0, MAX_BUFFERED_ROWS - this.buffer.length)));
        this.logger.error(`Écriture des vues impossible, nouvel essai dans ${RETRY_DELAY_MS} ms : ${(error as Error).message}`);
        this.timer ??= setTimeout(() => void this.flush(), RETRY_DELAY_MS);
        return;
      }
    }
  }
}

/** The same day of the month n months earlier (clamped to the month's last day). */
export function subtractMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return addDays(first.toISOString().slice(0, 10), Math.min(date, lastDay) - 1);
}
