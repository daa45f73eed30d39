import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsDefined, IsEmail, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, Validate } from 'class-validator';
import {
  ALLERGIES_MAX_LENGTH,
  ALLERGIES_MESSAGE,
  CREDIT_CODE_MESSAGES,
  CREDIT_CODE_PATTERN,
  CHILD_AGE,
  CHILD_AGE_MESSAGES,
  EMAIL_MESSAGE,
  NUMBER_OF_CHILDREN,
  NUMBER_OF_CHILDREN_MESSAGES,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  phoneDigits,
  MIN_DAYS_BEFORE_WORKSHOP,
  TERMS_MESSAGES,
  TERMS_VERSIONS,
} from '@ptits-mitrons/domain';
import { DesiredDateConstraint, toParisDay } from './desired-date';
import { OptionalText, RequiredText } from '../../common/form-fields';

/**
 * The parent form. Checks are listed in the order they run (class-validator runs them
 * bottom-up from the property and stops at the first failure, so the "required" check is the last one written).
 */
export class CreateParentRequestDto {
  @RequiredText('Le prénom du parent est obligatoire.', 100, 'Le prénom du parent ne doit pas dépasser 100 caractères.')
  parent_firstname: string;

  @RequiredText('Le nom du parent est obligatoire.', 100, 'Le nom du parent ne doit pas dépasser 100 caractères.')
  parent_lastname: string;

  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @RequiredText("L'adresse e-mail est obligatoire.", 254, EMAIL_MESSAGE)
  parent_email: string;

  @ApiProperty({ example: '0612345678', description: '10 chiffres (espaces, points et tirets retirés)' })
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  @Transform(({ value }) => (typeof value === 'string' ? phoneDigits(value) : value))
  @RequiredText('Le numéro de téléphone est obligatoire.', 20, PHONE_MESSAGE)
  parent_phone: string;

  @RequiredText("Le prénom de l'enfant est obligatoire.", 100, "Le prénom de l'enfant ne doit pas dépasser 100 caractères.")
  child_firstname: string;

  @ApiProperty({ type: 'integer', minimum: CHILD_AGE.min, maximum: CHILD_AGE.max })
  @Max(CHILD_AGE.max, { message: CHILD_AGE_MESSAGES.range })
  @Min(CHILD_AGE.min, { message: CHILD_AGE_MESSAGES.range })
  @IsInt({ message: CHILD_AGE_MESSAGES.integer })
  @IsNumber({}, { message: CHILD_AGE_MESSAGES.number })
  @IsDefined({ message: CHILD_AGE_MESSAGES.required })
  child_age: number;

  @RequiredText("L'adresse est obligatoire.", 250, "L'adresse ne doit pas dépasser 250 caractères.")
  target_address: string;

  @ApiProperty({ description: 'Identifiant de la ville (autocomplétion /api/cities/search)' })
  @RequiredText('Veuillez choisir une ville dans la liste des suggestions.', 20, 'Veuillez choisir une ville dans la liste des suggestions.')
  target_city_id: string;

  @ApiProperty({ example: '2026-12-05', description: `AAAA-MM-JJ, au moins ${MIN_DAYS_BEFORE_WORKSHOP} jours après aujourd’hui (heure de Paris)` })
  @Validate(DesiredDateConstraint)
  @Transform(({ value }) => toParisDay(value))
  @RequiredText('La date souhaitée est obligatoire.', 40, 'La date souhaitée est invalide.')
  desired_date: string;

  @ApiProperty({ type: 'integer', minimum: NUMBER_OF_CHILDREN.min, maximum: NUMBER_OF_CHILDREN.max })
  @Max(NUMBER_OF_CHILDREN.max, { message: NUMBER_OF_CHILDREN_MESSAGES.range })
  @Min(NUMBER_OF_CHILDREN.min, { message: NUMBER_OF_CHILDREN_MESSAGES.range })
  @IsInt({ message: NUMBER_OF_CHILDREN_MESSAGES.integer })
  @IsNumber({}, { message: NUMBER_OF_CHILDREN_MESSAGES.number })
  @IsDefined({ message: NUMBER_OF_CHILDREN_MESSAGES.required })
  number_of_children: number;

  @OptionalText(60, 'Le métier souhaité ne doit pas dépasser 60 caractères.', 'Le métier souhaité doit être un texte.')
  merchant_type?: string;

  @OptionalText(ALLERGIES_MAX_LENGTH, ALLERGIES_MESSAGE, ALLERGIES_MESSAGE, { multiline: true })
  allergies?: string;

  @ApiPropertyOptional({ example: 'AVOIR-7KQ2-M9XD', description: "Code d'avoir réglant l'acompte à la place d'une carte" })
  @Matches(CREDIT_CODE_PATTERN, { message: CREDIT_CODE_MESSAGES.invalid })
  @MaxLength(20, { message: CREDIT_CODE_MESSAGES.invalid })
  @IsString({ message: CREDIT_CODE_MESSAGES.invalid })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  credit_code?: string;

  @ApiProperty({
    enum: [true],
    description: `Les CGV (version du ${TERMS_VERSIONS.cgv}) acceptées par la case à cocher du formulaire : obligatoire, avant tout paiement`,
  })
  @Equals(true, { message: TERMS_MESSAGES.parentRequired })
  terms_accepted: true;
}
