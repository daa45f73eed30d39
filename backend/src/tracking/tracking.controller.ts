import type { OpenAPIObject } from '@nestjs/swagger';
import type { DirectRoutes } from '../common/direct-routes';
import { validationFailure } from '../common/validation.pipe';
import { validateTrackPayload } from './dto/track.dto';
import type { TrackingService } from './tracking.service';

export const TRACK_PATH = '/api/track';

/**
 * POST /api/track as a direct route (common/direct-routes.ts) rather than a Nest controller: every page change of
 * every visitor lands here, and Nest's per-request pipeline (guards, interceptors, class-transformer, class-validator),
 * then the app instance's global hooks and middleware, cost most of a bare route's throughput (issue 19 asks for 75 %).
 * navigator.sendBeacon posts its JSON as text/plain: on this instance text/plain is read as JSON too.
 */
export function registerTrackRoute(direct: DirectRoutes, tracking: TrackingService): void {
  const jsonParser = direct.jsonParser();
  direct.instance.addContentTypeParser('text/plain', { parseAs: 'buffer' }, jsonParser);
  direct.claim('POST', TRACK_PATH);
  // Not async: a promise per beacon is work the answer does not need (Fastify passes a thrown error on all the same).
  direct.instance.post(TRACK_PATH, (request, reply) => {
    const result = validateTrackPayload(request.body);
    if ('errors' in result) throw validationFailure(result.errors);
    // Past the address's budget the beacon is answered like any other, so a flooder learns nothing from it.
    if (tracking.withinBudget(request.ip)) tracking.record(result.view, request.headers['user-agent']);
    void reply.code(204).send();
  });
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
