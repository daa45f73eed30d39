import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  canPayoutBatch,
  formatEuros,
  formatPayoutBatchReference,
  formatPayoutStatementNumber,
  parisDay,
  PAYOUT_BATCH_TRANSITIONS,
  PAYOUT_MESSAGES,
} from '@ptits-mitrons/domain';
import { eq, like, sql } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import type { moneyOutConfig } from '../config/configuration';
import { sqlState } from '../database/database-unavailable';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { sha256Hex } from '../documents/pdf-document';
import { MailService } from '../mail/mail.service';
import { artisanMailData } from '../merchants/merchant-space-tokens';
import { merchantRequests } from '../merchants/merchants.schema';
import { checkPeriod, OwedPayoutsService } from './owed-payouts.service';
import { PayoutBatchReportsService } from './payout-batch-reports.service';
import { SepaRefusedError, sepaCreditTransfer, statementPdf, type OperatorDetails, type PayoutPayee } from './payout-documents';
import { batchNotFound } from './payout-errors';
import { payoutBatches, payoutLines, payoutStatements } from './payouts.schema';
import type { PayoutBatchResponse } from './dto/payouts.response';

/** The audit's entity for what staff do to a batch. */
const BATCH_ENTITY = 'payout_batch';
/** One batch is written at a time, on every instance: the transaction-scoped advisory lock of this key. */
const BATCH_LOCK_KEY = 'payout-batches';

