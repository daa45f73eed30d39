import { Module } from '@nestjs/common';

/** Matching a paid request with artisans: ranked candidates, offers queued in order, their expiry and reminders. */
@Module({
  controllers: [],
  providers: [],
})
export class MatchingModule {}
