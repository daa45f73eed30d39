import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database } from '../database/database.types';
import { resolveMerchantToken } from '../merchants/merchant-space-tokens';
import { statementNotFound } from './payout-errors';
import { payoutBatches, payoutStatements } from './payouts.schema';
import type { MerchantStatementsResponse } from './dto/payouts.response';

/** The artisan's payout statements, by the link to their space. */
@Injectable()
export class MerchantStatementsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly clock: Clock,
  ) {}

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
}
