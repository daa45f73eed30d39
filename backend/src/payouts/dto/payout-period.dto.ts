import { ApiProperty } from '@nestjs/swagger';
import { PAYOUT_MESSAGES } from '@ptits-mitrons/domain';
import { IsDefined } from 'class-validator';
import { IsCalendarDay } from '../../stats/dto/stats-query.dto';

/** A period of workshops, by their Paris day: `GET /api/admin/payouts/owed?from&to` and the batch's body alike. */
export class PayoutPeriodDto {
  @ApiProperty({ example: '2026-11-01', description: 'Premier jour des ateliers (AAAA-MM-JJ, heure de Paris)' })
  @IsCalendarDay({ message: PAYOUT_MESSAGES.fromInvalid })
  @IsDefined({ message: PAYOUT_MESSAGES.fromInvalid })
  from: string;

  @ApiProperty({ example: '2026-11-30', description: 'Dernier jour des ateliers (inclus)' })
  @IsCalendarDay({ message: PAYOUT_MESSAGES.toInvalid })
  @IsDefined({ message: PAYOUT_MESSAGES.toInvalid })
  to: string;
}
