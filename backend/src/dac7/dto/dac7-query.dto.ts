import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, Max, Min } from 'class-validator';
import { DAC7_YEAR_MESSAGE, DAC7_YEARS } from '@ptits-mitrons/domain';

/** ?year=2026: digits only ("2026.0", " 2026", "2e3" are refused, not read). */
export class Dac7QueryDto {
  @ApiProperty({ type: 'integer', minimum: DAC7_YEARS.min, maximum: DAC7_YEARS.max, example: 2026, description: 'Année civile déclarée' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : value))
  @Max(DAC7_YEARS.max, { message: DAC7_YEAR_MESSAGE })
  @Min(DAC7_YEARS.min, { message: DAC7_YEAR_MESSAGE })
  @IsInt({ message: DAC7_YEAR_MESSAGE })
  @IsDefined({ message: DAC7_YEAR_MESSAGE })
  year: number;
}
