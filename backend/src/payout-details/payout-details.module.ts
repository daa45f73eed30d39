import { Module } from '@nestjs/common';
import { AdminDac7Controller } from './admin-dac7.controller';
import { AdminPayoutDetailsController } from './admin-payout-details.controller';
import { Dac7ReportService } from './dac7-report.service';
import { PayoutDetailsController } from './payout-details.controller';
import { PayoutDetailsService } from './payout-details.service';

/** The artisans' payout details (their space, masked on their back-office page) and the yearly DAC7 report. */
@Module({
  controllers: [PayoutDetailsController, AdminDac7Controller, AdminPayoutDetailsController],
  providers: [PayoutDetailsService, Dac7ReportService],
})
export class PayoutDetailsModule {}
