import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * The one rule for text arriving from outside (docs/decisions.md, "Hardening: hostile input"): a NUL or a lone
 * surrogate anywhere in the URL, the query, a route parameter or a JSON body (keys included), and a URL or body that
 * is not well-formed UTF-8, are refused with a French 400 before any handler runs. PostgreSQL cannot store either
 * (it fails the statement, which answered 500), and no honest client sends them. JSON nested deeper than any form
 * is refused too.
 */
export const MALFORMED_TEXT = 'La requête contient un caractère interdit (caractère nul ou texte Unicode mal formé).';
export const MALFORMED_URL = "L'adresse de la requête est mal encodée (encodage % ou UTF-8 invalide).";
const MALFORMED_HTTP = 'La requête HTTP est mal formée.';

/**
 * Route option (`@RouteConfig({ [VERBATIM_BODY]: true })`) for a body authenticated by its signature and read as raw
 * bytes, such as Stripe's webhook: refusing it would make Stripe retry an event the handler can read anyway.
 */
export const VERBATIM_BODY = 'verbatimBody';

/** NUL, or a surrogate that is not half of a pair (with the u flag a pair reads as one code point). */
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Whether a string can reach the database as it is: no NUL, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** No form or filter nests deeper; a 1 MB body can nest arrays far beyond what recursive validation code survives. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = 'Le corps ou un paramètre JSON de la requête est trop imbriqué.';

/**
 * What is wrong with a parsed JSON value, or undefined: a string (object keys included, at any depth) that is not
 * storable text, or nesting deeper than MAX_JSON_DEPTH. Walked with a stack of its own, not the call stack.
 */
export function jsonProblem(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return MALFORMED_TEXT;
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= MAX_JSON_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(item)) {
        if (!Array.isArray(item) && !isStorableText(key)) return MALFORMED_TEXT;
        pending.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * What is wrong with the raw URL (path and query alike), or undefined: every %-escape must decode to well-formed
 * UTF-8 (decodeURIComponent throws otherwise, encoded lone surrogates included) and nothing may decode to NUL.
 * Node's parser already refuses raw control characters and bytes above 0x7F in a URL.
 */
export function urlProblem(url: string): string | undefined {
  if (!url.includes('%')) return undefined;
  try {
    return decodeURIComponent(url).includes('\u0000') ? MALFORMED_TEXT : undefined;
  } catch {
    return MALFORMED_URL;
  }
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).header('content-type', 'application/json; charset=utf-8').send({ statusCode: 400, message, error: 'Bad Request' });
}

/**
 * Hooks on every route of the instance, the plain Fastify ones (static pages) included; the direct routes' instance
 * (/api/track) registers them too. Callback style, not async: no promise per request on the beacon route. A refusal
 * answers and does not call done.
 */
export function registerHostileInputHooks(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const problem = urlProblem(request.url);
    if (problem) refuse(reply, problem);
    else done();
  });
  fastify.addHook('preValidation', (request: FastifyRequest & { rawBody?: Buffer }, reply, done) => {
    if (request.body === undefined || request.routeOptions.config?.[VERBATIM_BODY as never]) return done();
    // JSON bodies keep their bytes (rawBody); a decoder would have turned invalid UTF-8 into U+FFFD silently.
    const problem = request.rawBody && !isUtf8(request.rawBody) ? MALFORMED_TEXT : jsonProblem(request.body);
    if (problem) refuse(reply, problem);
    else done();
  });
}

/**
 * Fastify's answers for what never reaches a route, in French: a path its router cannot decode, and a request
 * Node's HTTP parser refuses (raw bytes above 0x7F or control characters in the URL, broken headers).
 */
export const FRENCH_EDGE_ERRORS = {
  frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => refuse(reply, MALFORMED_URL),
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, label, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', "La requête n'est pas arrivée à temps."]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'Les en-têtes de la requête sont trop volumineux.']
          : [400, 'Bad Request', MALFORMED_HTTP];
    if (socket.writable) socket.write(rawAnswer(status, label, message));
    socket.destroy(error);
  },
};

/** A whole HTTP answer, for a socket no Fastify reply owns; the connection is closed after it. */
function rawAnswer(status: number, label: string, message: string): string {
  const body = JSON.stringify({ statusCode: status, message, error: label });
  return `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * What Node's HTTP server answers by itself before any route, in French: an `Expect` header other than 100-continue
 * (Node sends a bare 417), and a CONNECT request (Node closes the connection without a word). No browser sends
 * either; a refusal still says why, as every other one does.
 */
export function answerNodeEdgesInFrench(server: Server): void {
  server.on('checkExpectation', (_request, response) => {
    response.shouldKeepAlive = false;
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ statusCode: 417, message: "L'en-tête Expect de la requête n'est pas pris en charge.", error: 'Expectation Failed' }));
  });
  server.on('connect', (_request, socket: Duplex) => {
    socket.end(rawAnswer(405, 'Method Not Allowed', "Ce serveur n'accepte pas la méthode CONNECT."));
  });
}
