import { Module } from '@nestjs/common';
import { ParentsModule } from '../parents/parents.module';
import { AdminCandidatesController } from './admin-candidates.controller';
import { AdminOffersController } from './admin-offers.controller';
import { CandidatesService } from './candidates.service';
import { MerchantOffersController } from './merchant-offers.controller';
import { OffersJobs } from './offers.jobs';
import { OffersService } from './offers.service';

/** Matching a paid request with artisans: ranked candidates, offers queued in order, their expiry and reminders. */
@Module({
  imports: [ParentsModule],
  controllers: [AdminCandidatesController, AdminOffersController, MerchantOffersController],
  providers: [CandidatesService, OffersService, OffersJobs],
  exports: [OffersService],
})
export class MatchingModule {}
