import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { parisDay } from '@ptits-mitrons/domain';
import type { jobsConfig } from '../config/configuration';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { StatsRollupService } from './stats-rollup.service';

/** Just after midnight in Paris by default (STATS_ROLLUP_CRON), when yesterday is finished; once across instances. */
@Injectable()
export class StatsJobs implements OnApplicationBootstrap {
  constructor(
    private readonly rollup: StatsRollupService,
    private readonly jobs: ScheduledJobs,
    private readonly config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    const { statsRollupCron } = this.config.getOrThrow<ReturnType<typeof jobsConfig>>('jobs');
    this.jobs.schedule('stats-rollup', { cron: statsRollupCron }, (dueAt) => this.rollupFinishedDays(dueAt));
  }

  /** The days before the due time's Paris day that are not rolled up yet. */
  async rollupFinishedDays(dueAt: Date): Promise<void> {
    await this.rollup.rollupPending(parisDay(dueAt));
  }
}
