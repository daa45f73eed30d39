import { Inject, Injectable } from '@nestjs/common';
import { PAYOUT_BATCH_STATUS_LABELS, type PayoutBatchStatus, type PayoutLineKind } from '@ptits-mitrons/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests } from '../parents/parents.schema';
import { byWorkshop, lineAnswer } from './owed-payouts.service';
import { batchNotFound, statementNotFound } from './payout-errors';
import { payoutBatches, payoutLines, payoutStatements } from './payouts.schema';
import type { PayoutBatchDetailResponse, PayoutBatchResponse } from './dto/payouts.response';

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

/** What staff read of the batches: the list, one batch with its artisans and lines, its SEPA file and statements. */
@Injectable()
export class PayoutBatchReportsService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

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

  async statementPdf(id: string): Promise<{ number: string; pdf: Buffer }> {
    if (!isUuid(id)) throw statementNotFound();
    const [statement] = await this.db.select({ number: payoutStatements.number, pdf: payoutStatements.pdf }).from(payoutStatements).where(eq(payoutStatements.id, id));
    if (!statement) throw statementNotFound();
    return statement;
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

  async record(db: DbOrTx, id: string): Promise<PayoutBatchResponse> {
    if (!isUuid(id)) throw batchNotFound();
    const [row] = await this.batchRecords(db).where(eq(payoutBatches.id, id));
    if (!row) throw batchNotFound();
    return batchRecord(row);
  }
}
