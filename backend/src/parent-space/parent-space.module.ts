import { Module } from '@nestjs/common';
import { ParentsModule } from '../parents/parents.module';
import { PaymentsModule } from '../payments/payments.module';
import { ReceiptsModule } from '../receipts/receipts.module';
import { AdminParentDataController } from './admin-parent-data.controller';
import { ParentDataController } from './parent-data.controller';
import { ParentDataService } from './parent-data.service';
import { ParentSpaceCancellationService } from './parent-space-cancellation.service';
import { ParentSpacePaymentsController } from './parent-space-payments.controller';
import { ParentSpacePaymentsService } from './parent-space-payments.service';
import { ParentSpaceController } from './parent-space.controller';
import { ParentSpaceService } from './parent-space.service';

/**
 * The parent's own space (/api/parent-space): their request, its proposal, the actions open to them, and their data
 * rights (« Mes données », also from the back office).
 */
@Module({
  imports: [ParentsModule, PaymentsModule, ReceiptsModule],
  controllers: [ParentSpaceController, ParentSpacePaymentsController, ParentDataController, AdminParentDataController],
  providers: [ParentSpaceService, ParentSpacePaymentsService, ParentSpaceCancellationService, ParentDataService],
})
export class ParentSpaceModule {}
