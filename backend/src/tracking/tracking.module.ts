import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerTrackRoute, TRACK_PATH } from './tracking.controller';
import { TrackingJobs } from './tracking.jobs';
import { TrackingService } from './tracking.service';

/**
 * navigator.sendBeacon posts its JSON as text/plain. Only the tracking route reads such a body as JSON;
 * every other route keeps Fastify's behaviour (the text as a string).
 */
function registerBeaconBodyParser(fastify: FastifyInstance): void {
  // Fastify's own JSON parser, with its protection against prototype poisoning.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  if (fastify.hasContentTypeParser('text/plain')) fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('text/plain', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    if (request.routeOptions.url !== TRACK_PATH) return done(null, body);
    parseJson(request, body.toString(), done);
  });
}

@Module({
  providers: [TrackingService, TrackingJobs],
  exports: [TrackingService],
})
export class TrackingModule implements OnApplicationBootstrap {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly tracking: TrackingService,
  ) {}

  /** Once Nest has installed its error handler, so that the route's errors go through the French exception filter. */
  onApplicationBootstrap(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    registerBeaconBodyParser(fastify);
    registerTrackRoute(fastify, this.tracking);
  }
}
