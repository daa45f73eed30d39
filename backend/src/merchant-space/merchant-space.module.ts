import { Module } from '@nestjs/common';
import { Dac7Module } from '../dac7/dac7.module';
import { AdminMerchantDataController } from './admin-merchant-data.controller';
import { MerchantDataService } from './merchant-data.service';
import { MerchantSpaceController } from './merchant-space.controller';
import { MerchantSpaceService } from './merchant-space.service';

/**
 * The artisan's own space (/api/merchant-space): their profile, availability, offers, workshops, calendar feed and
 * data rights; and staff's side of those rights (/api/admin/merchant-requests/{id}/data, /erasure).
 */
@Module({
  imports: [Dac7Module],
  controllers: [MerchantSpaceController, AdminMerchantDataController],
  providers: [MerchantSpaceService, MerchantDataService],
  exports: [MerchantSpaceService],
})
export class MerchantSpaceModule {}
