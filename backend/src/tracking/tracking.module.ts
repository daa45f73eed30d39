import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { directRoutesOf } from '../common/direct-routes';
import { registerTrackRoute } from './tracking.controller';
import { TrackingJobs } from './tracking.jobs';
import { TrackingService } from './tracking.service';

@Module({
  providers: [TrackingService, TrackingJobs],
  exports: [TrackingService],
})
export class TrackingModule implements OnApplicationBootstrap {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly tracking: TrackingService,
  ) {}

  /** On the app's direct routes (common/direct-routes.ts), before the server is ready. */
  onApplicationBootstrap(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    const direct = fastify && directRoutesOf(fastify);
    if (direct) registerTrackRoute(direct, this.tracking);
  }
}
