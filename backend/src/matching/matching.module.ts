import { Module } from '@nestjs/common';
import { AdminCandidatesController } from './admin-candidates.controller';
import { CandidatesService } from './candidates.service';

/** Matching a paid request with artisans: ranked candidates, offers queued in order, their expiry and reminders. */
@Module({
  controllers: [AdminCandidatesController],
  providers: [CandidatesService],
})
export class MatchingModule {}
