import Fastify, {
  type FastifyBodyParser,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerFactory,
  type FastifyServerOptions,
  type HTTPMethods,
} from 'fastify';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { errorAnswer } from './http-exception.filter';
import { answerNodeEdgesInFrench, registerHostileInputHooks } from './hostile-input';

/**
 * A second Fastify instance, for the few routes whose cost per request must stay near a bare Fastify route's (the
 * page-view beacon: every page change of every visitor). The app's instance runs work on every request that such a
 * route does not need: Nest's middleware pass (middie) with nestjs-pino's request context (an AsyncLocalStorage, which
 * then tracks every promise of the request), helmet's and compression's hooks, the space-header hooks. The one HTTP
 * server hands a request to this instance when its method and path are one of its routes, else to the app's.
 *
 * The instance keeps what every answer of the API promises: the same options (logger and request log lines, request
 * ids, TRUST_PROXY, body limit, French framework errors), the X-Request-Id header, the hostile-input refusals, the French
 * error body (errorAnswer, as the Nest filter), and the request metrics (MetricsService listens to both instances).
 */
export class DirectRoutes {
  readonly instance: FastifyInstance;
  /** Path → methods of the routes served here. */
  private readonly routes = new Map<string, Set<string>>();
  /** Once the app's instance closes, every request goes to it: it answers 503 and closes the connection. */
  private closing = false;

  /** @param firstHooks what every answer carries, registered before the refusals (the request id and Permissions-Policy headers) */
  constructor(options: FastifyServerOptions, firstHooks: (instance: FastifyInstance) => void = () => {}) {
    this.instance = Fastify(options);
    firstHooks(this.instance);
    registerHostileInputHooks(this.instance);
    this.instance.removeContentTypeParser('application/json');
    this.instance.addContentTypeParser('application/json', { parseAs: 'buffer' }, this.jsonParser());
    this.instance.setErrorHandler((error, request, reply) => {
      const { body, warning, failure } = errorAnswer(error);
      if (warning) request.log.warn(warning);
      else if (failure) request.log.error({ err: failure }, 'Erreur interne');
      return reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
    });
  }

  /**
   * JSON read from its bytes, which are kept for the hostile-input check (invalid UTF-8), as Nest's rawBody option
   * does on the app's instance; Fastify's own parser, with its protection against prototype poisoning.
   */
  jsonParser(): FastifyBodyParser<Buffer> {
    const parseJson = this.instance.getDefaultJsonParser('error', 'error');
    return (request, body, done) => {
      (request as FastifyRequest & { rawBody?: Buffer }).rawBody = body;
      parseJson(request, body.toString(), done);
    };
  }

  /** Declares a route served here; its handler is added to `instance` by the caller (with `instance.route`). */
  claim(method: HTTPMethods, path: string): void {
    const methods = this.routes.get(path) ?? new Set<string>();
    this.routes.set(path, methods.add(method));
  }

  /** For the app's instance (FastifyAdapter's options): one server, two instances. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server = createServer((request, response) => {
      if (!this.closing && this.owns(request)) this.instance.routing(request, response);
      else handler(request, response);
    });
    answerNodeEdgesInFrench(server);
    // What Fastify sets on a server it makes itself (lib/server.js), which it leaves to a serverFactory.
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    if ((options.maxRequestsPerSocket as number) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    return server;
  };

  /** Ties this instance's life to the app's: ready with it, closed with it. */
  attach(app: FastifyInstance): void {
    directRoutesByApp.set(app, this);
    app.addHook('onReady', async () => {
      await this.instance.ready();
    });
    app.addHook('preClose', (done) => {
      this.closing = true;
      closeConnectionsAsTheyIdle(app.server);
      done();
    });
    app.addHook('onClose', async () => {
      await this.instance.close();
    });
  }

  private owns(request: IncomingMessage): boolean {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    return this.routes.get(query === -1 ? url : url.slice(0, query))?.has(request.method ?? '') === true;
  }
}

/** How often a stopping server looks for connections whose last request has been answered. */
const IDLE_CHECK_MS = 100;

/**
 * Node's server.close() closes the connections idle at that moment, and waits for the others. A kept-alive connection
 * whose request was in flight then becomes idle once answered, and would hold the stop until its keep-alive timeout
 * (72 s), well past the stop deadline (main.ts): the process would be cut short before the tracking buffer is written.
 * So while the server stops, idle connections are closed as they appear.
 */
function closeConnectionsAsTheyIdle(server: Server): void {
  const timer = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

const directRoutesByApp = new WeakMap<FastifyInstance, DirectRoutes>();

/** The direct routes of the app's instance (created with it in app.factory.ts), if any. */
export function directRoutesOf(app: FastifyInstance): DirectRoutes | undefined {
  return directRoutesByApp.get(app);
}
