import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ARTISAN_SEARCH_STATUSES,
  isBeyondBookingHorizon,
  MATCHING_MESSAGES,
  OPEN_OFFER_STATUSES,
  parseParisDateTime,
} from '@ptits-mitrons/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database } from '../database/database.types';
import { merchantRequests } from '../merchants/merchants.schema';
import { lockParentRequest, NOT_FOUND_MESSAGE } from '../parents/parent-request-queries';
import { auditOf, type Actor } from '../parents/parent-request-record';
import { parentRequests } from '../parents/parents.schema';
import { merchantOffers } from './matching.schema';
import { merchantBusy } from './merchant-workshops';
import { OfferChainService } from './offer-chain.service';
import { OfferMailsService } from './offer-mails.service';
import type { OfferResponse } from './dto/offers.response';

const offerNotFound = () => new ApiError(HttpStatus.NOT_FOUND, MATCHING_MESSAGES.offerNotFound, 'OFFER_NOT_FOUND');

/** Staff's commands on the offer chain (docs/matching.md): queue artisans for a paid request, list and withdraw offers. */
@Injectable()
export class OffersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly audit: AuditService,
    private readonly chain: OfferChainService,
    private readonly mails: OfferMailsService,
    private readonly clock: Clock,
  ) {}

  /** Staff's queue: the first artisan is offered the workshop at once, the others wait their turn. */
  async createQueue(requestId: string, merchantIds: string[], dateText: string, actor: Actor): Promise<OfferResponse[]> {
    const now = this.clock.now();
    const date = parseParisDateTime(dateText);
    if (!date) throw new ApiError(HttpStatus.BAD_REQUEST, MATCHING_MESSAGES.dateInvalid);
    if (date.getTime() <= now.getTime()) throw new ApiError(HttpStatus.BAD_REQUEST, MATCHING_MESSAGES.datePast);
    if (isBeyondBookingHorizon(date, now)) throw new ApiError(HttpStatus.BAD_REQUEST, MATCHING_MESSAGES.dateTooFar);
    return this.db.transaction(async (tx) => {
      const request = await lockParentRequest(tx, requestId);
      if (!request.isPaymentAuthorized) throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.notPaid, 'NOT_PAID');
      if (!(ARTISAN_SEARCH_STATUSES as readonly string[]).includes(request.status) || request.anonymizedAt) {
        throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.notMatchable, 'NOT_MATCHABLE');
      }
      if (await this.chain.hasOpenProposal(tx, requestId)) throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.proposalExists, 'PROPOSAL_EXISTS');
      const [open] = await tx
        .select({ id: merchantOffers.id })
        .from(merchantOffers)
        .where(and(eq(merchantOffers.parentRequestId, requestId), inArray(merchantOffers.status, [...OPEN_OFFER_STATUSES])))
        .limit(1);
      if (open) throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.offersOpen, 'OFFERS_OPEN');
      const merchants = await tx.select().from(merchantRequests).where(inArray(merchantRequests.id, merchantIds));
      const byId = new Map(merchants.map((m) => [m.id, m]));
      for (const id of merchantIds) {
        const merchant = byId.get(id);
        if (!merchant) throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, MATCHING_MESSAGES.unknownMerchant, 'UNKNOWN_MERCHANT');
        if (merchant.status !== 'active' || merchant.anonymizedAt) {
          throw new ApiError(HttpStatus.CONFLICT, `${MATCHING_MESSAGES.merchantNotEligible} (${merchant.establishmentName})`, 'MERCHANT_NOT_ELIGIBLE');
        }
        // Offered now or later in the queue, an artisan busy at that time is not worth asking (passToNext checks again).
        if (await merchantBusy(tx, id, date, requestId)) {
          throw new ApiError(HttpStatus.CONFLICT, `${MATCHING_MESSAGES.merchantBusy} (${merchant.establishmentName})`, 'ARTISAN_BUSY');
        }
      }
      const queueId = randomUUID();
      const inserted = await tx
        .insert(merchantOffers)
        .values(
          merchantIds.map((merchantRequestId, index) => ({
            parentRequestId: requestId,
            merchantRequestId,
            queueId,
            rank: index + 1,
            status: 'queued',
            workshopAt: date,
            createdAt: now,
          })),
        )
        .returning();
      await this.audit.record(tx, {
        ...auditOf(request, actor),
        action: 'offers_queued',
        statusBefore: request.status,
        reason: merchantIds.map((id, index) => `${index + 1}. ${byId.get(id)!.establishmentName}`).join(', '),
      });
      await this.chain.send(tx, request, inserted.find((o) => o.rank === 1)!, now);
      return this.chain.queueOf(tx, requestId);
    });
  }

  /** Every offer of the request, newest queue first, each queue in rank order. */
  async list(requestId: string): Promise<OfferResponse[]> {
    const [exists] = isUuid(requestId) ? await this.db.select({ id: parentRequests.id }).from(parentRequests).where(eq(parentRequests.id, requestId)) : [];
    if (!exists) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    return this.chain.queueOf(this.db, requestId);
  }

  /**
   * Staff withdraw a queued or pending offer; a pending one passes to the next artisan. Staff know when they
   * withdraw the last one: no « no artisan » mail, though the request shows under « Sans artisan » like any other.
   */
  async withdraw(requestId: string, offerId: string, actor: Actor): Promise<OfferResponse[]> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const request = await lockParentRequest(tx, requestId);
      if (!isUuid(offerId)) throw offerNotFound();
      const [offer] = await tx
        .select()
        .from(merchantOffers)
        .where(and(eq(merchantOffers.id, offerId), eq(merchantOffers.parentRequestId, requestId)));
      if (!offer) throw offerNotFound();
      if (!(OPEN_OFFER_STATUSES as readonly string[]).includes(offer.status)) {
        throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.offerNotOpen, 'OFFER_NOT_OPEN');
      }
      await tx.update(merchantOffers).set({ status: 'withdrawn' }).where(eq(merchantOffers.id, offer.id));
      await this.chain.recordOffer(tx, request, 'offer_withdrawn', actor, offer);
      if (offer.status === 'pending') {
        await this.mails.mailMerchant(tx, 'merchant-offer-withdrawn', request, offer);
        await this.chain.passToNext(tx, request, offer.queueId, now, false);
      }
      return this.chain.queueOf(tx, requestId);
    });
  }
}
