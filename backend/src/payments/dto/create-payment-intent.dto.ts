import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';

export class PaymentMetadataDto {
  @IsUUID('all', { message: "L'identifiant de la demande est invalide." })
  @IsDefined({ message: "L'identifiant de la demande est obligatoire." })
  requestId: string;
}

/**
 * SPEC.md §7: amount 3000, currency eur, metadata.requestId, a description. The amount and currency are checked
 * against the server's, never used; the description is ignored (the server writes its own).
 */
export class CreatePaymentIntentDto {
  @IsInt({ message: "Le montant de l'acompte doit être un nombre entier de centimes." })
  @IsOptional()
  amount?: number;

  @MaxLength(3, { message: "L'acompte se règle en euros (eur)." })
  @IsString({ message: "L'acompte se règle en euros (eur)." })
  @IsOptional()
  currency?: string;

  @ValidateNested()
  @Type(() => PaymentMetadataDto)
  @IsObject({ message: "L'identifiant de la demande est obligatoire." })
  @IsDefined({ message: "L'identifiant de la demande est obligatoire." })
  metadata: PaymentMetadataDto;
}

export class ConfirmDemoPaymentDto {
  @MaxLength(200, { message: 'Le secret du paiement est invalide.' })
  @IsString({ message: 'Le secret du paiement est obligatoire.' })
  @IsDefined({ message: 'Le secret du paiement est obligatoire.' })
  clientSecret: string;
}
