import { Global, Module } from '@nestjs/common';
import { RECEIPT_ISSUER } from '../parents/receipt-issuer';
import { AdminReceiptsController, ParentSpaceReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';

/**
 * Receipts and credit notes: issued by the money events (parents, payments) through RECEIPT_ISSUER, global so that
 * the request module needs no import of this one; downloaded by parents and staff.
 */
@Global()
@Module({
  controllers: [ParentSpaceReceiptsController, AdminReceiptsController],
  providers: [ReceiptsService, { provide: RECEIPT_ISSUER, useExisting: ReceiptsService }],
  exports: [ReceiptsService, RECEIPT_ISSUER],
})
export class ReceiptsModule {}
