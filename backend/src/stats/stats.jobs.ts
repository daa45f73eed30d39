import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { PARIS_TIME_ZONE } from '@ptits-mitrons/domain';
import { StatsRollupService } from './stats-rollup.service';

@Injectable()
export class StatsJobs {
  constructor(private readonly rollup: StatsRollupService) {}

  /** Just after midnight in Paris, when yesterday is finished. */
  @Cron('5 0 * * *', { name: 'stats-rollup', timeZone: PARIS_TIME_ZONE })
  async rollupFinishedDays(): Promise<void> {
    await this.rollup.rollupPending();
  }
}
