import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SchedulerRegistry } from '@nestjs/schedule';
import { sql } from 'drizzle-orm';
import { Clock } from '../common/clock';
import type { mailConfig } from '../config/configuration';
import { queryRows } from '../database/database.client';
import { DATABASE, type Database } from '../database/database.types';
import { MailTransport } from './mail-transport';
import type { MailAttachment } from './mail.schema';

export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LAST_RETRY_MS = 6 * 3_600_000;
/** A claimed mail is invisible to other workers this long; a worker that dies mid-send lets it come back. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;
const MAX_BATCHES_PER_RUN = 100;

/** Delay before the next attempt after `attempts` failures: 1 min, 2, 4… capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
}

export interface MailRunReport {
  sent: number;
  /** Failed this time, to be tried again later. */
  deferred: number;
  /** Failed for the last time. */
  failed: number;
}

interface ClaimedMail {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[] | null;
  attempts: number;
}

/**
 * Sends the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and leased by moving their next attempt time,
 * so several workers (or instances) never send one mail twice, and the SMTP conversation happens outside any
 * transaction.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);
  private running?: Promise<unknown>;
  /** Set on shutdown: the run under way ends after its current batch. */
  private stopping = false;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly config: ConfigService,
    private readonly scheduler: SchedulerRegistry,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.transport.configured) {
      this.logger.warn("SMTP_URL absent : les mails restent dans la file d'attente (lisibles dans le back-office) et ne sont pas envoyés.");
      return;
    }
    const interval = this.config.getOrThrow<ReturnType<typeof mailConfig>>('mail').workerIntervalMs;
    if (interval <= 0) return;
    this.scheduler.addInterval(
      'mail-outbox',
      setInterval(() => {
        // One run at a time per process; other processes are kept apart by the row claims.
        this.running ??= this.processDue()
          .catch((error: unknown) => this.logger.error(`Envoi des mails interrompu : ${(error as Error).message}`))
          .finally(() => (this.running = undefined));
      }, interval),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.scheduler.getIntervals().includes('mail-outbox')) this.scheduler.deleteInterval('mail-outbox');
    await this.running;
    this.transport.close();
  }

  /**
   * Sends every mail due, batch after batch. Each batch reads the clock afresh: its lease starts when it is claimed,
   * so a run that outlasts the lease (slow SMTP answers) never claims with a stale time, which would hand out leases
   * already expired and let another worker send the same mail. On shutdown the batch under way is finished (its mails
   * marked sent) and no other is claimed.
   */
  async processDue(): Promise<MailRunReport> {
    const report: MailRunReport = { sent: 0, deferred: 0, failed: 0 };
    if (!this.transport.configured) return report;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !this.stopping; batch++) {
      const claimed = await this.claim(this.clock.now());
      if (claimed.length === 0) break;
      // The batch goes out over the transport's pooled connections at once.
      for (const outcome of await Promise.all(claimed.map((mail) => this.deliver(mail)))) report[outcome]++;
    }
    return report;
  }

  private claim(now: Date): Promise<ClaimedMail[]> {
    const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
    return queryRows<ClaimedMail>(
      this.db,
      sql`UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
          WHERE id IN (
            SELECT id FROM mail_outbox
            WHERE status = 'queued' AND next_attempt_at <= ${now.toISOString()}::timestamptz
            ORDER BY next_attempt_at, created_at
            LIMIT ${BATCH_SIZE}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, recipient, subject, html, text, attachments, attempts`,
    );
  }

  private async deliver(mail: ClaimedMail): Promise<keyof MailRunReport> {
    try {
      await this.transport.send({ id: mail.id, to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments ?? [] });
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 1000);
      const last = mail.attempts >= MAX_ATTEMPTS;
      // From the time of the failure, not of the claim: the backoff is the same however long the answer took.
      const nextAttempt = new Date(this.clock.now().getTime() + retryDelayMs(mail.attempts));
      // Only while the claim is still ours (same attempt): a worker that took over an expired lease keeps its own.
      await queryRows(
        this.db,
        sql`UPDATE mail_outbox SET last_error = ${message},
              status = ${last ? 'failed' : 'queued'},
              next_attempt_at = ${nextAttempt.toISOString()}::timestamptz
            WHERE id = ${mail.id} AND status = 'queued' AND attempts = ${mail.attempts}`,
      );
      if (last) this.logger.error(`Mail ${mail.id} abandonné après ${mail.attempts} tentatives : ${message}`);
      else this.logger.warn(`Mail ${mail.id} non envoyé (tentative ${mail.attempts}), nouvel essai à ${nextAttempt.toISOString()} : ${message}`);
      return last ? 'failed' : 'deferred';
    }
    // Sent is a fact, whoever holds the claim now: a worker that took the mail over then finds it sent.
    await queryRows(
      this.db,
      sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${mail.id} AND status = 'queued'`,
    );
    return 'sent';
  }
}
