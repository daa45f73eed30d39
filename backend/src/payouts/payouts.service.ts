import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { addDays, canPayoutBatch, formatEuros, formatPayoutBatchReference, formatPayoutStatementNumber, isRefundedAfterPayment, isWorkshopPayable, missingPayoutDetails, parisDay, parisMidnight, PAYOUT_BATCH_STATUS_LABELS, PAYOUT_BATCH_TRANSITIONS, PAYOUT_MESSAGES, shareOfWorkshop, type PayoutBatchStatus, type PayoutLineKind } from '@ptits-mitrons/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import type { moneyOutConfig } from '../config/configuration';
import { sqlState } from '../database/database-unavailable';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { sha256Hex } from '../documents/pdf-document';
import { MailService } from '../mail/mail.service';
import { artisanMailData, resolveMerchantToken } from '../merchants/merchant-space-tokens';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';
import { depositRefunds, paymentIntents } from '../payments/payments.schema';
import { merchantPayoutDetails } from '../payout-details/payout-details.schema';
import { MerchantSharesService } from './merchant-shares.service';
import { SepaRefusedError, sepaCreditTransfer, statementPdf, type OperatorDetails, type PayoutPayee } from './payout-documents';
import { payoutBatches, payoutLines, payoutStatements } from './payouts.schema';
import type {
  MerchantStatementsResponse,
  PayoutBatchDetailResponse,
  PayoutBatchResponse,
  PayoutLineResponse,
  PayoutOwedResponse,
} from './dto/payouts.response';

type PayoutDetailsRow = typeof merchantPayoutDetails.$inferSelect;

interface OwedLine {
  kind: PayoutLineKind;
  proposalId: string;
  parentRequestId: string;
  workshopAt: Date;
  childFirstname: string;
  amountCents: number;
}

interface OwedArtisan {
  merchantRequestId: string;
  establishmentName: string;
  details: PayoutDetailsRow | null;
  missing: string[];
  totalCents: number;
  lines: OwedLine[];
}

/** The audit's entity for what staff do to a batch. */
const BATCH_ENTITY = 'payout_batch';
/** One batch is written at a time, on every instance: the transaction-scoped advisory lock of this key. */
const BATCH_LOCK_KEY = 'payout-batches';

const batchNotFound = () => new ApiError(HttpStatus.NOT_FOUND, PAYOUT_MESSAGES.batchNotFound, 'PAYOUT_BATCH_NOT_FOUND');
const statementNotFound = () => new ApiError(HttpStatus.NOT_FOUND, PAYOUT_MESSAGES.statementNotFound, 'PAYOUT_STATEMENT_NOT_FOUND');

const lineAnswer = (line: OwedLine): PayoutLineResponse => ({
  kind: line.kind,
  proposal_id: line.proposalId,
  parent_request_id: line.parentRequestId,
  workshop_at: line.workshopAt.toISOString(),
  child_firstname: line.childFirstname,
  amount_cents: line.amountCents,
});

const byWorkshop = (a: OwedLine, b: OwedLine) => a.workshopAt.getTime() - b.workshopAt.getTime() || a.kind.localeCompare(b.kind);

