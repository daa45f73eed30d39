import { MerchantDac7CopyResponse } from '../../dac7/dto/dac7-copies.response';
import { ApiProperty } from '@nestjs/swagger';
import { HALF_HOUR_SLOTS, MERCHANT_STATUSES, OFFER_STATUSES, WEEK_DAYS, type MerchantStatus, type OfferStatus } from '@ptits-mitrons/domain';
import { PayoutDetailsShownResponse } from '../../payout-details/dto/payout-details.response';
import { MerchantStatementResponse } from '../../payouts/dto/payouts.response';

/** The artisan's data export (GDPR access and portability), as /api/docs describes it. */
export class MerchantDataApplicationResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  establishment_name: string;

  @ApiProperty({ example: 'Boulanger' })
  activity_sector: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ example: 'Lyon (69001)' })
  city_label: string;

  @ApiProperty()
  manager_firstname: string;

  @ApiProperty()
  manager_lastname: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: 'integer', description: 'Surface du local en m²' })
  capacity: number;

  @ApiProperty({ enum: MERCHANT_STATUSES })
  status: MerchantStatus;

  @ApiProperty()
  status_label: string;

  @ApiProperty({ type: String, nullable: true })
  rejection_reason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  terms_accepted_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  cgu_version: string | null;

  @ApiProperty({ type: String, nullable: true })
  artisan_terms_version: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

export class MerchantDataAvailabilityResponse {
  @ApiProperty({ type: String, isArray: true, example: [WEEK_DAYS[2]], description: 'Jours, tels qu’enregistrés' })
  available_days: string[];

  @ApiProperty({ type: String, isArray: true, example: [HALF_HOUR_SLOTS[12]], description: 'Créneaux (HH:MM), tels qu’enregistrés' })
  available_hours: string[];

  @ApiProperty({ type: 'integer' })
  max_children: number;

  @ApiProperty({ type: String, format: 'date', isArray: true, description: "Toutes les dates d'absence enregistrées" })
  days_off: string[];
}

export class MerchantDataOfferResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: OFFER_STATUSES })
  status: OfferStatus;

  @ApiProperty()
  status_label: string;

  @ApiProperty({ format: 'date-time', description: "Début de l'atelier" })
  date: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expires_at: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  responded_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  decline_reason: string | null;

  @ApiProperty({ example: 'Lyon (69001)' })
  city_label: string;

  @ApiProperty({ type: 'integer' })
  child_age: number;

  @ApiProperty({ type: 'integer' })
  number_of_children: number;
}

export class MerchantDataWorkshopResponse {
  @ApiProperty({ format: 'date-time' })
  date: string;

  @ApiProperty({ type: 'integer' })
  child_age: number;

  @ApiProperty({ type: 'integer' })
  number_of_children: number;
}

export class MerchantDataShareResponse {
  @ApiProperty({ type: 'integer' })
  share_cents: number;

  @ApiProperty({ format: 'date-time' })
  effective_from: string;
}

export class MerchantDataErasureRequestResponse {
  @ApiProperty({ format: 'date-time' })
  requested_at: string;
}

export class MerchantDataExportResponse {
  @ApiProperty({ format: 'date-time' })
  exported_at: string;

  @ApiProperty({ type: MerchantDataApplicationResponse })
  application: MerchantDataApplicationResponse;

  @ApiProperty({ type: MerchantDataAvailabilityResponse })
  availability: MerchantDataAvailabilityResponse;

  @ApiProperty({ type: [MerchantDataOfferResponse], description: "Les offres reçues, la plus récente en premier" })
  offers: MerchantDataOfferResponse[];

  @ApiProperty({ type: [MerchantDataWorkshopResponse], description: 'Les ateliers confirmés, du plus ancien au plus récent' })
  workshops: MerchantDataWorkshopResponse[];

  @ApiProperty({ type: PayoutDetailsShownResponse, nullable: true, description: 'IBAN et numéro fiscal masqués' })
  payout_details: PayoutDetailsShownResponse | null;

  @ApiProperty({ type: [MerchantStatementResponse] })
  statements: MerchantStatementResponse[];

  @ApiProperty({ type: [MerchantDataShareResponse] })
  shares: MerchantDataShareResponse[];

  @ApiProperty({ type: [MerchantDataErasureRequestResponse] })
  erasure_requests: MerchantDataErasureRequestResponse[];

  @ApiProperty({ type: [MerchantDac7CopyResponse] })
  dac7_copies: MerchantDac7CopyResponse[];
}

export class MerchantErasureRequestResponse {
  @ApiProperty()
  message: string;

  @ApiProperty({ description: "Une demande était déjà en cours : rien n'a été envoyé cette fois" })
  already_requested: boolean;

  @ApiProperty({ format: 'date-time' })
  requested_at: string;
}
