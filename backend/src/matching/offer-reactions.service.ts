import { Injectable, OnModuleInit } from '@nestjs/common';
import { HOLDING_REQUEST_STATUSES } from '@ptits-mitrons/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../database/database.types';
import { lockParentRequest } from '../parents/parent-request-queries';
import type { ParentRequestRow } from '../parents/parent-request-record';
import { ParentRequestTransitionsService } from '../parents/parent-request-transitions.service';
import { merchantOffers } from './matching.schema';
import { OfferChainService } from './offer-chain.service';
import { OfferMailsService } from './offer-mails.service';

/** What the offer chain does when a request's status ends the search for an artisan (registered once, at start). */
@Injectable()
export class OfferReactionsService implements OnModuleInit {
  constructor(
    private readonly transitions: ParentRequestTransitionsService,
    private readonly chain: OfferChainService,
    private readonly mails: OfferMailsService,
  ) {}

  onModuleInit(): void {
    // A request refused, archived, cancelled, or given an artisan by staff takes its open offers with it; an artisan
    // whose accepted workshop is thereby dropped is told.
    this.transitions.onArtisanSearchEnded(async (tx, requestId) => {
      const request = await lockParentRequest(tx, requestId);
      await this.chain.withdrawOpen(tx, request);
      await this.tellWorkshopCancelled(tx, request);
    });
  }

  /** When the request no longer holds the artisan's time (refused, archived, cancelled), the artisan who accepted hears it once. */
  private async tellWorkshopCancelled(tx: Transaction, request: ParentRequestRow): Promise<void> {
    if ((HOLDING_REQUEST_STATUSES as readonly string[]).includes(request.status)) return;
    const [accepted] = await tx
      .select()
      .from(merchantOffers)
      .where(and(eq(merchantOffers.parentRequestId, request.id), eq(merchantOffers.status, 'accepted')))
      .limit(1);
    if (accepted) await this.mails.mailMerchant(tx, 'merchant-workshop-cancelled', request, accepted);
  }
}
