import { ApiProperty } from '@nestjs/swagger';
import { DAC7_COPY_MESSAGES, DAC7_YEAR_MESSAGE, DAC7_YEARS } from '@ptits-mitrons/domain';
import { IsBoolean, IsDefined, IsInt, Max, Min } from 'class-validator';

/** POST /api/admin/merchant-requests/{id}/dac7-copies: the year to draw again, and whether to mail the artisan. */
export class Dac7CopyRegenerateDto {
  @ApiProperty({ type: 'integer', minimum: DAC7_YEARS.min, maximum: DAC7_YEARS.max, example: 2026, description: 'Année civile déclarée' })
  @Max(DAC7_YEARS.max, { message: DAC7_YEAR_MESSAGE })
  @Min(DAC7_YEARS.min, { message: DAC7_YEAR_MESSAGE })
  @IsInt({ message: DAC7_YEAR_MESSAGE })
  @IsDefined({ message: DAC7_YEAR_MESSAGE })
  year: number;

  @ApiProperty({ description: "Envoyer la nouvelle copie à l'artisan par e-mail" })
  @IsBoolean({ message: DAC7_COPY_MESSAGES.sendMailInvalid })
  @IsDefined({ message: DAC7_COPY_MESSAGES.sendMailInvalid })
  send_mail: boolean;
}
