import { ApiProperty } from '@nestjs/swagger';
import { DECLINE_OFFER_REASON_MAX_LENGTH, MATCHING_MESSAGES, MAX_OFFER_QUEUE, MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/form-fields';

/** POST /api/admin/parent-requests/{id}/offers: the artisans in the order staff chose, and the workshop's start. */
export class CreateOffersDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_OFFER_QUEUE, description: "Les artisans, dans l'ordre où l'offre leur passe" })
  @ArrayUnique({ message: MATCHING_MESSAGES.duplicateMerchants })
  @IsUUID('all', { each: true, message: 'Chaque identifiant d’artisan doit être valide.' })
  @ArrayMaxSize(MAX_OFFER_QUEUE, { message: MATCHING_MESSAGES.tooManyMerchants })
  @ArrayNotEmpty({ message: MATCHING_MESSAGES.merchantIdsRequired })
  @IsArray({ message: MATCHING_MESSAGES.merchantIdsRequired })
  merchantIds: string[];

  /** Checked as a Paris date-time, in the future, by the service (parseParisDateTime). */
  @RequiredText(MATCHING_MESSAGES.dateRequired, 40, MATCHING_MESSAGES.dateInvalid)
  date: string;
}

/** POST /api/merchant-space/{token}/offers/{offerId}/decline */
export class DeclineOfferDto {
  @OptionalText(DECLINE_OFFER_REASON_MAX_LENGTH, MERCHANT_SPACE_MESSAGES.declineReasonTooLong, 'La raison doit être un texte.', { multiline: true })
  reason?: string;
}
