import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsISO8601, IsOptional, IsUrl, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/form-fields';

export const PAYMENT_LINK_MESSAGE = 'Veuillez entrer une URL valide (commençant par http:// ou https://)';

/** Establishment name, address and date required; payment link optional but http(s). */
export class ProposalDto {
  @RequiredText("Le nom de l'établissement est obligatoire.", 150, "Le nom de l'établissement ne doit pas dépasser 150 caractères.")
  establishment_name: string;

  @RequiredText("L'adresse de l'établissement est obligatoire.", 250, "L'adresse de l'établissement ne doit pas dépasser 250 caractères.")
  address: string;

  @ApiProperty({ example: '2026-12-05T14:00:00+01:00', description: "Date et heure de l'atelier (ISO 8601)" })
  @IsISO8601({ strict: true }, { message: "La date de l'atelier doit être une date valide." })
  @RequiredText("La date de l'atelier est obligatoire.", 40, "La date de l'atelier doit être une date valide.")
  date: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'https://exemple.fr/paiement' })
  @MaxLength(500, { message: PAYMENT_LINK_MESSAGE })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: PAYMENT_LINK_MESSAGE })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  payment_link?: string;
}

export class SendProposalDto extends ProposalDto {
  @ApiPropertyOptional({ description: 'Remplacer la proposition en cours (sinon 409 PROPOSAL_EXISTS)' })
  @IsBoolean({ message: 'Le champ forceNew doit valoir true ou false.' })
  @IsOptional()
  forceNew?: boolean;
}
