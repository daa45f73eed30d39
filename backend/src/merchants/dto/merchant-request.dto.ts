import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  IsDefined,
  IsEmail,
} from 'class-validator';
import { OptionalText, PHONE_MESSAGE, RequiredText } from '../../common/form-fields';

/** SPEC.md §9: days Lundi to Dimanche, half-hour slots from 08:00 to 23:30. */
export const WEEK_DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export const HALF_HOUR_SLOTS: readonly string[] = Array.from({ length: 32 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
const MAX_CAPACITY = 100_000;

const DAYS_MESSAGE = 'Les jours de disponibilité doivent être des jours de la semaine, de Lundi à Dimanche.';
const HOURS_MESSAGE = 'Les créneaux de disponibilité doivent être des demi-heures de 08:00 à 23:30.';
const CAPACITY_MESSAGE = 'La capacité doit être un nombre supérieur ou égal à 1.';
const EMAIL_MESSAGE = 'Veuillez entrer une adresse e-mail valide.';
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
 * SPEC.md §3 and §5, the merchant application's fields but the description. Checks run bottom-up from the property and
 * stop at the first failure, so the "required" check is the last one written.
 */
abstract class MerchantFieldsDto {
  @RequiredText("Le nom de l'établissement est obligatoire.", 120, "Le nom de l'établissement ne doit pas dépasser 120 caractères.")
  establishment_name: string;

  /** A known sector id (`boulanger`), or the free text typed for "autre". */
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

  @Matches(/^\d{10}$/, { message: PHONE_MESSAGE })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s.]/g, '') : value))
  @RequiredText('Le numéro de téléphone est obligatoire.', 20, PHONE_MESSAGE)
  phone: string;

  @Max(MAX_CAPACITY, { message: `La capacité ne doit pas dépasser ${MAX_CAPACITY}.` })
  @Min(1, { message: CAPACITY_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: CAPACITY_MESSAGE })
  @IsDefined({ message: 'La capacité est obligatoire.' })
  capacity: number;

  @IsIn(WEEK_DAYS, { each: true, message: DAYS_MESSAGE })
  @ArrayUnique({ message: 'Un jour de disponibilité est en double.' })
  @ArrayMaxSize(WEEK_DAYS.length, { message: DAYS_MESSAGE })
  @IsArray({ message: DAYS_MESSAGE })
  @IsOptional()
  available_days?: string[];

  @IsIn(HALF_HOUR_SLOTS, { each: true, message: HOURS_MESSAGE })
  @ArrayUnique({ message: 'Un créneau de disponibilité est en double.' })
  @ArrayMaxSize(HALF_HOUR_SLOTS.length, { message: HOURS_MESSAGE })
  @IsArray({ message: HOURS_MESSAGE })
  @IsOptional()
  available_hours?: string[];
}

/** The public form: the description is optional, absent when empty. `recaptchaToken` and `website` are removed by @BotChecked(). */
export class CreateMerchantRequestDto extends MerchantFieldsDto {
  @OptionalText(2000, 'Les commentaires ne doivent pas dépasser 2000 caractères.', 'Les commentaires doivent être un texte.')
  description?: string;
}

/** SPEC.md §5: on the operator's edit every field is required except the availability lists. */
export class UpdateMerchantRequestDto extends MerchantFieldsDto {
  @RequiredText('Les commentaires sont obligatoires.', 2000, 'Les commentaires ne doivent pas dépasser 2000 caractères.')
  description: string;
}
