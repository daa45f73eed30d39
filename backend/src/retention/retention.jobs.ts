import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { PARIS_TIME_ZONE } from '@ptits-mitrons/domain';
import { RetentionService } from './retention.service';

@Injectable()
export class RetentionJobs {
  constructor(private readonly retention: RetentionService) {}

  /** At night in Paris, after the page-view purge (03:30), when the site is quiet. */
  @Cron('0 4 * * *', { name: 'retention', timeZone: PARIS_TIME_ZONE })
  async applyRetention(): Promise<void> {
    await this.retention.run();
  }
}
