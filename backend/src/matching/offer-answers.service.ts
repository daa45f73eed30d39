import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MATCHING_MESSAGES, MERCHANT_SPACE_MESSAGES, postalAddress } from '@ptits-mitrons/domain';
import { and, eq, ne } from 'drizzle-orm';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { MERCHANT_ACTOR, resolveMerchantToken } from '../merchants/merchant-space-tokens';
import { cityOf, lockParentRequest } from '../parents/parent-request-queries';
import { ParentRequestTransitionsService } from '../parents/parent-request-transitions.service';
import { merchantOffers } from './matching.schema';
import { merchantBusy } from './merchant-workshops';
import { OfferChainService } from './offer-chain.service';
import { OfferMailsService } from './offer-mails.service';
import type { MessageResponse } from '../common/message.response';

/** The artisan's answers to an offer, by the link to their space: accept or decline (docs/matching.md). */
@Injectable()
export class OfferAnswersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly transitions: ParentRequestTransitionsService,
    private readonly chain: OfferChainService,
    private readonly mails: OfferMailsService,
    private readonly clock: Clock,
  ) {}

  /**
   * The artisan takes the workshop: the proposal goes to the parent exactly as staff's "Envoyer une proposition"
   * sends it, the rest of the queue is withdrawn. The request's row lock serialises two answers at the same moment:
   * the second one finds the offer taken; the artisan's row lock serialises their accepts of two requests, so the
   * second sees the first's workshop and is refused (ARTISAN_BUSY).
   */
  async accept(token: string, offerId: string): Promise<MessageResponse> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const { merchant, request, offer } = await this.answerable(tx, token, offerId, now);
      if (await this.chain.hasOpenProposal(tx, request.id)) {
        throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.proposalExists, 'PROPOSAL_EXISTS');
      }
      if (await merchantBusy(tx, merchant.id, offer.workshopAt, request.id)) {
        throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.artisanBusy, 'ARTISAN_BUSY');
      }
      const city = await cityOf(tx, merchant.cityId);
      const actor = MERCHANT_ACTOR;
      const proposal = await this.transitions.proposeInTransaction(
        tx,
        request.id,
        {
          establishment_name: merchant.establishmentName,
          address: city ? postalAddress(merchant.address, city) : merchant.address,
          date: offer.workshopAt.toISOString(),
          merchantRequestId: merchant.id,
        },
        actor,
      );
      await tx.update(merchantOffers).set({ status: 'accepted', respondedAt: now, proposalId: proposal.id }).where(eq(merchantOffers.id, offer.id));
      await tx
        .update(merchantOffers)
        .set({ status: 'withdrawn' })
        .where(and(eq(merchantOffers.parentRequestId, request.id), eq(merchantOffers.status, 'queued')));
      await this.chain.recordOffer(tx, request, 'offer_accepted', actor, offer, undefined, 'proposal_sent');
      await this.mails.mailMerchant(tx, 'merchant-offer-accepted', request, offer, merchant);
    });
    return { message: MERCHANT_SPACE_MESSAGES.offerAccepted };
  }

  /** The artisan declines (with a reason, maybe): the next artisan of the queue is offered the workshop. */
  async decline(token: string, offerId: string, reason: string | undefined): Promise<MessageResponse> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const { request, offer } = await this.answerable(tx, token, offerId, now);
      await tx
        .update(merchantOffers)
        .set({ status: 'declined', respondedAt: now, declineReason: reason ?? null })
        .where(eq(merchantOffers.id, offer.id));
      await this.chain.recordOffer(tx, request, 'offer_declined', MERCHANT_ACTOR, offer, reason);
      await this.chain.passToNext(tx, request, offer.queueId, now);
    });
    return { message: MERCHANT_SPACE_MESSAGES.offerDeclined };
  }

  /**
   * The artisan's own offer, still waiting for them, with the request's row locked. The token locks the artisan's
   * row first (resolveMerchantToken, FOR NO KEY UPDATE): the others lock a request then only insert links referring
   * to an artisan (FOR KEY SHARE, which that lock lets through), so an answer deadlocks with none of them.
   */
  private async answerable(tx: Transaction, token: string, offerId: string, now: Date) {
    const merchant = await resolveMerchantToken(tx, token, 'space', now, true);
    if (!isUuid(offerId)) throw this.merchantOfferNotFound();
    const own = and(eq(merchantOffers.id, offerId), eq(merchantOffers.merchantRequestId, merchant.id));
    const [found] = await tx.select({ requestId: merchantOffers.parentRequestId }).from(merchantOffers).where(own);
    if (!found) throw this.merchantOfferNotFound();
    const request = await lockParentRequest(tx, found.requestId);
    // Read again under the lock: another artisan's accept that came first is seen here.
    const [offer] = await tx.select().from(merchantOffers).where(own);
    const [taken] = await tx
      .select({ id: merchantOffers.id })
      .from(merchantOffers)
      .where(and(eq(merchantOffers.parentRequestId, request.id), eq(merchantOffers.status, 'accepted'), ne(merchantOffers.id, offer.id)))
      .limit(1);
    if (taken || offer.status === 'withdrawn') throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.offerTaken, 'OFFER_TAKEN');
    // A queued offer was never sent to this artisan: it is not theirs to see yet.
    if (offer.status === 'queued') throw this.merchantOfferNotFound();
    // Its deadline is capped at the workshop's start, but an offer sent before that cap still says so.
    if ((offer.status === 'pending' || offer.status === 'expired') && offer.workshopAt <= now) {
      throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.workshopStarted, 'WORKSHOP_STARTED');
    }
    // Past its deadline the offer is expired, whether or not the job has run yet.
    if (offer.status === 'expired' || (offer.status === 'pending' && offer.expiresAt && offer.expiresAt <= now)) {
      throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.offerExpired, 'OFFER_EXPIRED');
    }
    if (offer.status !== 'pending') throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.offerNotPending, 'OFFER_NOT_PENDING');
    return { merchant, request, offer };
  }

  private merchantOfferNotFound(): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, MERCHANT_SPACE_MESSAGES.offerNotFound, 'OFFER_NOT_FOUND');
  }
}
