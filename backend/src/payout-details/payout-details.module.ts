import { Module } from '@nestjs/common';
import { AdminDac7Controller } from './admin-dac7.controller';
import { Dac7ReportService } from './dac7-report.service';
import { PayoutDetailsController } from './payout-details.controller';
import { PayoutDetailsService } from './payout-details.service';

/** The artisans' payout details (their space) and the platform's yearly DAC7 report (back office). */
@Module({
  controllers: [PayoutDetailsController, AdminDac7Controller],
  providers: [PayoutDetailsService, Dac7ReportService],
})
export class PayoutDetailsModule {}
