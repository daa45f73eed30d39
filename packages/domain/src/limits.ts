import { normalizeSearchText } from './sectors';

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

/** What the API answers, and the back office shows, when a sign-in is refused or a session no longer holds. */
export const SIGN_IN_MESSAGES = {
  failed: 'Identifiants invalides',
  sessionInvalid: 'Session expirée ou invalide. Veuillez vous reconnecter.',
} as const;

/** Shortest operator password accepted, whatever its strength score. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  weak: `Le mot de passe est trop faible : au moins ${PASSWORD_MIN_LENGTH} caractères, sans mot courant, suite de touches, date ni adresse e-mail (par exemple quatre mots sans rapport entre eux).`,
  hint: `Au moins ${PASSWORD_MIN_LENGTH} caractères, sans mot courant, suite de touches, date ni adresse e-mail : par exemple quatre mots sans rapport entre eux.`,
} as const;

/**
 * The back office's lists, once searched (q), count their matches no further than COUNT_LIMIT beyond the page's
 * first row: at a million requests, counting every match of a common word reads most of the table on each page
 * and each tab, while stopping early reads a few hundred rows. A total above countLimit(start) is therefore a lower
 * bound, shown « plus de … »; paging on moves the limit along. Without a search, counts stay exact.
 */
export const COUNT_LIMIT = 100;
export function countLimit(start = 0): number {
  return start + COUNT_LIMIT;
}
/** Whether `q` is a search (a word once normalised): only a search's counts are capped. */
export function isSearchQuery(q: unknown): boolean {
  return typeof q === 'string' && normalizeSearchText(q) !== '';
}
/** Whether a searched list's total (or a tab's count under a search) is the lower bound « plus de … ». */
export function isCountCapped(total: number, start = 0): boolean {
  return total > countLimit(start);
}

/**
 * A search needs SEARCH_MIN_LENGTH letters or digits ("zoé", "06 12", "15/06"): below that the trigram index has no
 * trigram to look up (every request would be read), and one or two letters match a large share of the requests anyway.
 */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_TOO_SHORT_MESSAGE = `La recherche doit compter au moins ${SEARCH_MIN_LENGTH} lettres ou chiffres.`;
export function isSearchTooShort(q: string): boolean {
  return normalizeSearchText(q).replace(/[^\p{L}\p{N}]+/gu, '').length < SEARCH_MIN_LENGTH;
}
