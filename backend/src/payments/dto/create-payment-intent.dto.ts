import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';

export class PaymentMetadataDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: "L'identifiant de la demande est invalide." })
  @IsDefined({ message: "L'identifiant de la demande est obligatoire." })
  requestId: string;
}

/**
 * The deposit's intent: amount (cents), currency, metadata.requestId, a description. The amount and currency are
 * checked against the domain's deposit, never used; the description is ignored (the server writes its own).
 */
export class CreatePaymentIntentDto {
  @ApiPropertyOptional({ type: 'integer', example: 3000, description: 'Vérifié contre celui du serveur, jamais utilisé' })
  @IsInt({ message: "Le montant de l'acompte doit être un nombre entier de centimes." })
  @IsOptional()
  amount?: number;

  @ApiPropertyOptional({ example: 'eur' })
  @MaxLength(3, { message: "L'acompte se règle en euros (eur)." })
  @IsString({ message: "L'acompte se règle en euros (eur)." })
  @IsOptional()
  currency?: string;

  @ApiProperty({ type: PaymentMetadataDto })
  @ValidateNested()
  @Type(() => PaymentMetadataDto)
  @IsObject({ message: "L'identifiant de la demande est obligatoire." })
  @IsDefined({ message: "L'identifiant de la demande est obligatoire." })
  metadata: PaymentMetadataDto;
}

export class ConfirmDemoPaymentDto {
  @ApiProperty({ maxLength: 200 })
  @MaxLength(200, { message: 'Le secret du paiement est invalide.' })
  @IsString({ message: 'Le secret du paiement est obligatoire.' })
  @IsDefined({ message: 'Le secret du paiement est obligatoire.' })
  clientSecret: string;
}
