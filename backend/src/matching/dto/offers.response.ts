import { ApiProperty } from '@nestjs/swagger';
import { OFFER_STATUSES, type OfferStatus } from '@ptits-mitrons/domain';

/** One entry of a request's offer queue, as /api/docs describes it. */
export class OfferResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  merchantId: string;

  @ApiProperty()
  establishment_name: string;

  @ApiProperty({ description: "Place de l'artisan dans la file (1 : le premier)" })
  rank: number;

  @ApiProperty({ enum: OFFER_STATUSES })
  status: OfferStatus;

  @ApiProperty()
  status_label: string;

  @ApiProperty({ format: 'date-time', description: "Début de l'atelier" })
  date: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  respondedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  declineReason: string | null;
}

/** A paid request none of whose artisans took the workshop (the dashboard's « Sans artisan »). */
export class UnmatchedRequestResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  parent_name: string;

  @ApiProperty()
  child_firstname: string;

  @ApiProperty({ format: 'date', description: 'AAAA-MM-JJ' })
  desired_date: string;

  @ApiProperty()
  city_label: string;

  @ApiProperty({ format: 'date-time', description: 'Quand la dernière offre a pris fin' })
  lastOfferAt: string;
}
