import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsDefined, IsEmail, IsNumber, Matches, Max, MaxLength, Min } from 'class-validator';
import { EMAIL_MESSAGE, PHONE_MESSAGE, PHONE_PATTERN, phoneDigits, TERMS_MESSAGES, TERMS_VERSIONS } from '@ptits-mitrons/domain';
import { OptionalText, RequiredText } from '../../common/form-fields';
import { AvailableDays, AvailableHours, MaxChildren } from './availability-fields';

const MAX_CAPACITY = 100_000;

const CAPACITY_MESSAGE = 'La capacité doit être un nombre supérieur ou égal à 1.';
const CITY_MESSAGE = 'Veuillez choisir une ville dans la liste des suggestions.';
const SECTOR_MESSAGE = "Le secteur d'activité est obligatoire.";

/** The edit form may send a populated reference ({ _id, nom }) back: its id is what counts. */
const referenceId = Transform(({ value }) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const id = (value as { _id?: unknown; id?: unknown })._id ?? (value as { id?: unknown }).id;
    return typeof id === 'string' ? id.trim() : id;
  }
  return typeof value === 'string' ? value.trim() : value;
});

/**
 * The merchant application's fields but the description. Checks run bottom-up from the property and
 * stop at the first failure, so the "required" check is the last one written.
 */
abstract class MerchantFieldsDto {
  @RequiredText("Le nom de l'établissement est obligatoire.", 120, "Le nom de l'établissement ne doit pas dépasser 120 caractères.")
  establishment_name: string;

  /** A known sector id (`boulanger`), or the free text typed for "autre". */
  @ApiProperty({ description: 'Identifiant d’un secteur connu (boulanger), ou le texte saisi pour « autre »' })
  @RequiredText(SECTOR_MESSAGE, 80, "Le secteur d'activité ne doit pas dépasser 80 caractères.")
  @referenceId
  activity_sector_id: string;

  @RequiredText("L'adresse est obligatoire.", 250, "L'adresse ne doit pas dépasser 250 caractères.")
  address: string;

  @RequiredText(CITY_MESSAGE, 20, CITY_MESSAGE)
  @referenceId
  city_id: string;

  @RequiredText('Le prénom du responsable est obligatoire.', 100, 'Le prénom du responsable ne doit pas dépasser 100 caractères.')
  manager_firstname: string;

  @RequiredText('Le nom du responsable est obligatoire.', 100, 'Le nom du responsable ne doit pas dépasser 100 caractères.')
  manager_lastname: string;

  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @RequiredText("L'adresse e-mail est obligatoire.", 254, EMAIL_MESSAGE)
  email: string;

  @ApiProperty({ example: '0612345678', description: '10 chiffres (espaces, points et tirets retirés)' })
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  @Transform(({ value }) => (typeof value === 'string' ? phoneDigits(value) : value))
  @RequiredText('Le numéro de téléphone est obligatoire.', 20, PHONE_MESSAGE)
  phone: string;

  @ApiProperty({ minimum: 1, maximum: MAX_CAPACITY })
  @Max(MAX_CAPACITY, { message: `La capacité ne doit pas dépasser ${MAX_CAPACITY}.` })
  @Min(1, { message: CAPACITY_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: CAPACITY_MESSAGE })
  @IsDefined({ message: 'La capacité est obligatoire.' })
  capacity: number;

  @AvailableDays(false)
  available_days?: string[];

  @AvailableHours(false)
  available_hours?: string[];
}

/** The public form: the description is optional, absent when empty. `recaptchaToken` and `website` are removed by @BotChecked(). */
export class CreateMerchantRequestDto extends MerchantFieldsDto {
  @OptionalText(2000, 'Les commentaires ne doivent pas dépasser 2000 caractères.', 'Les commentaires doivent être un texte.', { multiline: true })
  description?: string;

  @ApiProperty({
    enum: [true],
    description: `Les CGU (version du ${TERMS_VERSIONS.cgu}) et les conditions des artisans (version du ${TERMS_VERSIONS.artisans}) acceptées : obligatoire`,
  })
  @Equals(true, { message: TERMS_MESSAGES.merchantRequired })
  terms_accepted: true;
}

/**
 * On the operator's edit every field is required except the availability lists and the number of children (kept
 * when absent: the artisan sets it in their space; the public form never asks it).
 */
export class UpdateMerchantRequestDto extends MerchantFieldsDto {
  @RequiredText('Les commentaires sont obligatoires.', 2000, 'Les commentaires ne doivent pas dépasser 2000 caractères.', { multiline: true })
  description: string;

  @MaxChildren(false)
  max_children?: number;
}
