import { Module } from '@nestjs/common';
import { ParentsModule } from '../parents/parents.module';
import { PaymentsModule } from '../payments/payments.module';
import { ReceiptsModule } from '../receipts/receipts.module';
import { ParentSpaceCancellationService } from './parent-space-cancellation.service';
import { ParentSpacePaymentsController } from './parent-space-payments.controller';
import { ParentSpacePaymentsService } from './parent-space-payments.service';
import { ParentSpaceController } from './parent-space.controller';
import { ParentSpaceService } from './parent-space.service';

/** The parent's own space (/api/parent-space): their request, its proposal, and the actions open to them. */
@Module({
  imports: [ParentsModule, PaymentsModule, ReceiptsModule],
  controllers: [ParentSpaceController, ParentSpacePaymentsController],
  providers: [ParentSpaceService, ParentSpacePaymentsService, ParentSpaceCancellationService],
})
export class ParentSpaceModule {}
