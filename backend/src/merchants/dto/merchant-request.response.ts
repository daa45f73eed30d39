import { ApiProperty } from '@nestjs/swagger';
import { BulkFailureResponse } from '../../common/api-docs';
import { CHIP_COLORS, MERCHANT_STATUSES, type ChipColor, type MerchantStatus } from '@ptits-mitrons/domain';

/** The answers of the merchant-application routes, as /api/docs describes them. */
export class SectorReferenceResponse {
  @ApiProperty({ example: 'boulanger' })
  _id: string;

  @ApiProperty({ example: 'Boulanger' })
  nom: string;
}

export class MerchantCityReferenceResponse {
  @ApiProperty()
  _id: string;

  @ApiProperty({ example: 'Lyon' })
  nom: string;

  @ApiProperty({ example: '69001' })
  code_postal: string;
}

export class MerchantRequestResponse {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  establishment_name: string;

  @ApiProperty({ type: SectorReferenceResponse })
  activity_sector_id: SectorReferenceResponse;

  @ApiProperty()
  address: string;

  @ApiProperty({ type: MerchantCityReferenceResponse })
  city_id: MerchantCityReferenceResponse;

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

  @ApiProperty({ description: 'Superficie du commerce (m²)' })
  capacity: number;

  @ApiProperty({ description: "Nombre d'enfants maximum", minimum: 1, maximum: 50 })
  max_children: number;

  @ApiProperty({ type: [String], example: ['2026-12-24'], description: "Dates d'absence (AAAA-MM-JJ), à partir d'aujourd'hui" })
  days_off: string[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Dernier lien vers son espace envoyé à l’artisan' })
  space_link_sent_at: string | null;

  @ApiProperty({ type: [String], example: ['Samedi'] })
  available_days: string[];

  @ApiProperty({ type: [String], example: ['14:00', '14:30'] })
  available_hours: string[];

  @ApiProperty({ enum: MERCHANT_STATUSES })
  status: MerchantStatus;

  @ApiProperty()
  status_label: string;

  @ApiProperty({ enum: CHIP_COLORS, description: 'Couleur MUI du statut' })
  status_severity: ChipColor;

  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Acceptation des CGU et des conditions des artisans (null : non enregistrée)' })
  terms_accepted_at: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Version des CGU acceptée' })
  cgu_version: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Version des conditions des artisans acceptée' })
  artisan_terms_version: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class MerchantRequestCountsResponse {
  @ApiProperty({ type: 'integer' })
  pending_validation: number;

  @ApiProperty({ type: 'integer' })
  active: number;

  @ApiProperty({ type: 'integer' })
  rejected: number;
}

export class BulkStatusResponse {
  @ApiProperty({ type: [String], description: 'Identifiants changés' })
  data: string[];

  @ApiProperty({ type: [BulkFailureResponse] })
  failed: BulkFailureResponse[];
}
