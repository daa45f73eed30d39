import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.types';
import { lockParentRequest } from '../parents/parent-request-queries';
import { merchantOffers } from './matching.schema';
import { OfferChainService } from './offer-chain.service';
import { OfferMailsService } from './offer-mails.service';

/** The pending offers' deadlines, for the scheduled job (OffersJobs): the expiry, and the reminder at half of it. */
@Injectable()
export class OfferDeadlinesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly chain: OfferChainService,
    private readonly mails: OfferMailsService,
  ) {}

  /**
   * Expires the pending offers past their deadline or their workshop's start (an offer sent before deadlines were
   * capped at it), each passing to the next artisan; answers how many.
   */
  async expireDue(now: Date): Promise<number> {
    const overdue = and(eq(merchantOffers.status, 'pending'), or(lte(merchantOffers.expiresAt, now), lte(merchantOffers.workshopAt, now)));
    const due = await this.db.select({ id: merchantOffers.id, requestId: merchantOffers.parentRequestId }).from(merchantOffers).where(overdue);
    let expired = 0;
    for (const { id, requestId } of due) {
      const done = await this.db.transaction(async (tx) => {
        const request = await lockParentRequest(tx, requestId);
        // Read again under the lock: an answer or a withdrawal that came first wins.
        const [offer] = await tx
          .update(merchantOffers)
          .set({ status: 'expired' })
          .where(and(eq(merchantOffers.id, id), overdue))
          .returning();
        if (!offer) return false;
        await this.chain.recordOffer(tx, request, 'offer_expired', 'system', offer);
        await this.chain.passToNext(tx, request, offer.queueId, now);
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  /**
   * Reminds each artisan once, at half their deadline, of an offer still waiting; answers how many. An offer of a
   * request that no longer awaits an artisan is withdrawn instead.
   */
  async remindDue(now: Date): Promise<number> {
    const due = await this.db
      .select({ id: merchantOffers.id, requestId: merchantOffers.parentRequestId })
      .from(merchantOffers)
      .where(
        and(
          eq(merchantOffers.status, 'pending'),
          isNull(merchantOffers.remindedAt),
          sql`${merchantOffers.sentAt} + (${merchantOffers.expiresAt} - ${merchantOffers.sentAt}) / 2 <= ${now.toISOString()}::timestamptz`,
          gt(merchantOffers.expiresAt, now),
          gt(merchantOffers.workshopAt, now),
        ),
      );
    let reminded = 0;
    for (const { id, requestId } of due) {
      const done = await this.db.transaction(async (tx) => {
        const request = await lockParentRequest(tx, requestId);
        if (!(await this.chain.stillAwaited(tx, request))) {
          await this.chain.withdrawOpen(tx, request);
          return false;
        }
        // The claim: only the pass that sets reminded_at sends the mail.
        const [offer] = await tx
          .update(merchantOffers)
          .set({ remindedAt: now })
          .where(and(eq(merchantOffers.id, id), eq(merchantOffers.status, 'pending'), isNull(merchantOffers.remindedAt)))
          .returning();
        if (!offer) return false;
        await this.chain.recordOffer(tx, request, 'offer_reminded', 'system', offer);
        await this.mails.mailMerchant(tx, 'merchant-offer-reminder', request, offer);
        return true;
      });
      if (done) reminded++;
    }
    return reminded;
  }
}
