import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { directRoutesOf } from '../common/direct-routes';
import type { metricsConfig } from '../config/configuration';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.types';
import { OperationsStatusService } from '../operations/operations-status.service';
import { TrackingService } from '../tracking/tracking.service';
import { RequestMetrics } from './request-metrics';

/**
 * The Prometheus figures of this instance (GET /api/metrics). Nothing is measured unless METRICS_TOKEN is set. Requests
 * are counted as they end; everything else is read when Prometheus asks, so that a scrape costs a few queries and the
 * requests nothing more.
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  private readonly logger = new Logger(MetricsService.name);
  readonly registry = new Registry();
  /** The bearer token a scrape must present; unset, the route does not exist. */
  readonly token?: string;
  private readonly database = new Gauge({
    name: 'ptm_database_reachable',
    help: 'La base de données a répondu aux requêtes de cette collecte (1) ou non (0)',
    registers: [this.registry],
  });
  private readonly jobLastSuccess = new Gauge({
    name: 'ptm_scheduled_job_last_success_timestamp_seconds',
    help: 'Fin de la dernière exécution réussie de chaque tâche planifiée (horodatage Unix), 0 si aucune',
    labelNames: ['job'],
    registers: [this.registry],
  });
  private readonly jobLate = new Gauge({
    name: 'ptm_scheduled_job_late',
    help: 'La tâche planifiée est en retard (1), comme le signale le tableau de bord',
    labelNames: ['job'],
    registers: [this.registry],
  });
  private readonly outboxQueued = new Gauge({ name: 'ptm_mail_outbox_queued', help: "E-mails en attente d'envoi", registers: [this.registry] });
  private readonly outboxOldest = new Gauge({
    name: 'ptm_mail_outbox_oldest_queued_age_seconds',
    help: "Âge du plus ancien e-mail en attente d'envoi (secondes), 0 si aucun",
    registers: [this.registry],
  });
  private readonly outboxFailed = new Gauge({ name: 'ptm_mail_outbox_failed', help: 'E-mails abandonnés après leurs essais', registers: [this.registry] });

  constructor(
    config: ConfigService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly operations: OperationsStatusService,
    private readonly tracking: TrackingService,
    @Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle,
  ) {
    this.token = config.get<ReturnType<typeof metricsConfig>>('metrics')?.token;
  }

  /** Before the routes are frozen (Fastify takes no hook once ready). */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!this.token || !fastify) return;
    collectDefaultMetrics({ register: this.registry });
    const requests = new RequestMetrics(this.registry);
    requests.listen(fastify);
    const direct = directRoutesOf(fastify);
    if (direct) requests.listen(direct.instance);
    this.trackingMetrics();
    this.poolMetrics();
  }

  /** The text Prometheus reads, with the database figures of this moment. */
  async render(): Promise<string> {
    try {
      const { jobs, outbox } = await this.operations.status();
      for (const job of jobs) {
        this.jobLastSuccess.set({ job: job.job }, job.lastSuccessAt ? Date.parse(job.lastSuccessAt) / 1000 : 0);
        this.jobLate.set({ job: job.job }, Number(job.late));
      }
      this.outboxQueued.set(outbox.queued);
      this.outboxOldest.set(outbox.oldestQueuedSeconds);
      this.outboxFailed.set(outbox.failed);
      this.database.set(1);
    } catch (error) {
      // The process figures still matter most during an outage: the database ones are left out (NaN), not made up.
      this.logger.warn(`Métriques de la base de données indisponibles : ${(error as Error).message}`);
      this.jobLastSuccess.reset();
      this.jobLate.reset();
      for (const gauge of [this.outboxQueued, this.outboxOldest, this.outboxFailed]) gauge.set(NaN);
      this.database.set(0);
    }
    return this.registry.metrics();
  }

  private trackingMetrics(): void {
    const tracking = this.tracking;
    new Gauge({
      name: 'ptm_tracking_buffered_views',
      help: 'Vues de pages reçues et pas encore écrites',
      registers: [this.registry],
      collect() {
        this.set(tracking.pendingRows);
      },
    });
    new Counter({
      name: 'ptm_tracking_dropped_views_total',
      help: 'Vues de pages abandonnées depuis le démarrage : au-delà du budget par adresse, tampon plein, refusées par la base',
      labelNames: ['reason'],
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc({ reason: 'over_budget' }, tracking.overBudget.total);
        this.inc({ reason: 'buffer_full' }, tracking.overflow.total);
        this.inc({ reason: 'refused' }, tracking.refused.total);
      },
    });
  }

  /** node-postgres's pool; the embedded database is one connection inside the process, always open. */
  private poolMetrics(): void {
    const client = (this.handle.db as unknown as { $client: unknown }).$client;
    new Gauge({
      name: 'ptm_database_pool_connections',
      help: 'Connexions à la base : ouvertes (total), libres (idle), requêtes en attente d’une connexion (waiting)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        if (!(client instanceof Pool)) {
          this.set({ state: 'total' }, 1);
          return;
        }
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      },
    });
  }
}
