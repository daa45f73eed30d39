import { Module } from '@nestjs/common';
import { AdminReceiptsController, ParentSpaceReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';

/** Receipts and credit notes: issued by the money events (parents, payments), downloaded by parents and staff. */
@Module({
  controllers: [ParentSpaceReceiptsController, AdminReceiptsController],
  providers: [ReceiptsService],
  exports: [ReceiptsService],
})
export class ReceiptsModule {}
