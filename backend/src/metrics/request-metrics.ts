import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds; the beacon answers in well under a millisecond, the admin lists in tens of them. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A request no route matched (Fastify's own 404). */
const UNMATCHED = 'unmatched';

interface Series {
  observe(seconds: number): void;
  error?: { inc(): void };
}

/**
 * Counts and times every answer by method, route pattern (never the URL: it may carry a space token) and status class,
 * and counts the 5xx. The beacon route is benchmarked for throughput: each series' labels are bound once, then an
 * answer costs two map lookups and one observation.
 */
export class RequestMetrics {
  private readonly duration: Histogram<'method' | 'route' | 'status_class'>;
  private readonly serverErrors: Counter<'method' | 'route'>;
  /** Route pattern → method → status class → its bound series: lookups by the router's own strings, no key built. */
  private readonly series = new Map<string, Map<string, Series[]>>();

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'ptm_http_request_duration_seconds',
      help: 'Durée des requêtes HTTP, par méthode, modèle de route et classe de statut',
      labelNames: ['method', 'route', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    this.serverErrors = new Counter({
      name: 'ptm_http_server_errors_total',
      help: 'Réponses 5xx, par méthode et modèle de route',
      labelNames: ['method', 'route'],
      registers: [registry],
    });
  }

  record(method: string, route: string | undefined, statusCode: number, elapsedMs: number): void {
    const pattern = route ?? UNMATCHED;
    const statusClass = Math.floor(statusCode / 100);
    let byMethod = this.series.get(pattern);
    if (!byMethod) this.series.set(pattern, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const series = (byClass[statusClass] ??= {
      observe: this.duration.labels(method, pattern, `${statusClass}xx`).observe,
      error: statusClass === 5 ? this.serverErrors.labels(method, pattern) : undefined,
    });
    series.observe(elapsedMs / 1000);
    series.error?.inc();
  }

  /** Once the answer is sent: the measure costs the client nothing. */
  listen(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      this.record(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
      done();
    });
  }
}
