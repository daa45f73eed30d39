import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { validationFailure } from '../common/validation.pipe';
import { validateTrackPayload } from './dto/track.dto';
import type { TrackingService } from './tracking.service';

export const TRACK_PATH = '/api/track';

/**
 * POST /api/track as a plain Fastify route rather than a Nest controller: every page change of every visitor lands
 * here, and Nest's per-request pipeline (guards, interceptors, class-transformer, class-validator) cost half of the
 * bare route's throughput (issue 6 asks for at least half). Errors still go through Nest's exception filter, as the
 * route is added once Nest has installed its error handler (onApplicationBootstrap).
 */
export function registerTrackRoute(fastify: FastifyInstance, tracking: TrackingService): void {
  fastify.post(
    TRACK_PATH,
    // An empty 204 for a beacon: security headers protect documents, and @fastify/helmet builds them per request;
    // nothing to compress either way (a beacon is a few dozen bytes), so @fastify/compress adds no hooks here.
    { config: { helmet: { skipRoute: true } }, compress: false, decompress: false },
    async (request, reply) => {
      const result = validateTrackPayload(request.body);
      if ('errors' in result) throw validationFailure(result.errors);
      // Past the address's budget the beacon is answered like any other, so a flooder learns nothing from it.
      if (tracking.withinBudget(request.ip)) tracking.record(result.view, request.headers['user-agent']);
      return reply.code(204).send();
    },
  );
}

/** The route's entry in /api/docs (Swagger only sees Nest controllers). */
export const TRACK_OPENAPI_PATHS: OpenAPIObject['paths'] = {
  [TRACK_PATH]: {
    post: {
      tags: ['suivi'],
      summary: 'Enregistre une page vue (sans cookie ni adresse IP) ; les robots sont ignorés',
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/TrackDto' } },
          'text/plain': { schema: { $ref: '#/components/schemas/TrackDto' } },
        },
      },
      responses: {
        '204': { description: "Vue reçue (ou ignorée : robot, ou trop de vues depuis la même adresse)" },
        '400': {
          description: 'Charge utile invalide (message en français)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
        },
      },
    },
  },
};
