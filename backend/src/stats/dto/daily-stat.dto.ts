import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { IsCalendarDay } from './stats-query.dto';

/** Large enough for any day of a small site's history, small enough for the integer columns. */
export const MAX_DAILY_COUNT = 100_000_000;

/** The figures of a day entered by hand. */
export class DailyStatFiguresDto {
  @ApiProperty({ example: 120 })
  @Max(MAX_DAILY_COUNT, { message: `Le nombre de sessions ne peut pas dépasser ${MAX_DAILY_COUNT}.` })
  @Min(0, { message: 'Le nombre de sessions ne peut pas être négatif.' })
  @IsInt({ message: 'Le nombre de sessions doit être un nombre entier.' })
  @IsDefined({ message: 'Le nombre de sessions est obligatoire.' })
  uniqueSessions: number;

  @ApiProperty({ example: 310 })
  @Max(MAX_DAILY_COUNT, { message: `Le nombre de pages vues ne peut pas dépasser ${MAX_DAILY_COUNT}.` })
  @Min(0, { message: 'Le nombre de pages vues ne peut pas être négatif.' })
  @IsInt({ message: 'Le nombre de pages vues doit être un nombre entier.' })
  @IsDefined({ message: 'Le nombre de pages vues est obligatoire.' })
  pageViews: number;

  @ApiProperty({ example: 42.5, description: 'Pourcentage de 0 à 100' })
  @Max(100, { message: 'Le taux de rebond doit être compris entre 0 et 100.' })
  @Min(0, { message: 'Le taux de rebond doit être compris entre 0 et 100.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Le taux de rebond doit être un nombre.' })
  @IsDefined({ message: 'Le taux de rebond est obligatoire.' })
  bounceRate: number;
}

export class UpdateDailyStatDto extends DailyStatFiguresDto {
  @ApiPropertyOptional({ description: "Le jour (identifiant) ; il ne peut pas être changé" })
  @IsCalendarDay({ message: 'Le jour doit être une date valide au format AAAA-MM-JJ.' })
  @IsOptional()
  day?: string;
}

export class CreateDailyStatDto extends DailyStatFiguresDto {
  @ApiProperty({ example: '2026-09-28' })
  @IsCalendarDay({ message: 'Le jour doit être une date valide au format AAAA-MM-JJ.' })
  @IsDefined({ message: 'Le jour est obligatoire.' })
  day: string;
}
