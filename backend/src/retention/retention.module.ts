import { Module } from '@nestjs/common';
import { RetentionJobs } from './retention.jobs';
import { RetentionService } from './retention.service';

/** Personal-data retention: anonymises and purges what has been kept long enough (docs/decisions.md). */
@Module({
  providers: [RetentionService, RetentionJobs],
  exports: [RetentionService],
})
export class RetentionModule {}
