import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { isCalendarDay } from '@ptits-mitrons/domain';
import { PAGE_MAX_LENGTH, PAGE_PATTERN } from '../../tracking/dto/track.dto';
import { OTHER_PAGES_KEY } from '../stats-rollup.service';

/** A tracked path, or the key of the row that gathers a day's least viewed pages. */
const STATS_PAGE_PATTERN = new RegExp(`^\\${OTHER_PAGES_KEY}$|${PAGE_PATTERN.source}`);

export function IsCalendarDay(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDay', validator: { validate: (value) => isCalendarDay(value) } }, options);
}

/** GET /api/stats?start=YYYY-MM-DD&end=YYYY-MM-DD[&page=/path] */
export class StatsQueryDto {
  @ApiProperty({ example: '2026-10-24', description: 'Premier jour de la période (AAAA-MM-JJ, heure de Paris)' })
  @IsCalendarDay({ message: 'La date de début doit être une date valide au format AAAA-MM-JJ.' })
  @IsDefined({ message: 'La date de début (start) est obligatoire.' })
  start: string;

  @ApiProperty({ example: '2026-11-22', description: 'Dernier jour de la période (inclus)' })
  @IsCalendarDay({ message: 'La date de fin doit être une date valide au format AAAA-MM-JJ.' })
  @IsDefined({ message: 'La date de fin (end) est obligatoire.' })
  end: string;

  @ApiPropertyOptional({ example: '/parents', description: `Limite la courbe et les totaux à une page (« ${OTHER_PAGES_KEY} » : les autres pages)` })
  @Matches(STATS_PAGE_PATTERN, { message: 'La page doit être un chemin commençant par « / ».' })
  @MaxLength(PAGE_MAX_LENGTH, { message: `La page ne peut pas dépasser ${PAGE_MAX_LENGTH} caractères.` })
  @IsString({ message: 'La page doit être un chemin commençant par « / ».' })
  @IsOptional()
  page?: string;
}