/**
 * What artisans are owed and paying them: the workshops payable over a period and the debts of refunded ones, the
 * batches (one SEPA file, its lines and one statement per artisan), marking a batch sent (the statements mailed) and
 * the artisan's statements in their space. See docs/payouts.md.
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger(PayoutsService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly shares: MerchantSharesService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: ConfigService,
  ) {}

  private get operator(): OperatorDetails {
    return this.config.getOrThrow<ReturnType<typeof moneyOutConfig>>('moneyOut');
  }

  async owed(from: string, to: string): Promise<PayoutOwedResponse> {
    checkPeriod(from, to);
    const artisans = await this.owedArtisans(this.db, from, to, this.clock.now());
    return {
      from,
      to,
      total_cents: artisans.reduce((sum, artisan) => sum + artisan.totalCents, 0),
      artisans: artisans.map((artisan) => ({
        merchant_request_id: artisan.merchantRequestId,
        establishment_name: artisan.establishmentName,
        payout_ready: artisan.missing.length === 0,
        missing: artisan.missing,
        total_cents: artisan.totalCents,
        lines: artisan.lines.map(lineAnswer),
      })),
    };
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
        const payable = (await this.owedArtisans(tx, from, to, now)).filter((artisan) => artisan.missing.length === 0 && artisan.totalCents > 0);
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
      return this.record(this.db, batchId);
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

  async listBatches(): Promise<PayoutBatchResponse[]> {
    const rows = await this.batchRecords(this.db).orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.reference));
    return rows.map(batchRecord);
  }

  async batch(id: string): Promise<PayoutBatchDetailResponse> {
    const record = await this.record(this.db, id);
    const statements = await this.db
      .select({ id: payoutStatements.id, number: payoutStatements.number, merchantRequestId: payoutStatements.merchantRequestId, totalCents: payoutStatements.totalCents, establishmentName: merchantRequests.establishmentName })
      .from(payoutStatements)
      .innerJoin(merchantRequests, eq(merchantRequests.id, payoutStatements.merchantRequestId))
      .where(eq(payoutStatements.batchId, id))
      .orderBy(asc(payoutStatements.createdAt), asc(payoutStatements.number));
    const lines = await this.db
      .select({
        merchantRequestId: payoutLines.merchantRequestId,
        kind: payoutLines.kind,
        proposalId: payoutLines.proposalId,
        parentRequestId: payoutLines.parentRequestId,
        workshopAt: payoutLines.workshopAt,
        childFirstname: parentRequests.childFirstname,
        amountCents: payoutLines.amountCents,
      })
      .from(payoutLines)
      .innerJoin(parentRequests, eq(parentRequests.id, payoutLines.parentRequestId))
      .where(eq(payoutLines.batchId, id));
    return {
      ...record,
      artisans: statements
        .sort((a, b) => statementIndex(a.number) - statementIndex(b.number))
        .map((statement) => ({
          merchant_request_id: statement.merchantRequestId,
          establishment_name: statement.establishmentName,
          total_cents: statement.totalCents,
          statement_id: statement.id,
          statement_number: statement.number,
          lines: lines
            .filter((line) => line.merchantRequestId === statement.merchantRequestId)
            .map((line) => ({ ...line, kind: line.kind as PayoutLineKind }))
            .sort(byWorkshop)
            .map(lineAnswer),
        })),
    };
  }

  async sepaFile(id: string): Promise<{ reference: string; xml: string }> {
    if (!isUuid(id)) throw batchNotFound();
    const [batch] = await this.db.select({ reference: payoutBatches.reference, xml: payoutBatches.xml }).from(payoutBatches).where(eq(payoutBatches.id, id));
    if (!batch) throw batchNotFound();
    return batch;
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
    return this.record(this.db, id);
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
    return this.record(this.db, id);
  }

  async statementPdf(id: string): Promise<{ number: string; pdf: Buffer }> {
    if (!isUuid(id)) throw statementNotFound();
    const [statement] = await this.db.select({ number: payoutStatements.number, pdf: payoutStatements.pdf }).from(payoutStatements).where(eq(payoutStatements.id, id));
    if (!statement) throw statementNotFound();
    return statement;
  }

  /** The artisan's statements, of batches marked sent only (before, the transfer is not on its way). */
  async merchantStatements(token: string): Promise<MerchantStatementsResponse> {
    const merchant = await resolveMerchantToken(this.db, token, 'space', this.clock.now());
    const rows = await this.db
      .select({
        id: payoutStatements.id,
        number: payoutStatements.number,
        batchReference: payoutBatches.reference,
        periodStart: payoutBatches.periodStart,
        periodEnd: payoutBatches.periodEnd,
        totalCents: payoutStatements.totalCents,
        createdAt: payoutStatements.createdAt,
      })
      .from(payoutStatements)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payoutStatements.batchId))
      .where(and(eq(payoutStatements.merchantRequestId, merchant.id), eq(payoutBatches.status, 'sent')))
      .orderBy(desc(payoutStatements.createdAt), desc(payoutStatements.number));
    return {
      statements: rows.map((row) => ({
        id: row.id,
        number: row.number,
        batch_reference: row.batchReference,
        period_start: row.periodStart,
        period_end: row.periodEnd,
        total_cents: row.totalCents,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  /** One of the artisan's statements (a batch marked sent); any other id is the same 404. */
  async merchantStatementPdf(token: string, id: string): Promise<{ number: string; pdf: Buffer }> {
    const merchant = await resolveMerchantToken(this.db, token, 'space', this.clock.now());
    if (!isUuid(id)) throw statementNotFound();
    const [statement] = await this.db
      .select({ number: payoutStatements.number, pdf: payoutStatements.pdf })
      .from(payoutStatements)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payoutStatements.batchId))
      .where(and(eq(payoutStatements.id, id), eq(payoutStatements.merchantRequestId, merchant.id), eq(payoutBatches.status, 'sent')));
    if (!statement) throw statementNotFound();
    return statement;
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

  /**
   * Per artisan, the workshops of [from, to] (Paris days) payable at `now` and not in any batch yet, and the debts of
   * workshops paid then refunded or disputed, not taken yet, whatever their day. Artisans by name, lines by date.
   */
  private async owedArtisans(db: DbOrTx, from: string, to: string, now: Date): Promise<OwedArtisan[]> {
    const workshops = await db
      .select({
        proposalId: proposals.id,
        parentRequestId: parentRequests.id,
        merchantRequestId: proposals.merchantRequestId,
        workshopAt: proposals.date,
        childFirstname: parentRequests.childFirstname,
        requestStatus: parentRequests.status,
        refundedCents: workshopRefundedCents(proposals.id),
        disputedAt: parentRequests.disputedAt,
      })
      .from(proposals)
      .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
      .where(
        and(
          isNotNull(proposals.merchantRequestId),
          eq(proposals.status, 'accepted'),
          gte(proposals.date, parisMidnight(from)),
          lt(proposals.date, parisMidnight(addDays(to, 1))),
          sql`not exists (select 1 from ${payoutLines} where ${payoutLines.proposalId} = ${proposals.id} and ${payoutLines.kind} = 'workshop')`,
        ),
      );
    const paid = await db
      .select({
        proposalId: payoutLines.proposalId,
        parentRequestId: payoutLines.parentRequestId,
        merchantRequestId: payoutLines.merchantRequestId,
        workshopAt: payoutLines.workshopAt,
        amountCents: payoutLines.amountCents,
        childFirstname: parentRequests.childFirstname,
        refundedCents: workshopRefundedCents(payoutLines.proposalId),
        disputedAt: parentRequests.disputedAt,
      })
      .from(payoutLines)
      .innerJoin(parentRequests, eq(parentRequests.id, payoutLines.parentRequestId))
      .where(
        and(
          eq(payoutLines.kind, 'workshop'),
          // Only what may have turned into a debt is read; isRefundedAfterPayment decides.
          sql`(${parentRequests.refundedAmount} > 0 or ${parentRequests.balanceRefundedAmount} > 0 or ${parentRequests.disputedAt} is not null)`,
          sql`not exists (select 1 from ${payoutLines} d where d.proposal_id = ${payoutLines.proposalId} and d.kind = 'refund_debt')`,
        ),
      );
    const payable = workshops.filter((row) => isWorkshopPayable(row, now));
    const debts = paid.filter((row) => isRefundedAfterPayment(row));
    const merchantIds = [...new Set([...payable.map((row) => row.merchantRequestId!), ...debts.map((row) => row.merchantRequestId)])];
    if (merchantIds.length === 0) return [];
    const histories = await this.shares.histories(db, merchantIds);
    const merchants = await db
      .select({ id: merchantRequests.id, establishmentName: merchantRequests.establishmentName, details: merchantPayoutDetails })
      .from(merchantRequests)
      .leftJoin(merchantPayoutDetails, eq(merchantPayoutDetails.merchantRequestId, merchantRequests.id))
      .where(inArray(merchantRequests.id, merchantIds));
    const artisans = new Map<string, OwedArtisan>(
      merchants.map((merchant) => [
        merchant.id,
        { merchantRequestId: merchant.id, establishmentName: merchant.establishmentName, details: merchant.details, missing: missingPayoutDetails(merchant.details), totalCents: 0, lines: [] },
      ]),
    );
    for (const row of payable) {
      const artisan = artisans.get(row.merchantRequestId!)!;
      artisan.lines.push({
        kind: 'workshop',
        proposalId: row.proposalId,
        parentRequestId: row.parentRequestId,
        workshopAt: row.workshopAt,
        childFirstname: row.childFirstname,
        amountCents: shareOfWorkshop(histories.get(artisan.merchantRequestId) ?? [], row.workshopAt, this.shares.defaultShareCents),
      });
    }
    for (const row of debts) {
      artisans.get(row.merchantRequestId)!.lines.push({ ...row, kind: 'refund_debt', amountCents: -row.amountCents });
    }
    return [...artisans.values()]
      .map((artisan) => ({ ...artisan, lines: artisan.lines.sort(byWorkshop), totalCents: artisan.lines.reduce((sum, line) => sum + line.amountCents, 0) }))
      .sort((a, b) => a.establishmentName.localeCompare(b.establishmentName, 'fr') || a.merchantRequestId.localeCompare(b.merchantRequestId));
  }

  /** The day's next reference; the batch lock makes the count safe. */
  private async nextReference(tx: Transaction, now: Date): Promise<string> {
    const prefix = formatPayoutBatchReference(parisDay(now), 0).slice(0, -4);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(payoutBatches).where(like(payoutBatches.reference, `${prefix}%`));
    return formatPayoutBatchReference(parisDay(now), n + 1);
  }

  /** Batches with their counts (the subqueries name their tables: Drizzle writes a selected column without its own). */
  private batchRecords(db: DbOrTx) {
    return db
      .select({
        batch: {
          id: payoutBatches.id,
          reference: payoutBatches.reference,
          periodStart: payoutBatches.periodStart,
          periodEnd: payoutBatches.periodEnd,
          status: payoutBatches.status,
          totalCents: payoutBatches.totalCents,
          createdAt: payoutBatches.createdAt,
          sentAt: payoutBatches.sentAt,
        },
        artisansCount: sql<number>`(select count(*) from payout_statements s where s.batch_id = payout_batches.id)`.mapWith(Number),
        linesCount: sql<number>`(select count(*) from payout_lines l where l.batch_id = payout_batches.id)`.mapWith(Number),
      })
      .from(payoutBatches)
      .$dynamic();
  }

  private async record(db: DbOrTx, id: string): Promise<PayoutBatchResponse> {
    if (!isUuid(id)) throw batchNotFound();
    const [row] = await this.batchRecords(db).where(eq(payoutBatches.id, id));
    if (!row) throw batchNotFound();
    return batchRecord(row);
  }
}

/**
 * The refunds of the intents that paid a workshop, in cents: the request's deposit (a deposit paid with a credit has
 * no intent, hence no refund) and the balance paid for this proposal. A balance paid for another proposal of the
 * request (replaced since) and refunded is not this workshop's money. The one place this rule is written.
 */
export function workshopRefundedCents(proposalId: AnyPgColumn) {
  return sql<number>`(select coalesce(sum(r.amount), 0) from ${depositRefunds} r join ${paymentIntents} i on i.id = r.payment_intent_id
    where r.parent_request_id = ${parentRequests.id}
      and (i.id = ${parentRequests.paymentIntentId} or (i.purpose = 'balance' and i.proposal_id = ${proposalId})))`.mapWith(Number);
}

function checkPeriod(from: string, to: string): void {
  if (to < from) throw new ApiError(HttpStatus.BAD_REQUEST, PAYOUT_MESSAGES.periodReversed, 'PAYOUT_PERIOD_REVERSED');
}

/** The artisan's rank in the batch, from their statement's number (REL-<reference>-<n>). */
const statementIndex = (number: string) => Number(number.slice(number.lastIndexOf('-') + 1));

type BatchRow = Pick<typeof payoutBatches.$inferSelect, 'id' | 'reference' | 'periodStart' | 'periodEnd' | 'status' | 'totalCents' | 'createdAt' | 'sentAt'>;

function batchRecord(row: { batch: BatchRow; artisansCount: number; linesCount: number }): PayoutBatchResponse {
  const status = row.batch.status as PayoutBatchStatus;
  return {
    id: row.batch.id,
    reference: row.batch.reference,
    period_start: row.batch.periodStart,
    period_end: row.batch.periodEnd,
    status,
    status_label: PAYOUT_BATCH_STATUS_LABELS[status],
    total_cents: row.batch.totalCents,
    artisans_count: row.artisansCount,
    lines_count: row.linesCount,
    created_at: row.batch.createdAt.toISOString(),
    sent_at: row.batch.sentAt?.toISOString() ?? null,
  };
}
