import { Module } from '@nestjs/common';
import { SharedThrottlerStorage } from './shared-throttler-storage';

/** The throttle counters' storage as a provider of its own, so Nest runs its start-up and shutdown hooks. */
@Module({ providers: [SharedThrottlerStorage], exports: [SharedThrottlerStorage] })
export class ThrottlingModule {}
