import { Global, Module } from '@nestjs/common';
import { ScheduledJobs } from './scheduled-jobs.service';

/** Global: each feature module schedules its own jobs through ScheduledJobs, once per due time across instances. */
@Global()
@Module({
  providers: [ScheduledJobs],
  exports: [ScheduledJobs],
})
export class JobsModule {}
