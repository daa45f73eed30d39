import { Module } from '@nestjs/common';
import { ParentsModule } from '../parents/parents.module';
import { AdminOffersController } from './admin-offers.controller';
import { MerchantOffersController } from './merchant-offers.controller';
import { OffersJobs } from './offers.jobs';
import { OffersService } from './offers.service';

/** Matching a paid request with artisans: ranked candidates, offers queued in order, their expiry and reminders. */
@Module({
  imports: [ParentsModule],
  controllers: [AdminOffersController, MerchantOffersController],
  providers: [OffersService, OffersJobs],
  exports: [OffersService],
})
export class MatchingModule {}
