import { Module } from '@nestjs/common';
import { ParentsModule } from '../parents/parents.module';
import { AdminCandidatesController } from './admin-candidates.controller';
import { AdminOffersController } from './admin-offers.controller';
import { CandidatesService } from './candidates.service';
import { MerchantOffersController } from './merchant-offers.controller';
import { OfferAnswersService } from './offer-answers.service';
import { OfferChainService } from './offer-chain.service';
import { OfferDeadlinesService } from './offer-deadlines.service';
import { OfferMailsService } from './offer-mails.service';
import { OfferReactionsService } from './offer-reactions.service';
import { OffersJobs } from './offers.jobs';
import { OffersService } from './offers.service';
import { UnmatchedRequestsService } from './unmatched-requests.service';
import { WorkshopRemindersService } from './workshop-reminders.service';

/** Matching a paid request with artisans: ranked candidates, offers queued in order, their expiry and reminders. */
@Module({
  imports: [ParentsModule],
  controllers: [AdminCandidatesController, AdminOffersController, MerchantOffersController],
  providers: [
    CandidatesService,
    OfferChainService,
    OfferMailsService,
    OffersService,
    UnmatchedRequestsService,
    OfferAnswersService,
    OfferDeadlinesService,
    WorkshopRemindersService,
    OfferReactionsService,
    OffersJobs,
  ],
  exports: [OffersService],
})
export class MatchingModule {}
