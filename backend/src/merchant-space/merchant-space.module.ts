import { Module } from '@nestjs/common';
import { MerchantSpaceController } from './merchant-space.controller';
import { MerchantSpaceService } from './merchant-space.service';

/** The artisan's own space (/api/merchant-space): their profile, availability, offers, workshops and calendar feed. */
@Module({
  controllers: [MerchantSpaceController],
  providers: [MerchantSpaceService],
  exports: [MerchantSpaceService],
})
export class MerchantSpaceModule {}
