import type { Logger } from '@nestjs/common';

/** A minute between two log lines about the same kind of drop. */
export const DROP_LOG_INTERVAL_MS = 60_000;

/**
 * Counts what is deliberately dropped (views past the buffer's bound, rows the database refuses, beacons past an
 * address's budget) and says so in the log: the first drop at once, then one line per minute at most with the
 * number since the last line, so that a flood cannot flood the log too.
 */
export class DropCounter {
  /** Every drop since start-up. */
  total = 0;
  private unreported = 0;
  private lastReport = -Infinity;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly logger: Logger,
    private readonly describe: (count: number) => string,
  ) {}

  add(count = 1, now = Date.now()): void {
    this.total += count;
    this.unreported += count;
    const wait = this.lastReport + DROP_LOG_INTERVAL_MS - now;
    if (wait <= 0) this.report(now);
    else this.timer ??= setTimeout(() => this.report(), wait).unref();
  }

  /** Logs what was dropped since the last line (also at shutdown). */
  report(now = Date.now()): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.unreported === 0) return;
    this.logger.warn(this.describe(this.unreported));
    this.unreported = 0;
    this.lastReport = now;
  }
}
