import { ApiProperty } from '@nestjs/swagger';
import { PAYOUT_MESSAGES, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import { IsDefined, IsInt, Max, Min } from 'class-validator';

const SHARE_INVALID = PAYOUT_MESSAGES.shareInvalid(WORKSHOP_TOTAL_CENTS);

/** POST /api/admin/merchant-requests/{id}/shares: the artisan's new share per workshop, from now on. */
export class MerchantShareDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: WORKSHOP_TOTAL_CENTS, example: 12000, description: 'Centimes par atelier' })
  @Max(WORKSHOP_TOTAL_CENTS, { message: SHARE_INVALID })
  @Min(0, { message: SHARE_INVALID })
  @IsInt({ message: SHARE_INVALID })
  @IsDefined({ message: SHARE_INVALID })
  share_cents: number;
}
