import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsIn, IsString, IsUUID, ValidateIf } from 'class-validator';
import { RequiredText } from '../../common/form-fields';
import { MERCHANT_STATUSES, type MerchantStatus } from '@ptits-mitrons/domain';

const STATUS_MESSAGE = 'Le statut demandé est inconnu (pending_validation, active ou rejected).';
const REASON_REQUIRED = 'Le motif du refus est obligatoire.';
const REASON_TOO_LONG = 'Le motif du refus ne doit pas dépasser 1000 caractères.';

export class MerchantStatusDto {
  @ApiProperty({ enum: MERCHANT_STATUSES })
  @IsIn(MERCHANT_STATUSES, { message: STATUS_MESSAGE })
  @IsDefined({ message: 'Le statut est obligatoire.' })
  status: MerchantStatus;

  /** Required, non-empty, to reject; ignored otherwise. */
  @ApiPropertyOptional({ description: 'Obligatoire pour refuser (rejected), ignoré sinon' })
  @RequiredText(REASON_REQUIRED, 1000, REASON_TOO_LONG, { multiline: true })
  @ValidateIf((dto: MerchantStatusDto) => dto.status === 'rejected')
  rejectionReason?: string;
}

export const MAX_BULK_IDS = 500;

export class MerchantBulkStatusDto extends MerchantStatusDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: MAX_BULK_IDS })
  @IsUUID('all', { each: true, message: 'Chaque identifiant doit être un identifiant de candidature.' })
  @IsString({ each: true, message: 'Chaque identifiant doit être un identifiant de candidature.' })
  @ArrayMaxSize(MAX_BULK_IDS, { message: `Au plus ${MAX_BULK_IDS} candidatures à la fois.` })
  @ArrayNotEmpty({ message: 'Sélectionnez au moins une candidature.' })
  @IsArray({ message: 'La liste des candidatures est invalide.' })
  @IsDefined({ message: 'Sélectionnez au moins une candidature.' })
  ids: string[];
}
