import { OFFER_STATUS_LABELS, type OfferStatus } from '@ptits-mitrons/domain';
import type { merchantOffers } from './matching.schema';
import type { OfferResponse } from './dto/offers.response';

/** A row of merchant_offers, and the answer staff read of it. */
export type OfferRow = typeof merchantOffers.$inferSelect;

export function toOfferAnswer(offer: OfferRow, establishmentName: string): OfferResponse {
  const status = offer.status as OfferStatus;
  return {
    id: offer.id,
    merchantId: offer.merchantRequestId,
    establishment_name: establishmentName,
    rank: offer.rank,
    status,
    status_label: OFFER_STATUS_LABELS[status],
    date: offer.workshopAt.toISOString(),
    sentAt: offer.sentAt?.toISOString() ?? null,
    expiresAt: offer.expiresAt?.toISOString() ?? null,
    respondedAt: offer.respondedAt?.toISOString() ?? null,
    declineReason: offer.declineReason,
  };
}
