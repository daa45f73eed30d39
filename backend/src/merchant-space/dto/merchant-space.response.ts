import { ApiProperty } from '@nestjs/swagger';
import { HALF_HOUR_SLOTS, MERCHANT_VISIBLE_OFFER_STATUSES, WEEK_DAYS } from '@ptits-mitrons/domain';

/** The answers of /api/merchant-space, as /api/docs describes them (the clients get their types from it: docs/api.md). */
export class MerchantSpaceProfileResponse {
  @ApiProperty()
  establishment_name: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ example: 'Lyon (69001)' })
  city_label: string;

  @ApiProperty({ example: 'Boulanger' })
  sector: string;

  @ApiProperty()
  manager_firstname: string;

  @ApiProperty({ type: 'integer' })
  max_children: number;
}

export class MerchantSpaceAvailabilityResponse {
  @ApiProperty({ enum: WEEK_DAYS, isArray: true })
  available_days: string[];

  @ApiProperty({ enum: HALF_HOUR_SLOTS, isArray: true })
  available_hours: string[];

  @ApiProperty({ type: String, format: 'date', isArray: true, description: "Dates d'absence à venir" })
  days_off: string[];

  @ApiProperty({ type: 'integer' })
  max_children: number;
}

/** What the artisan learns of the group, in an offer and in a confirmed workshop alike. */
abstract class WorkshopGroupResponse {
  @ApiProperty({ type: 'integer' })
  child_age: number;

  @ApiProperty({ type: 'integer' })
  number_of_children: number;

  @ApiProperty({ type: String, nullable: true })
  allergies: string | null;
}

export class MerchantSpaceOfferResponse extends WorkshopGroupResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: MERCHANT_VISIBLE_OFFER_STATUSES })
  status: (typeof MERCHANT_VISIBLE_OFFER_STATUSES)[number];

  @ApiProperty()
  status_label: string;

  @ApiProperty({ format: 'date-time', description: "Début de l'atelier" })
  date: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Échéance de la réponse' })
  expiresAt: string | null;

  @ApiProperty({ example: 'Lyon (69001)', description: 'Commune de la famille' })
  city_label: string;
}

export class MerchantSpaceWorkshopResponse extends WorkshopGroupResponse {
  @ApiProperty({ format: 'date-time' })
  date: string;

  @ApiProperty()
  child_firstname: string;
}

export class MerchantSpaceResponse {
  @ApiProperty({ type: MerchantSpaceProfileResponse })
  profile: MerchantSpaceProfileResponse;

  @ApiProperty({ type: MerchantSpaceAvailabilityResponse })
  availability: MerchantSpaceAvailabilityResponse;

  @ApiProperty({ type: [MerchantSpaceOfferResponse], description: 'Les offres reçues, la plus récente en premier' })
  offers: MerchantSpaceOfferResponse[];

  @ApiProperty({ type: [MerchantSpaceWorkshopResponse], description: 'Les ateliers confirmés, ceux à venir en premier' })
  workshops: MerchantSpaceWorkshopResponse[];
}

export class CalendarLinkResponse {
  @ApiProperty({ example: 'https://example.fr/api/merchant-space/jeton/calendar.ics', description: "Adresse d'abonnement de l'agenda (l'ancienne cesse de fonctionner)" })
  url: string;
}
