import { Module } from '@nestjs/common';
import { AdminOperationsController } from './admin-operations.controller';
import { OperationsStatusService } from './operations-status.service';

/** What operators watch, shared by the back office's dashboard and the metrics. */
@Module({
  controllers: [AdminOperationsController],
  providers: [OperationsStatusService],
  exports: [OperationsStatusService],
})
export class OperationsModule {}
