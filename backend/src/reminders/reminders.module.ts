import { Module } from '@nestjs/common';
import { AdminRemindersController } from './admin-reminders.controller';
import { RemindersJobs } from './reminders.jobs';
import { RemindersService } from './reminders.service';

/** The scheduled reminders to parents and to the operator, and the back office's count of late requests. */
@Module({
  controllers: [AdminRemindersController],
  providers: [RemindersService, RemindersJobs],
  exports: [RemindersService],
})
export class RemindersModule {}
