import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { PARIS_TIME_ZONE } from '@ptits-mitrons/domain';
import { TrackingService } from './tracking.service';

@Injectable()
export class TrackingJobs {
  constructor(private readonly tracking: TrackingService) {}

  @Cron('30 3 * * *', { name: 'tracking-purge', timeZone: PARIS_TIME_ZONE })
  async purge(): Promise<void> {
    await this.tracking.purgeOldViews();
  }
}
