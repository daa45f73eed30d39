import { BeforeApplicationShutdown, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { isbot } from 'isbot';
import { lt, sql } from 'drizzle-orm';
import { addDays, collapsePagePath, PAGE_VIEW_RETENTION_MONTHS, parisDay } from '@ptits-mitrons/domain';
import { trackingSettings } from '../config/configuration';
import { queryRows } from '../database/database.client';
import { isDatabaseUnavailable, sqlState } from '../database/database-unavailable';
import { DATABASE, type Database } from '../database/database.types';
import { BeaconBudget } from './beacon-budget';
import { DropCounter } from './drop-counter';
import { parseTimestamp, type TrackDto } from './dto/track.dto';
import { pageViews } from './tracking.schema';

type NewPageView = typeof pageViews.$inferInsert;

/** Rows wait at most this long in memory before they are written… */
export const FLUSH_INTERVAL_MS = 250;
/** …or until this many are waiting. */
export const FLUSH_ROWS = 500;
/** One INSERT statement (five array parameters) carries at most this many rows. */
const INSERT_CHUNK = 2000;
/**
 * The buffer's bound (about 10 MB): while the database is unreachable views wait here, and past this many the OLDEST
 * are dropped (counted in the log), so that what is kept is the most recent traffic.
 */
export const MAX_BUFFERED_ROWS = 50_000;
/** Only an unreachable or unavailable database is retried, after this delay. */
export const RETRY_DELAY_MS = 1000;
/** A client clock further off than this is not believed. */
const MAX_CLOCK_SKEW_MS = 24 * 3600_000;
/** Raw views deleted per statement by the purge. */
const PURGE_BATCH_ROWS = 10_000;

/**
 * Page views are answered at once and written in batches: a burst costs one INSERT per few hundred views.
 * A crash loses at most the views of the last FLUSH_INTERVAL_MS (or FLUSH_ROWS); a clean shutdown writes them.
 * A batch the database refuses for its content is split until the bad rows alone are dropped; an unreachable database
 * is retried every RETRY_DELAY_MS, the buffer bounded by MAX_BUFFERED_ROWS (docs/decisions.md, Hardening: tracking).
 */
@Injectable()
export class TrackingService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(TrackingService.name);
  private buffer: NewPageView[] = [];
  private timer?: NodeJS.Timeout;
  /** The flush that will take the buffer when the one writing now is done (there is at most one waiting). */
  private queued?: Promise<void>;
  private tail: Promise<void> = Promise.resolve();
  /** Visitors send the same few user agents over and over; isbot's pattern is long. */
  private readonly botByUserAgent = new Map<string, boolean>();
  private readonly budget: BeaconBudget;
  /** Views dropped because the buffer was full (the oldest ones). */
  readonly overflow = new DropCounter(this.logger, (n) => `Tampon de suivi plein : ${n} vue(s) parmi les plus anciennes abandonnée(s).`);
  /** Rows the database refused for their content, dropped one by one. */
  readonly refused = new DropCounter(this.logger, (n) => `${n} vue(s) refusée(s) par la base de données et abandonnée(s) : ${this.lastRefusal}`);
  /** Beacons past their address's budget, answered 204 and not stored. */
  readonly overBudget: DropCounter;
  private lastRefusal = '';

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Optional() config?: ConfigService,
  ) {
    const settings = trackingSettings(config);
    this.budget = new BeaconBudget(settings.beaconsPerMinute);
    this.overBudget = new DropCounter(
      this.logger,
      (n) => `${n} balise(s) de suivi ignorée(s) : plus de ${settings.beaconsPerMinute} par minute depuis une même adresse.`,
    );
  }

  /** Spends one beacon of the client address's budget; false (counted) when it is spent for this minute. */
  withinBudget(address: string, now = Date.now()): boolean {
    if (this.budget.take(address, now)) return true;
    this.overBudget.add(1, now);
    return false;
  }

  /** Keeps a validated view for the next batch; false when it is not stored (a bot). */
  record(view: TrackDto, userAgent: string | undefined, now = Date.now()): boolean {
    if (userAgent && this.isBot(userAgent)) return false;
    if (this.buffer.length >= MAX_BUFFERED_ROWS) {
      this.buffer.shift();
      this.overflow.add(1, now);
    }
    const claimed = parseTimestamp(view.ts);
    const ts = claimed !== undefined && Math.abs(claimed - now) <= MAX_CLOCK_SKEW_MS ? claimed : now;
    this.buffer.push({
      sessionId: view.session_id,
      page: collapsePagePath(view.page),
      ts: new Date(ts),
      day: parisDay(ts),
      device: view.device,
    });
    if (this.buffer.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
    return true;
  }

  /** Resolves once every view recorded before the call is written (or given up on, or kept for a retry). */
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
    for (const counter of [this.overflow, this.refused, this.overBudget]) counter.report();
    if (this.buffer.length > 0) this.logger.error(`${this.buffer.length} vue(s) non enregistrée(s) à l'arrêt.`);
  }

  /**
   * Deletes raw views older than PAGE_VIEW_RETENTION_MONTHS (Europe/Paris days), `batchRows` at a time: each statement stays short under
   * the database's statement time limit, even the first time a large backlog goes. The daily figures stay.
   */
  async purgeOldViews(today = parisDay(), batchRows = PURGE_BATCH_ROWS): Promise<number> {
    const cutoff = subtractMonths(today, PAGE_VIEW_RETENTION_MONTHS);
    let total = 0;
    for (;;) {
      const [{ deleted }] = await queryRows<{ deleted: number }>(
        this.db,
        sql`WITH gone AS (DELETE FROM ${pageViews} WHERE id IN (SELECT id FROM ${pageViews} WHERE ${lt(pageViews.day, cutoff)} LIMIT ${batchRows})
          RETURNING 1) SELECT count(*)::int AS deleted FROM gone`,
      );
      total += deleted;
      if (deleted < batchRows) break;
    }
    if (total > 0) this.logger.log(`${total} vue(s) antérieure(s) au ${cutoff} supprimée(s).`);
    return total;
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
   * builder and the driver's array encoding than the requests themselves. As jsonb, PostgreSQL parses each row once;
   * as json, each of the five `->>` read the row's text again.
   */
  private async insert(batch: NewPageView[]): Promise<void> {
    const rows = JSON.stringify(batch.map((row) => [row.sessionId, row.page, row.ts, row.day, row.device]));
    await this.db.execute(sql`
      INSERT INTO ${pageViews} (session_id, page, ts, day, device)
      SELECT r->>0, r->>1, (r->>2)::timestamptz, (r->>3)::date, r->>4 FROM jsonb_array_elements(${rows}::jsonb) AS r`);
  }

  private async writeBuffer(): Promise<void> {
    while (this.buffer.length > 0) {
      const unwritten = await this.writeBatch(this.buffer.splice(0, INSERT_CHUNK));
      if (unwritten.length > 0) {
        this.keepForRetry(unwritten);
        this.timer ??= setTimeout(() => void this.flush(), RETRY_DELAY_MS);
        return;
      }
    }
  }

  /**
   * Writes the batch; a part the database refuses for its content is halved until the bad rows are alone, and those
   * are dropped. Returns the rows left unwritten, in order, when the database became unreachable.
   */
  private async writeBatch(batch: NewPageView[]): Promise<NewPageView[]> {
    // Parts still to write, the next one on top.
    const parts = [batch];
    for (let part = parts.pop(); part; part = parts.pop()) {
      try {
        await this.insert(part);
      } catch (error) {
        // Unreachable, or failing without a server answer (no SQLSTATE): the same rows may go through later.
        if (isDatabaseUnavailable(error) || sqlState(error) === undefined) {
          this.logger.error(`Écriture des vues impossible, nouvel essai dans ${RETRY_DELAY_MS} ms : ${(error as Error).message}`);
          return [part, ...parts.reverse()].flat();
        }
        if (part.length === 1) {
          this.lastRefusal = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
          this.refused.add();
          continue;
        }
        const middle = Math.ceil(part.length / 2);
        parts.push(part.slice(middle), part.slice(0, middle));
      }
    }
    return [];
  }

  /** Puts rows back at the head of the buffer; past its bound the oldest are dropped. */
  private keepForRetry(rows: NewPageView[]): void {
    this.buffer = rows.concat(this.buffer);
    const excess = this.buffer.length - MAX_BUFFERED_ROWS;
    if (excess > 0) {
      this.buffer.splice(0, excess);
      this.overflow.add(excess);
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
