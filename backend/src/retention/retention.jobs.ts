import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { parisDay } from '@ptits-mitrons/domain';
import type { jobsConfig } from '../config/configuration';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { RetentionService } from './retention.service';

/**
 * At night in Paris by default (RETENTION_CRON), after the page-view purge (03:30), when the site is quiet; once
 * across instances. The job ledger's old rows go with the rest (LEDGER_RETENTION_DAYS).
 */
@Injectable()
export class RetentionJobs implements OnApplicationBootstrap {
  constructor(
    private readonly retention: RetentionService,
    private readonly jobs: ScheduledJobs,
    private readonly config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    const { retentionCron } = this.config.getOrThrow<ReturnType<typeof jobsConfig>>('jobs');
    this.jobs.schedule('retention', { cron: retentionCron }, (dueAt) => this.applyRetention(dueAt));
  }

  async applyRetention(dueAt: Date): Promise<void> {
    await this.retention.run(parisDay(dueAt));
    await this.jobs.purgeLedger(dueAt);
  }
}
