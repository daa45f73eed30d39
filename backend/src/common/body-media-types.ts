import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiConsumes } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { VERBATIM_BODY } from './hostile-input';

/** Route option: the media types a route reads its body from, when not only JSON (`@AcceptsBody`). */
const BODY_MEDIA_TYPES = 'bodyMediaTypes';
const JSON_ONLY: readonly string[] = ['application/json'];

/**
 * A route that reads its body from other media types than JSON, said once for the API (the served document's
 * `consumes`) and for the refusal below.
 */
export function AcceptsBody(...mediaTypes: string[]) {
  return applyDecorators(ApiConsumes(...mediaTypes), RouteConfig({ [BODY_MEDIA_TYPES]: mediaTypes }));
}

export function unsupportedBodyMessage(accepted: readonly string[]): string {
  const list = accepted.length > 1 ? `${accepted.slice(0, -1).join(', ')} ou ${accepted.at(-1)}` : accepted[0];
  return `Le corps de la requête doit être envoyé en ${list} (en-tête Content-Type).`;
}

/** The media type of a Content-Type header, without its parameters (charset…), lower-cased. */
function mediaTypeOf(header: string | undefined): string | undefined {
  return header?.split(';', 1)[0].trim().toLowerCase() || undefined;
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The API's routes read JSON: a body of any other type gets a French 415 before it is read. A page on another site
 * can post a form (urlencoded, multipart, text/plain) without a CORS preflight, and Fastify would parse it for a
 * JSON route: the route would act on it (send the link mails of POST /api/parent-space/links) although no client of
 * ours sends one. A request without a body passes, whatever its Content-Type (a POST that takes none). Not checked:
 * the routes of `AcceptsBody`'s list, a body read verbatim (Stripe's webhook, authenticated by its signature), the
 * catch-all 404 of unknown paths, and the beacon (the direct routes' instance, text/plain from sendBeacon).
 */
export function refuseUnsupportedBodies(fastify: FastifyInstance, apiPrefix: string): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as Record<string, unknown> | undefined;
    if (!route.url.startsWith(`/${apiPrefix}/`) || route.url.endsWith('*') || config?.[VERBATIM_BODY]) return;
    const accepted = (config?.[BODY_MEDIA_TYPES] as readonly string[] | undefined) ?? JSON_ONLY;
    const refusal = { statusCode: 415, message: unsupportedBodyMessage(accepted), error: 'Unsupported Media Type' };
    const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const mediaType = mediaTypeOf(request.headers['content-type']);
      if (carriesBody(request) && !(mediaType && accepted.includes(mediaType))) {
        void reply.code(415).header('content-type', 'application/json; charset=utf-8').send(refusal);
      } else done(null, payload);
    };
    route.preParsing = [...[route.preParsing ?? []].flat(), check] as RouteOptions['preParsing'];
  });
}
