import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { MATCHING_MESSAGES, MAX_MATCHING_RADIUS_KM, parseParisDateTime } from '@ptits-mitrons/domain';

/** GET /api/admin/parent-requests/{id}/candidates?radiusKm=&date=&includeExcluded= */
export class CandidatesQueryDto {
  @ApiPropertyOptional({ example: 15, minimum: 1, maximum: MAX_MATCHING_RADIUS_KM, description: 'Rayon autour de la commune de la demande (km ; réglage MATCHING_RADIUS_KM par défaut)' })
  @Max(MAX_MATCHING_RADIUS_KM, { message: MATCHING_MESSAGES.radiusInvalid })
  @Min(1, { message: MATCHING_MESSAGES.radiusInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MATCHING_MESSAGES.radiusInvalid })
  @IsOptional()
  // A query string is text: a plain decimal number becomes a number, anything else stays text and is refused.
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,4}(\.\d{1,3})?$/.test(value) ? Number(value) : value))
  radiusKm?: number;

  @ApiPropertyOptional({
    example: '2026-12-05T14:00',
    description: "Début de l'atelier, ISO 8601 (sans décalage : heure de Paris) ; par défaut le jour souhaité à 14:00",
  })
  @ValidateBy({ name: 'isWorkshopDate', validator: { validate: (value) => typeof value === 'string' && parseParisDateTime(value) !== undefined } }, { message: MATCHING_MESSAGES.dateInvalid })
  @IsOptional()
  date?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Lister aussi les artisans exclus, avec leurs motifs' })
  @IsIn(['true', 'false'], { message: MATCHING_MESSAGES.includeExcludedInvalid })
  @IsOptional()
  includeExcluded?: 'true' | 'false';
}
