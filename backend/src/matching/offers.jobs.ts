import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import type { matchingConfig } from '../config/configuration';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { OfferDeadlinesService } from './offer-deadlines.service';
import { WorkshopRemindersService } from './workshop-reminders.service';

export interface OffersRunReport {
  expired: number;
  reminded: number;
  workshopReminders: number;
}

/**
 * Every MATCHING_INTERVAL_MS (5 minutes by default; 0 stops it, as in the tests, which call runOnce with their own
 * clock): expires offers past their deadline (passing them on), reminds artisans at half the deadline and before
 * their confirmed workshops. One instance runs each interval slot (ScheduledJobs), and each step is still claimed
 * under the request's row lock by a conditional update (or a `reminders` row), so a second pass sends nothing twice.
 */
@Injectable()
export class OffersJobs implements OnApplicationBootstrap {
  constructor(
    private readonly deadlines: OfferDeadlinesService,
    private readonly workshops: WorkshopRemindersService,
    private readonly config: ConfigService,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    const intervalMs = this.config.getOrThrow<ReturnType<typeof matchingConfig>>('matching').intervalMs;
    if (intervalMs > 0) this.jobs.schedule('matching-offers', { intervalMs }, () => this.runOnce());
  }

  /** One pass at `now`: expiries first, so an offer past its deadline is passed on rather than reminded. */
  async runOnce(now: Date = this.clock.now()): Promise<OffersRunReport> {
    const expired = await this.deadlines.expireDue(now);
    const reminded = await this.deadlines.remindDue(now);
    const workshopReminders = await this.workshops.remindWorkshops(now);
    return { expired, reminded, workshopReminders };
  }
}