/**
 * Staff's commands on payouts (docs/payouts.md): a period's batch (one SEPA file, its lines and one statement per
 * artisan), marking it sent (the statements mailed), and cancelling it.
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger(PayoutsService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly owedPayouts: OwedPayoutsService,
    private readonly reports: PayoutBatchReportsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: ConfigService,
  ) {}

  private get operator(): OperatorDetails {
    return this.config.getOrThrow<ReturnType<typeof moneyOutConfig>>('moneyOut');
  }

  /**
   * The batch of a period, in one transaction under one lock for every instance: the owed lines of each artisan whose
   * details are complete and whose total is positive, the SEPA file, and one statement per artisan. A second call
   * waits for the first, then finds those workshops paid: nothing to pay (409). The unique (proposal, kind) of the
   * lines is the last guard.
   */
  async createBatch(from: string, to: string, actor: string): Promise<PayoutBatchResponse> {
    checkPeriod(from, to);
    const now = this.clock.now();
    try {
      const batchId = await this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${BATCH_LOCK_KEY}, 0))`);
        const payable = (await this.owedPayouts.owedArtisans(tx, from, to, now)).filter((artisan) => artisan.missing.length === 0 && artisan.totalCents > 0);
        if (payable.length === 0) throw new ApiError(HttpStatus.CONFLICT, PAYOUT_MESSAGES.nothingToPay, 'PAYOUT_NOTHING_TO_PAY');
        const reference = await this.nextReference(tx, now);
        const payees: PayoutPayee[] = payable.map((artisan, index) => {
          const details = artisan.details!;
          return {
            number: formatPayoutStatementNumber(reference, index + 1),
            establishmentName: artisan.establishmentName,
            legalName: details.legalName,
            addressLine: details.addressLine,
            postalCode: details.postalCode,
            city: details.city,
            iban: details.iban,
            accountHolder: details.accountHolder,
            totalCents: artisan.totalCents,
            lines: artisan.lines,
          };
        });
        const xml = sepaCreditTransfer({ reference, createdAt: now, operator: this.operator, payees });
        const [batch] = await tx
          .insert(payoutBatches)
          .values({
            reference,
            periodStart: from,
            periodEnd: to,
            totalCents: payees.reduce((sum, payee) => sum + payee.totalCents, 0),
            xml,
            xmlSha256: sha256Hex(xml),
            createdBy: actor,
            createdAt: now,
          })
          .returning({ id: payoutBatches.id });
        for (const [index, artisan] of payable.entries()) {
          await tx.insert(payoutLines).values(
            artisan.lines.map((line) => ({
              batchId: batch.id,
              merchantRequestId: artisan.merchantRequestId,
              parentRequestId: line.parentRequestId,
              proposalId: line.proposalId,
              kind: line.kind,
              amountCents: line.amountCents,
              workshopAt: line.workshopAt,
              createdAt: now,
            })),
          );
          const payee = payees[index];
          const pdf = await statementPdf({ payee, operator: this.operator, batchReference: reference, periodStart: from, periodEnd: to, issuedAt: now });
          await tx.insert(payoutStatements).values({
            batchId: batch.id,
            merchantRequestId: artisan.merchantRequestId,
            number: payee.number,
            totalCents: payee.totalCents,
            pdf,
            sha256: sha256Hex(pdf),
            createdAt: now,
          });
        }
        await this.audit.record(tx, {
          entityType: BATCH_ENTITY,
          entityId: batch.id,
          action: 'generated',
          actor,
          statusAfter: 'generated',
          reason: `${reference} : ${payees.length} artisan(s), ${formatEuros(payees.reduce((sum, payee) => sum + payee.totalCents, 0))}`,
        });
        return batch.id;
      });
      return this.reports.record(this.db, batchId);
    } catch (error) {
      if (sqlState(error) === '23505') throw new ApiError(HttpStatus.CONFLICT, PAYOUT_MESSAGES.batchBusy, 'PAYOUT_BATCH_BUSY');
      if (error instanceof SepaRefusedError) {
        this.logger.error(`Fichier de virement refusé par la bibliothèque SEPA : ${error.message}`);
        const message = error.payee ? PAYOUT_MESSAGES.sepaRefused(error.payee.establishmentName) : PAYOUT_MESSAGES.sepaOperatorRefused;
        throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, message, 'PAYOUT_SEPA_REFUSED');
      }
      throw error;
    }
  }

  /**
   * Staff gave the file to the bank: the batch is marked sent, once, and each artisan of it gets one mail with their
   * statement attached (the dedup key is the statement's), in the same transaction.
   */
  async markSent(id: string, actor: string): Promise<PayoutBatchResponse> {
    if (!isUuid(id)) throw batchNotFound();
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
      if (!batch) throw batchNotFound();
      if (batch.status === 'cancelled') throw new ApiError(HttpStatus.CONFLICT, PAYOUT_MESSAGES.batchCancelled, 'PAYOUT_BATCH_CANCELLED');
      if (!canPayoutBatch('mark_sent', batch.status)) throw new ApiError(HttpStatus.CONFLICT, PAYOUT_MESSAGES.batchAlreadySent, 'PAYOUT_BATCH_ALREADY_SENT');
      const status = PAYOUT_BATCH_TRANSITIONS.mark_sent.to;
      await tx.update(payoutBatches).set({ status, sentBy: actor, sentAt: now }).where(eq(payoutBatches.id, id));
      await this.audit.record(tx, { entityType: BATCH_ENTITY, entityId: id, action: 'sent', actor, statusBefore: batch.status, statusAfter: status, reason: batch.reference });
      await this.mailStatements(tx, batch);
    });
    return this.reports.record(this.db, id);
  }

  /**
   * Staff void a file not given to the bank yet (refused by the bank, a wrong period), once: the batch is cancelled
   * and its lines deleted, so its workshops and debts are owed again and may go in a new batch. Its statements are
   * final rows: kept, never shown to the artisan nor mailed (both need a batch marked sent).
   */
  async cancel(id: string, actor: string): Promise<PayoutBatchResponse> {
    if (!isUuid(id)) throw batchNotFound();
    await this.db.transaction(async (tx) => {
      // The batch lock first, as createBatch takes it: a batch being written meanwhile sees the lines either way.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${BATCH_LOCK_KEY}, 0))`);
      const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
      if (!batch) throw batchNotFound();
      if (!canPayoutBatch('cancel', batch.status)) throw new ApiError(HttpStatus.CONFLICT, PAYOUT_MESSAGES.batchNotCancellable, 'PAYOUT_BATCH_NOT_CANCELLABLE');
      const status = PAYOUT_BATCH_TRANSITIONS.cancel.to;
      await tx.delete(payoutLines).where(eq(payoutLines.batchId, id));
      await tx.update(payoutBatches).set({ status }).where(eq(payoutBatches.id, id));
      await this.audit.record(tx, { entityType: BATCH_ENTITY, entityId: id, action: 'cancelled', actor, statusBefore: batch.status, statusAfter: status, reason: batch.reference });
    });
    return this.reports.record(this.db, id);
  }

  private async mailStatements(tx: Transaction, batch: typeof payoutBatches.$inferSelect): Promise<void> {
    const statements = await tx
      .select({ statement: payoutStatements, merchant: merchantRequests })
      .from(payoutStatements)
      .innerJoin(merchantRequests, eq(merchantRequests.id, payoutStatements.merchantRequestId))
      .where(eq(payoutStatements.batchId, batch.id));
    for (const { statement, merchant } of statements) {
      await this.mail.enqueueOnce(tx, `merchant-payout-statement:${statement.id}`, async () => ({
        template: 'merchant-payout-statement',
        to: merchant.email,
        data: {
          merchant: await artisanMailData(tx, merchant),
          statement: { number: statement.number, total: formatEuros(statement.totalCents), period_start: batch.periodStart, period_end: batch.periodEnd },
        },
        attachments: [{ filename: `${statement.number}.pdf`, contentType: 'application/pdf', content: statement.pdf.toString('base64'), encoding: 'base64' }],
      }));
    }
  }

  /** The day's next reference; the batch lock makes the count safe. */
  private async nextReference(tx: Transaction, now: Date): Promise<string> {
    const prefix = formatPayoutBatchReference(parisDay(now), 0).slice(0, -4);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(payoutBatches).where(like(payoutBatches.reference, `${prefix}%`));
    return formatPayoutBatchReference(parisDay(now), n + 1);
  }
}
