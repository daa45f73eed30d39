import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { formatEuros, PAYOUT_MESSAGES, shareOfWorkshop } from '@ptits-mitrons/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import type { moneyOutConfig } from '../config/configuration';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { merchantRequests } from '../merchants/merchants.schema';
import { merchantShares } from './payouts.schema';
import type { MerchantShareHistoryResponse } from './dto/payouts.response';

export type ShareHistory = { shareCents: number; effectiveFrom: Date }[];

const merchantNotFound = () => new ApiError(HttpStatus.NOT_FOUND, PAYOUT_MESSAGES.merchantNotFound, 'MERCHANT_NOT_FOUND');

/** An artisan's share per workshop: set by staff from a moment on, the history kept (rows are only added). */
@Injectable()
export class MerchantSharesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: ConfigService,
  ) {}

  get defaultShareCents(): number {
    return this.config.getOrThrow<ReturnType<typeof moneyOutConfig>>('moneyOut').artisanShareCents;
  }

  /** The share histories of these artisans, for shareOfWorkshop. */
  async histories(db: DbOrTx, merchantIds: string[]): Promise<Map<string, ShareHistory>> {
    const histories = new Map<string, ShareHistory>();
    if (merchantIds.length === 0) return histories;
    const rows = await db
      .select({ merchantRequestId: merchantShares.merchantRequestId, shareCents: merchantShares.shareCents, effectiveFrom: merchantShares.effectiveFrom })
      .from(merchantShares)
      .where(inArray(merchantShares.merchantRequestId, merchantIds));
    for (const row of rows) histories.set(row.merchantRequestId, [...(histories.get(row.merchantRequestId) ?? []), row]);
    return histories;
  }

  async history(merchantId: string): Promise<MerchantShareHistoryResponse> {
    if (!isUuid(merchantId)) throw merchantNotFound();
    const [merchant] = await this.db.select({ id: merchantRequests.id }).from(merchantRequests).where(eq(merchantRequests.id, merchantId));
    if (!merchant) throw merchantNotFound();
    return this.answer(this.db, merchantId);
  }

  /** A new share from now on, for a validated artisan; audited with the share before and after. */
  async change(merchantId: string, shareCents: number, actor: string): Promise<MerchantShareHistoryResponse> {
    if (!isUuid(merchantId)) throw merchantNotFound();
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      // FOR NO KEY UPDATE, as the artisan's own actions: two changes at once are applied one after the other.
      const [merchant] = await tx.select().from(merchantRequests).where(eq(merchantRequests.id, merchantId)).for('no key update');
      if (!merchant) throw merchantNotFound();
      if (merchant.status !== 'active' || merchant.anonymizedAt) throw new ApiError(HttpStatus.CONFLICT, PAYOUT_MESSAGES.shareNotValidated, 'MERCHANT_NOT_VALIDATED');
      const before = shareOfWorkshop((await this.histories(tx, [merchantId])).get(merchantId) ?? [], now, this.defaultShareCents);
      await tx.insert(merchantShares).values({ merchantRequestId: merchantId, shareCents, effectiveFrom: now, actor, createdAt: now });
      await this.audit.record(tx, {
        entityType: 'merchant_request',
        entityId: merchantId,
        action: 'share_changed',
        actor,
        statusBefore: merchant.status,
        statusAfter: merchant.status,
        reason: `Part par atelier : ${formatEuros(before)} → ${formatEuros(shareCents)}`,
      });
      return this.answer(tx, merchantId);
    });
  }

  private async answer(db: DbOrTx, merchantId: string): Promise<MerchantShareHistoryResponse> {
    const rows = await db
      .select()
      .from(merchantShares)
      .where(eq(merchantShares.merchantRequestId, merchantId))
      .orderBy(desc(merchantShares.effectiveFrom), desc(merchantShares.createdAt));
    return {
      current_share_cents: shareOfWorkshop(rows, this.clock.now(), this.defaultShareCents),
      default_share_cents: this.defaultShareCents,
      history: rows.map((row) => ({
        id: row.id,
        share_cents: row.shareCents,
        effective_from: row.effectiveFrom.toISOString(),
        actor: row.actor,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }
}
