import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { parisDay } from '@ptits-mitrons/domain';
import type { jobsConfig } from '../config/configuration';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { TrackingService } from './tracking.service';

/** At night in Paris by default (TRACKING_PURGE_CRON): raw page views past their retention go, once across instances. */
@Injectable()
export class TrackingJobs implements OnApplicationBootstrap {
  constructor(
    private readonly tracking: TrackingService,
    private readonly jobs: ScheduledJobs,
    private readonly config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    const { trackingPurgeCron } = this.config.getOrThrow<ReturnType<typeof jobsConfig>>('jobs');
    this.jobs.schedule('tracking-purge', { cron: trackingPurgeCron }, (dueAt) => this.tracking.purgeOldViews(parisDay(dueAt)));
  }
}
