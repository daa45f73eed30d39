import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { jobsConfig } from '../config/configuration';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { Dac7CopiesService } from './dac7-copies.service';

/**
 * Every morning in Paris by default (DAC7_COPIES_CRON), once across instances: from 15 January on, it mails the past
 * year's copies not mailed yet. The first run of the window sends them all; the following ones find nothing left,
 * unless an instance was down or a run failed halfway, whose copies they send then.
 */
@Injectable()
export class Dac7CopiesJobs implements OnApplicationBootstrap {
  constructor(
    private readonly copies: Dac7CopiesService,
    private readonly jobs: ScheduledJobs,
    private readonly config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    const { dac7CopiesCron } = this.config.getOrThrow<ReturnType<typeof jobsConfig>>('jobs');
    this.jobs.schedule('dac7-copies', { cron: dac7CopiesCron }, (dueAt) => this.copies.sendDue(dueAt));
  }
}
