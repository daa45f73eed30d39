import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A proxy's or a client's id is kept only if it is a short token that cannot carry an address, an e-mail or markup. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is safe to log, a new UUID otherwise. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request id: support staff quote it, and it finds every log line of that request. */
export function answerRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/** One line per request, when it ends: method, redacted URL, status and time (the serializers are in redaction.ts). */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'requête interrompue');
    else reply.log.info(line, 'requête traitée');
  }
}
