import { Module } from '@nestjs/common';
import { AdminMerchantSharesController } from './admin-merchant-shares.controller';
import { AdminPayoutsController } from './admin-payouts.controller';
import { MerchantSharesService } from './merchant-shares.service';
import { MerchantStatementsController } from './merchant-statements.controller';
import { MerchantStatementsService } from './merchant-statements.service';
import { OwedPayoutsService } from './owed-payouts.service';
import { PayoutBatchReportsService } from './payout-batch-reports.service';
import { PayoutsService } from './payouts.service';

/** Paying artisans (/api/admin/payouts, payout-batches, payout-statements, shares; statements in the artisan's space). */
@Module({
  controllers: [AdminPayoutsController, AdminMerchantSharesController, MerchantStatementsController],
  providers: [PayoutsService, OwedPayoutsService, PayoutBatchReportsService, MerchantStatementsService, MerchantSharesService],
})
export class PayoutsModule {}
