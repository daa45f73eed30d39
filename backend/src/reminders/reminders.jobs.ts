import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { remindersConfig } from '../config/configuration';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { RemindersService } from './reminders.service';

/**
 * Runs the reminders every REMINDERS_INTERVAL_MS (15 minutes by default; 0 stops it, as in the tests, which call
 * RemindersService.runOnce with their own clock), once per interval slot across instances; the claims still keep
 * each reminder to one mail.
 */
@Injectable()
export class RemindersJobs implements OnApplicationBootstrap {
  constructor(
    private readonly reminders: RemindersService,
    private readonly jobs: ScheduledJobs,
    private readonly config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    const intervalMs = this.config.getOrThrow<ReturnType<typeof remindersConfig>>('reminders').intervalMs;
    if (intervalMs > 0) this.jobs.schedule('reminders', { intervalMs }, () => this.reminders.runOnce());
  }
}
