import { Inject, Injectable, Logger } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import { Clock } from '../common/clock';
import {
  addDays,
  PAGE_STATS_RETENTION_MONTHS,
  PARENT_REQUEST_RETENTION_MONTHS,
  parisDay,
  parisMidnight,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  SENT_MAIL_BODY_RETENTION_DAYS,
} from '@ptits-mitrons/domain';
import { queryRows } from '../database/database.client';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { mailOutbox } from '../mail/mail.schema';
import { merchantRequests } from '../merchants/merchants.schema';
import { foldParentRequestTallies } from '../parents/parent-request-queries';
import { parentRequests } from '../parents/parents.schema';
import { subtractMonths } from '../tracking/tracking.service';
import { anonymizeRecords, type AnonymizationSubject, type AnonymizedEntity } from './anonymization';

/** Any stable number: one instance at a time works on a batch, whichever shares the database. */
const RETENTION_LOCK_KEY = 727_015;
const BATCH_SIZE = 500;

export interface RetentionReport {
  parentRequests: number;
  merchantApplications: number;
  mailBodies: number;
  pageStats: number;
}

/**
 * The daily personal-data retention job. Each step runs in bounded batches, one transaction each, under an advisory
 * lock so that instances take turns; a batch only picks rows not yet processed, so a second run (or a second
 * instance) finds nothing left to do.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async run(today = parisDay(this.clock.now())): Promise<RetentionReport> {
    const parentCutoff = subtractMonths(today, PARENT_REQUEST_RETENTION_MONTHS);
    const applicationCutoff = subtractMonths(today, REJECTED_APPLICATION_RETENTION_MONTHS);
    const report: RetentionReport = {
      parentRequests: await this.inBatches((tx) => this.anonymizeParentRequests(tx, parentCutoff)),
      merchantApplications: await this.inBatches((tx) => this.anonymizeRejectedApplications(tx, applicationCutoff)),
      mailBodies: await this.inBatches((tx) => this.purgeSentMailBodies(tx, addDays(today, -SENT_MAIL_BODY_RETENTION_DAYS))),
      pageStats: await this.inBatches((tx) => this.deletePageStats(tx, subtractMonths(today, PAGE_STATS_RETENTION_MONTHS))),
    };
    this.logger.log(
      `Conservation des données : ${report.parentRequests} demande(s) de parents et ${report.merchantApplications} candidature(s) refusée(s) anonymisée(s), ` +
        `${report.mailBodies} contenu(s) de mail effacé(s), ${report.pageStats} ligne(s) de statistiques par page supprimée(s).`,
    );
    // Nightly housekeeping of the list totals: the day's signed rows become one per state.
    await foldParentRequestTallies(this.db);
    return report;
  }

  /** Runs one step batch after batch, each in its own transaction, until a batch comes back short. */
  private async inBatches(batch: (tx: Transaction) => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
        return batch(tx);
      });
      total += done;
      if (done < BATCH_SIZE) return total;
    }
  }

  /**
   * Requests whose workshop day and every later contact (change, history entry, proposal, payment, mail) are all
   * before the cutoff day, unless a deposit is still owed back (the parent must stay reachable until it is refunded).
   * Amounts, dates, status, payment intents and the deposit flag stay for accounting.
   */
  private anonymizeParentRequests(tx: Transaction, cutoffDay: string): Promise<number> {
    const cutoff = parisMidnight(cutoffDay).toISOString();
    const candidates = sql`SELECT p.id::text AS id, p.parent_email AS email FROM ${parentRequests} p
          WHERE p.anonymized_at IS NULL AND NOT p.refund_due AND p.desired_date < ${cutoffDay}::date
            AND p.created_at < ${cutoff}::timestamptz AND p.updated_at < ${cutoff}::timestamptz
            AND (p.paid_at IS NULL OR p.paid_at < ${cutoff}::timestamptz)
            AND NOT EXISTS (SELECT 1 FROM proposals x WHERE x.parent_request_id = p.id
              AND (x.date >= ${cutoff}::timestamptz OR x.created_at >= ${cutoff}::timestamptz OR x.closed_at >= ${cutoff}::timestamptz))
            AND NOT EXISTS (SELECT 1 FROM payment_intents i WHERE i.parent_request_id = p.id AND i.updated_at >= ${cutoff}::timestamptz)
            AND ${this.noContactSince('parent_request', sql`p.id::text`, cutoff)}
          ORDER BY p.id LIMIT ${BATCH_SIZE}
          FOR UPDATE OF p SKIP LOCKED`;
    return this.anonymize(tx, 'parent_request', candidates);
  }

  /** Rejected applications with no change, history entry or mail since the cutoff day; approved artisans never. */
  private anonymizeRejectedApplications(tx: Transaction, cutoffDay: string): Promise<number> {
    const cutoff = parisMidnight(cutoffDay).toISOString();
    const candidates = sql`SELECT r.id::text AS id, r.email AS email FROM ${merchantRequests} r
          WHERE r.status = 'rejected' AND r.anonymized_at IS NULL
            AND r.created_at < ${cutoff}::timestamptz AND r.updated_at < ${cutoff}::timestamptz
            AND ${this.noContactSince('merchant_request', sql`r.id::text`, cutoff)}
          ORDER BY r.id LIMIT ${BATCH_SIZE}
          FOR UPDATE OF r SKIP LOCKED`;
    return this.anonymize(tx, 'merchant_request', candidates);
  }

  /** One batch of records: locks the candidates, then anonymises them (anonymization.ts). */
  private async anonymize(tx: Transaction, entityType: AnonymizedEntity, candidates: SQL): Promise<number> {
    const subjects = await queryRows<AnonymizationSubject>(tx, candidates);
    await anonymizeRecords(tx, entityType, subjects);
    return subjects.length;
  }

  /** No history entry and no mail of the record since the cutoff. */
  private noContactSince(entityType: AnonymizedEntity, id: SQL, cutoff: string): SQL {
    return sql`NOT EXISTS (SELECT 1 FROM ${auditEvents} a WHERE a.entity_type = ${entityType} AND a.entity_id = ${id}
                 AND a.created_at >= ${cutoff}::timestamptz)
           AND NOT EXISTS (SELECT 1 FROM ${mailOutbox} m WHERE split_part(m.dedup_key, ':', 2) = ${id}
                 AND (m.created_at >= ${cutoff}::timestamptz OR m.sent_at >= ${cutoff}::timestamptz))`;
  }

  /** Sent mails keep their row (who, when, which template) but not their HTML and text after the period. */
  private async purgeSentMailBodies(tx: Transaction, cutoffDay: string): Promise<number> {
    const purged = await queryRows<{ id: string }>(
      tx,
      sql`WITH batch AS (
            SELECT id FROM ${mailOutbox}
            WHERE status = 'sent' AND body_purged_at IS NULL AND sent_at < ${parisMidnight(cutoffDay).toISOString()}::timestamptz
            ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
          UPDATE ${mailOutbox} m SET html = '', text = '', attachments = NULL, body_purged_at = now() FROM batch WHERE m.id = batch.id
          RETURNING m.id`,
    );
    return purged.length;
  }

  /** Per-page figures of days before the cutoff; the site-wide and per-device rows stay. */
  private async deletePageStats(tx: Transaction, cutoffDay: string): Promise<number> {
    const deleted = await queryRows<{ day: string }>(
      tx,
      sql`WITH batch AS (
            SELECT day, scope, key FROM daily_stats
            WHERE scope = 'page' AND day < ${cutoffDay}::date
            LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
          DELETE FROM daily_stats d USING batch b WHERE d.day = b.day AND d.scope = b.scope AND d.key = b.key
          RETURNING d.day`,
    );
    return deleted.length;
  }
}
