import { ApiProperty } from '@nestjs/swagger';
import { CANDIDATE_REASONS, type CandidateReasonCode } from '@ptits-mitrons/domain';

export class CandidateReasonResponse {
  @ApiProperty({ enum: Object.keys(CANDIDATE_REASONS), example: 'distance' })
  code: CandidateReasonCode;

  @ApiProperty({ example: 'À 4,6 km' })
  label: string;
}

/** One artisan for a request: eligible (with its ranking keys) or excluded (with every reason). */
export class CandidateResponse {
  @ApiProperty({ format: 'uuid' })
  merchantId: string;

  @ApiProperty({ example: 'Boulangerie du Parc' })
  establishment_name: string;

  @ApiProperty({ example: '3 rue des Forges' })
  address: string;

  @ApiProperty({ example: 'Villeurbanne (69100)' })
  city_label: string;

  @ApiProperty({ example: 'Boulanger' })
  sector: string;

  @ApiProperty({ type: Number, nullable: true, example: 4.6, description: 'Distance à vol d’oiseau entre les deux communes (km, une décimale)' })
  distanceKm: number | null;

  @ApiProperty({ example: 8 })
  max_children: number;

  @ApiProperty({ example: 2, description: 'Ateliers confirmés ces 30 derniers jours' })
  recentWorkshops: number;

  @ApiProperty()
  eligible: boolean;

  @ApiProperty({ type: [CandidateReasonResponse], description: 'Motifs du rang (distance, ateliers récents) ou de l’exclusion' })
  reasons: CandidateReasonResponse[];
}
