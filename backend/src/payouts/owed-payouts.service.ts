import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  isRefundedAfterPayment,
  isWorkshopPayable,
  missingPayoutDetails,
  parisMidnight,
  PAYOUT_MESSAGES,
  shareOfWorkshop,
  type PayoutLineKind,
} from '@ptits-mitrons/domain';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';
import { merchantPayoutDetails } from '../payout-details/payout-details.schema';
import { MerchantSharesService } from './merchant-shares.service';
import { payoutLines } from './payouts.schema';
import { workshopRefundedCents } from './workshop-refunds';
import type { PayoutLineResponse, PayoutOwedResponse } from './dto/payouts.response';

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

export const lineAnswer = (line: OwedLine): PayoutLineResponse => ({
  kind: line.kind,
  proposal_id: line.proposalId,
  parent_request_id: line.parentRequestId,
  workshop_at: line.workshopAt.toISOString(),
  child_firstname: line.childFirstname,
  amount_cents: line.amountCents,
});

export const byWorkshop = (a: OwedLine, b: OwedLine) => a.workshopAt.getTime() - b.workshopAt.getTime() || a.kind.localeCompare(b.kind);

export function checkPeriod(from: string, to: string): void {
  if (to < from) throw new ApiError(HttpStatus.BAD_REQUEST, PAYOUT_MESSAGES.periodReversed, 'PAYOUT_PERIOD_REVERSED');
}

/** What artisans are owed over a period: the workshops payable and the debts of refunded ones (docs/payouts.md). */
@Injectable()
export class OwedPayoutsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly shares: MerchantSharesService,
    private readonly clock: Clock,
  ) {}

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
   * Per artisan, the workshops of [from, to] (Paris days) payable at `now` and not in any batch yet, and the debts of
   * workshops paid then refunded or disputed, not taken yet, whatever their day. Artisans by name, lines by date.
   */
  async owedArtisans(db: DbOrTx, from: string, to: string, now: Date): Promise<OwedArtisan[]> {
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
}
