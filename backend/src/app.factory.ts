import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { NestFastifyApplication, FastifyAdapter } from '@nestjs/platform-fastify';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { MERCHANT_SPACE_PATH, PARENT_SPACE_PATH } from '@ptits-mitrons/domain';
import { FRENCH_EDGE_ERRORS, registerHostileInputHooks } from './common/hostile-input';
import { refuseUnsupportedBodies } from './common/body-media-types';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { answerPermissionsPolicy } from './common/permissions-policy';
import { setListContentRange } from './common/list-query';
import { projectRoot } from './common/project-root';
import { createValidationPipe } from './common/validation.pipe';
import { DirectRoutes } from './common/direct-routes';
import { PublicSettingsService } from './config/public-settings.service';
import { parseTrustProxy } from './config/trust-proxy';
import { merchantSpaceNotFound } from './merchants/merchant-space-tokens';
import { parentSpaceNotFound } from './parents/parent-space-tokens';
import { lazyChildLoggerFactory } from './logging/lazy-child-logger';
import { answerRequestId, RequestLogController, requestId } from './logging/request-log';
import { sitePageHandler } from './site/site-pages';
import { TrackDto } from './tracking/dto/track.dto';
import { TRACK_OPENAPI_PATHS } from './tracking/tracking.controller';

export const API_PREFIX = 'api';
/** Large enough for a CSV import of hand-entered statistics, small enough to refuse abuse. */
const BODY_LIMIT = 1024 * 1024;

/**
 * @param logger the process's one logger (logging/app-logger.ts), which Nest's loggers then share (LoggingModule)
 *
 * The server also carries a second, bare instance for the routes that must cost what a bare Fastify route costs
 * (common/direct-routes.ts: the page-view beacon), with the same options; its requests' loggers are made only when
 * they write (logging/lazy-child-logger.ts).
 */
export function createFastifyAdapter(logger: Logger): FastifyAdapter {
  const options = {
    ...FRENCH_EDGE_ERRORS,
    loggerInstance: logger,
    logController: new RequestLogController(),
    genReqId: requestId,
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For is believed only from the proxies listed in TRUST_PROXY: per-address throttles depend on it.
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  };
  const direct = new DirectRoutes({ ...options, childLoggerFactory: lazyChildLoggerFactory }, (instance) => {
    answerRequestId(instance);
    answerPermissionsPolicy(instance);
  });
  const adapter = new FastifyAdapter({ ...options, serverFactory: direct.serverFactory });
  direct.attach(adapter.getInstance());
  return adapter;
}

/**
 * Stripe.js and reCAPTCHA are the only third parties the pages may load (issue 2). ALTCHA's widget solves its proof of
 * work in Web Workers it starts from `blob:` addresses.
 */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://www.gstatic.com/recaptcha/'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.stripe.com', 'https://www.google.com/recaptcha/'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

/**
 * The parent's and the artisan's spaces carry a personal token in their address: no Referer may leak it to another
 * site (a link on the page, the payment provider), and no search engine may index it. Helmet's own Referrer-Policy is
 * the same today; this states it where the token is, whatever Helmet's defaults become. The artisan's API answers
 * (their workshops, their calendar feed) are also kept out of every cache.
 */
const PARENT_SPACE_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' };
const PARENT_SPACE_URL = new RegExp(`^(?:${PARENT_SPACE_PATH}|/${API_PREFIX}/parent-space)(?:[/?#]|$)`);
const MERCHANT_SPACE_URL = new RegExp(`^${MERCHANT_SPACE_PATH}(?:[/?#]|$)`);
const MERCHANT_SPACE_API_URL = new RegExp(`^/${API_PREFIX}/merchant-space(?:[/?#]|$)`);

export function isParentSpaceUrl(url: string): boolean {
  return PARENT_SPACE_URL.test(url);
}

/**
 * The OpenAPI document of the app's routes, served at /api/docs-json and turned into the clients' types by
 * `npm run sync:api` (which builds it from an app in preview mode, with no database). The app has its global prefix.
 */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle("API Les P'tits Mitrons")
      .setDescription("Ateliers d'anniversaire chez les artisans : API publique et back-office")
      .addBearerAuth()
      .build(),
    { extraModels: [TrackDto] },
  );
  Object.assign(document.paths, TRACK_OPENAPI_PATHS);
  return document;
}

/** Everything main.ts and the tests share: prefix, pipes, filter, headers, compression, docs and static builds. */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const fastify = app.getHttpAdapter().getInstance();
  answerRequestId(fastify);
  answerPermissionsPolicy(fastify);
  // After compression: @fastify/compress leaves an answer carrying Content-Range as it is (a byte range of the
  // plain body), but the list routes' Content-Range counts records. Route-level onSend hooks run after the global
  // ones, in the order added, so this one follows the one @fastify/compress adds to every route.
  fastify.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), setListContentRange];
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (isParentSpaceUrl(request.url) || MERCHANT_SPACE_URL.test(request.url)) void reply.headers(PARENT_SPACE_HEADERS);
    else if (MERCHANT_SPACE_API_URL.test(request.url)) void reply.headers({ ...PARENT_SPACE_HEADERS, 'Cache-Control': 'no-store' });
  });
  refuseUnsupportedBodies(fastify, API_PREFIX);
  registerHostileInputHooks(fastify);

  // Built on the first /api/docs request (then kept): scanning every controller is start-up time nobody waits for.
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => createApiDocument(app));

  serveBuilds(app);
  return app;
}

/**
 * The public build for every path (SPA fallback to its index.html, with the configuration and the first pages
 * drawn in: site/site-pages.ts), the back-office build under /admin/ (SPA fallback to its index.html),
 * and a French JSON 404 for unknown /api paths. Only when the builds exist (npm start builds them).
 */
function serveBuilds(app: NestFastifyApplication): void {
  const root = projectRoot();
  const publicDir = join(root, 'dist', 'frontend');
  const adminDir = join(root, 'dist', 'admin');
  const fastify = app.getHttpAdapter().getInstance();
  const cacheHeaders = (reply: FastifyReply, path: string) => {
    void reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  if (existsSync(join(publicDir, 'index.html'))) {
    void app.register(fastifyStatic, { root: publicDir, prefix: '/', wildcard: false, setHeaders: cacheHeaders, index: false });
  }
  if (existsSync(join(adminDir, 'index.html'))) {
    void app.register(fastifyStatic, {
      root: adminDir,
      prefix: '/admin/',
      wildcard: false,
      decorateReply: !existsSync(join(publicDir, 'index.html')),
      setHeaders: cacheHeaders,
      index: false,
    });
  }
  const sendIndex = (dir: string) => async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(join(dir, 'index.html'))) {
      return reply.status(404).type('text/plain; charset=utf-8').send("Cette application n'est pas construite : lancez npm run build.");
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', dir);
  };
  // A space token longer than the router's parameter limit matches no route: it is still a bad token.
  const apiNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith(`/${API_PREFIX}/parent-space/`)) return reply.status(404).send(parentSpaceNotFound().getResponse());
    if (request.url.startsWith(`/${API_PREFIX}/merchant-space/`)) return reply.status(404).send(merchantSpaceNotFound().getResponse());
    return reply.status(404).send({ statusCode: 404, message: 'Ressource introuvable.', error: 'Not Found' });
  };
  fastify.all(`/${API_PREFIX}/*`, apiNotFound);
  fastify.get('/admin', sendIndex(adminDir));
  fastify.get('/admin/*', sendIndex(adminDir));
  fastify.get('/*', sitePageHandler(publicDir, () => app.get(PublicSettingsService).get()));
}
