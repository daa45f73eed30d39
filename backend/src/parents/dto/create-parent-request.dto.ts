import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsInt, IsNumber, Matches, Max, MaxLength, Min, Validate } from 'class-validator';
import { DesiredDateConstraint, toParisDay } from './desired-date';
import { OptionalText, PHONE_MESSAGE, RequiredText } from '../../common/form-fields';

export const DEFAULT_MERCHANT_TYPE = 'boulanger';

/**
 * SPEC.md §3 and §5: the parent form. Checks are listed in the order they run (class-validator runs them
 * bottom-up from the property and stops at the first failure, so the "required" check is the last one written).
 */
export class CreateParentRequestDto {
  @RequiredText('Le prénom du parent est obligatoire.', 100, 'Le prénom du parent ne doit pas dépasser 100 caractères.')
  parent_firstname: string;

  @RequiredText('Le nom du parent est obligatoire.', 100, 'Le nom du parent ne doit pas dépasser 100 caractères.')
  parent_lastname: string;

  @MaxLength(254, { message: 'Veuillez entrer une adresse e-mail valide.' })
  @IsEmail({}, { message: 'Veuillez entrer une adresse e-mail valide.' })
  @RequiredText("L'adresse e-mail est obligatoire.", 254, 'Veuillez entrer une adresse e-mail valide.')
  parent_email: string;

  @Matches(/^\d{10}$/, { message: PHONE_MESSAGE })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s.]/g, '') : value))
  @RequiredText('Le numéro de téléphone est obligatoire.', 20, PHONE_MESSAGE)
  parent_phone: string;

  @RequiredText("Le prénom de l'enfant est obligatoire.", 100, "Le prénom de l'enfant ne doit pas dépasser 100 caractères.")
  child_firstname: string;

  @Max(102, { message: "L'âge de l'enfant doit être compris entre 1 et 102 ans." })
  @Min(1, { message: "L'âge de l'enfant doit être compris entre 1 et 102 ans." })
  @IsInt({ message: 'Le champ âge doit être un nombre entier' })
  @IsNumber({}, { message: 'Le champ âge doit être un nombre' })
  @IsDefined({ message: "L'âge de l'enfant est obligatoire." })
  child_age: number;

  @RequiredText("L'adresse est obligatoire.", 250, "L'adresse ne doit pas dépasser 250 caractères.")
  target_address: string;

  @RequiredText('Veuillez choisir une ville dans la liste des suggestions.', 20, 'Veuillez choisir une ville dans la liste des suggestions.')
  target_city_id: string;

  @Validate(DesiredDateConstraint)
  @Transform(({ value }) => toParisDay(value))
  @RequiredText('La date souhaitée est obligatoire.', 40, 'La date souhaitée est invalide.')
  desired_date: string;

  @Max(8, { message: "Le nombre d'enfants doit être compris entre 1 et 8." })
  @Min(1, { message: "Le nombre d'enfants doit être compris entre 1 et 8." })
  @IsInt({ message: "Le champ nombre d'enfants doit être un nombre entier" })
  @IsNumber({}, { message: "Le champ nombre d'enfants doit être un nombre" })
  @IsDefined({ message: "Le nombre d'enfants est obligatoire." })
  number_of_children: number;

  @OptionalText(60, 'Le métier souhaité ne doit pas dépasser 60 caractères.', 'Le métier souhaité doit être un texte.')
  merchant_type?: string;
}
