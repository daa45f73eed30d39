import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../common/clock';
import type { matchingConfig } from '../config/configuration';
import { OffersService } from './offers.service';

const JOB_NAME = 'matching-offers';

export interface OffersRunReport {
  expired: number;
  reminded: number;
  workshopReminders: number;
}

/**
 * Every MATCHING_INTERVAL_MS (5 minutes by default; 0 stops it, as in the tests, which call runOnce with their own
 * clock): expires offers past their deadline (passing them on), reminds artisans at half the deadline and before
 * their confirmed workshops. Every instance may run it: each step is claimed under the request's row lock by a
 * conditional update (or a `reminders` row), so a second pass or a second instance sends nothing twice.
 */
@Injectable()
export class OffersJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OffersJobs.name);
  private running?: Promise<unknown>;

  constructor(
    private readonly offers: OffersService,
    private readonly config: ConfigService,
    private readonly scheduler: SchedulerRegistry,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.getOrThrow<ReturnType<typeof matchingConfig>>('matching').intervalMs;
    if (interval <= 0) return;
    this.scheduler.addInterval(
      JOB_NAME,
      setInterval(() => {
        // One pass at a time per process.
        this.running ??= this.runOnce()
          .catch((error: unknown) => this.logger.error(`Offres aux artisans interrompues : ${(error as Error).message}`))
          .finally(() => (this.running = undefined));
      }, interval),
    );
  }

  /** One pass at `now`: expiries first, so an offer past its deadline is passed on rather than reminded. */
  async runOnce(now: Date = this.clock.now()): Promise<OffersRunReport> {
    const expired = await this.offers.expireDue(now);
    const reminded = await this.offers.remindDue(now);
    const workshopReminders = await this.offers.remindWorkshops(now);
    return { expired, reminded, workshopReminders };
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.scheduler.getIntervals().includes(JOB_NAME)) this.scheduler.deleteInterval(JOB_NAME);
    await this.running;
  }
}
