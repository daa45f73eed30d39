import { Module } from '@nestjs/common';
import { AdminDac7Controller } from './admin-dac7.controller';
import { Dac7ReportService } from './dac7-report.service';

/** The platform's yearly report (DAC7): what was paid to each seller per quarter, from their payout details and the batches. */
@Module({
  controllers: [AdminDac7Controller],
  providers: [Dac7ReportService],
})
export class Dac7Module {}
