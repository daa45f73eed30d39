/** Field rules shared by the public forms, the back office and the API's validation, with their French messages. */

/** A French phone number: 10 digits once the spaces, dots and dashes people type between pairs are removed. */
export const PHONE_PATTERN = /^\d{10}$/;
export const PHONE_MESSAGE = 'Veuillez entrer un numéro de téléphone valide (10 chiffres)';
export function phoneDigits(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export const EMAIL_MESSAGE = 'Veuillez entrer une adresse e-mail valide.';

export const CHILD_AGE = { min: 1, max: 102 } as const;
export const CHILD_AGE_MESSAGES = {
  required: "L'âge de l'enfant est obligatoire.",
  number: 'Le champ âge doit être un nombre',
  integer: 'Le champ âge doit être un nombre entier',
  range: `L'âge de l'enfant doit être compris entre ${CHILD_AGE.min} et ${CHILD_AGE.max} ans.`,
} as const;

export const NUMBER_OF_CHILDREN = { min: 1, max: 8 } as const;
export const NUMBER_OF_CHILDREN_MESSAGES = {
  required: "Le nombre d'enfants est obligatoire.",
  number: "Le champ nombre d'enfants doit être un nombre",
  integer: "Le champ nombre d'enfants doit être un nombre entier",
  range: `Le nombre d'enfants doit être compris entre ${NUMBER_OF_CHILDREN.min} et ${NUMBER_OF_CHILDREN.max}.`,
} as const;

/** Shortest operator password accepted, whatever its strength score. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  weak: `Le mot de passe est trop faible : au moins ${PASSWORD_MIN_LENGTH} caractères, sans mot courant, suite de touches, date ni adresse e-mail (par exemple quatre mots sans rapport entre eux).`,
  hint: `Au moins ${PASSWORD_MIN_LENGTH} caractères, sans mot courant, suite de touches, date ni adresse e-mail : par exemple quatre mots sans rapport entre eux.`,
} as const;
