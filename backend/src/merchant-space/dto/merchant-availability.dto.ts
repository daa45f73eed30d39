import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDefined, ValidateBy } from 'class-validator';
import { isCalendarDay, MAX_DAYS_OFF, MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { AvailableDays, AvailableHours, MaxChildren } from '../../merchants/dto/availability-fields';

/**
 * PUT /api/merchant-space/{token}/availability: the whole weekly availability, the number of children and the dates
 * off at once (what the page's form holds). Dates off already past are dropped by the service, not refused: the
 * page may have been open since yesterday.
 */
export class MerchantAvailabilityDto {
  @AvailableDays(true)
  available_days: string[];

  @AvailableHours(true)
  available_hours: string[];

  @MaxChildren(true)
  max_children: number;

  @ApiProperty({ type: String, format: 'date', isArray: true, maxItems: MAX_DAYS_OFF, example: ['2027-03-14'], description: 'Dates d’absence, AAAA-MM-JJ' })
  @ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, { each: true, message: MERCHANT_SPACE_MESSAGES.daysOffInvalid })
  @ArrayUnique({ message: MERCHANT_SPACE_MESSAGES.daysOffDuplicate })
  @ArrayMaxSize(MAX_DAYS_OFF, { message: MERCHANT_SPACE_MESSAGES.daysOffTooMany })
  @IsArray({ message: MERCHANT_SPACE_MESSAGES.daysOffInvalid })
  @IsDefined({ message: MERCHANT_SPACE_MESSAGES.daysOffInvalid })
  days_off: string[];
}
