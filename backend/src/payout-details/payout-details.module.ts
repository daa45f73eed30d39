import { Module } from '@nestjs/common';
import { AdminPayoutDetailsController } from './admin-payout-details.controller';
import { PayoutDetailsController } from './payout-details.controller';
import { PayoutDetailsService } from './payout-details.service';

/** The artisans' payout details (their space, masked on their back-office page). */
@Module({
  controllers: [PayoutDetailsController, AdminPayoutDetailsController],
  providers: [PayoutDetailsService],
})
export class PayoutDetailsModule {}
