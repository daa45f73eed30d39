import { Module } from '@nestjs/common';
import { AdminDac7CopiesController } from './admin-dac7-copies.controller';
import { AdminDac7Controller } from './admin-dac7.controller';
import { Dac7CopiesJobs } from './dac7-copies.jobs';
import { Dac7CopiesService } from './dac7-copies.service';
import { Dac7ReportService } from './dac7-report.service';
import { MerchantDac7CopiesController } from './merchant-dac7-copies.controller';

/**
 * The platform's yearly report (DAC7): what was paid to each seller per quarter, from their payout details and the
 * batches; and each artisan's yearly copy of their row (mailed by a job, in their space, drawn again by staff).
 */
@Module({
  controllers: [AdminDac7Controller, AdminDac7CopiesController, MerchantDac7CopiesController],
  providers: [Dac7ReportService, Dac7CopiesService, Dac7CopiesJobs],
  exports: [Dac7CopiesService],
})
export class Dac7Module {}
