/**
 * An artisan's payout details and identity for the platform's yearly report (DAC7), entered in their space.
 */
export const SELLER_TYPES = ['company', 'individual'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const SELLER_TYPE_LABELS: Record<SellerType, string> = {
  company: 'Société',
  individual: 'Entrepreneur individuel',
};

/**
 * SIRET: 14 digits whose Luhn sum is a multiple of 10. La Poste's establishments (SIREN 356 000 000) are numbered
 * otherwise: their digits add up to a multiple of 5.
 */
export function isValidSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (value.startsWith('356000000') && value !== '35600000000048') {
    return digits.reduce((sum, d) => sum + d, 0) % 5 === 0;
  }
  return luhnSum(digits) % 10 === 0;
}

/** SIREN: 9 digits, Luhn. */
export function isValidSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && luhnSum([...value].map(Number)) % 10 === 0;
}

function luhnSum(digits: number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - 1 - i;
    let d = digits[i];
    if (fromRight % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

/** What a transfer needs from an artisan's payout details (the yearly report asks more: see the DAC7 rules). */
export interface PayoutReadiness {
  legalName: string | null;
  siret: string | null;
  addressLine: string | null;
  postalCode: string | null;
  city: string | null;
  iban: string | null;
  accountHolder: string | null;
}

export const PAYOUT_DETAIL_LABELS = {
  legalName: 'Raison sociale ou nom',
  siret: 'SIRET',
  address: 'Adresse',
  iban: 'IBAN',
  accountHolder: 'Titulaire du compte',
} as const;

/**
 * The French labels of what is missing before an artisan can be paid by transfer; empty when ready. The values were
 * checked when entered (SIRET, IBAN); this only says whether they are there.
 */
export function missingPayoutDetails(details: PayoutReadiness | null): string[] {
  if (!details) return Object.values(PAYOUT_DETAIL_LABELS);
  const missing: string[] = [];
  if (!details.legalName) missing.push(PAYOUT_DETAIL_LABELS.legalName);
  if (!details.siret) missing.push(PAYOUT_DETAIL_LABELS.siret);
  if (!details.addressLine || !details.postalCode || !details.city) missing.push(PAYOUT_DETAIL_LABELS.address);
  if (!details.iban) missing.push(PAYOUT_DETAIL_LABELS.iban);
  if (!details.accountHolder) missing.push(PAYOUT_DETAIL_LABELS.accountHolder);
  return missing;
}

/** The SEPA scheme's countries: an artisan is paid by SEPA credit transfer, so their account and address are there. */
export const SEPA_COUNTRIES = [
  'AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE',
  'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA',
] as const;

/** The longest text of a field (SEPA names allow 140 characters; an address line, a city). */
export const PAYOUT_TEXT_MAX = 140;

/** The longest name a SEPA transfer carries (pain.001 `Nm`). */
export const SEPA_NAME_MAX = 70;

/**
 * Text as SEPA files carry it: the EPC's Latin character set only (banks refuse or mangle the rest), accents taken
 * off, cut to the field's length.
 */
export function sepaText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** An account holder a transfer can name: within SEPA's length, and not emptied by its character set. */
export function isValidAccountHolder(value: string): boolean {
  return value.trim().length <= SEPA_NAME_MAX && /[A-Za-z0-9]/.test(sepaText(value, SEPA_NAME_MAX));
}

export const PAYOUT_DETAILS_MESSAGES = {
  sellerType: 'Indiquez si vous êtes une société ou un entrepreneur individuel.',
  legalName: 'La raison sociale ou le nom est obligatoire (140 caractères au plus).',
  siret: "Le numéro SIRET n'est pas valide (14 chiffres).",
  vatNumber: "Le numéro de TVA intracommunautaire n'est pas valide (FR, 2 chiffres de clé et le SIREN).",
  vatNotSiren: 'Le numéro de TVA ne correspond pas au SIREN de votre SIRET.',
  firstName: 'Le prénom doit faire 140 caractères au plus.',
  lastName: 'Le nom doit faire 140 caractères au plus.',
  birthDate: "La date de naissance n'est pas valide (AAAA-MM-JJ, au moins 18 ans).",
  taxId: "Le numéro fiscal n'est pas valide (13 chiffres, commençant par 0, 1, 2 ou 3).",
  addressLine: "L'adresse est obligatoire (140 caractères au plus).",
  postalCode: "Le code postal n'est pas valide.",
  city: 'La ville est obligatoire (140 caractères au plus).',
  country: 'Le pays doit être un pays de la zone SEPA (code à deux lettres, par exemple FR).',
  iban: "L'IBAN n'est pas valide.",
  ibanNotSepa: "L'IBAN doit être celui d'un compte de la zone SEPA.",
  ibanRequired: "L'IBAN est obligatoire.",
  bic: "Le BIC n'est pas valide.",
  accountHolder: `Le titulaire du compte est obligatoire, en lettres latines (${SEPA_NAME_MAX} caractères au plus) : il figure tel quel sur le virement.`,
  saved: 'Vos coordonnées de paiement sont enregistrées.',
} as const;

/** VAT key of a French SIREN: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatNumber(siren: string): string {
  return `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
}

/** A French VAT number, spaces ignored: FR, its numeric key, a valid SIREN. */
export function isValidFrenchVat(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const match = /^FR\d{2}(\d{9})$/.exec(compact);
  return !!match && isValidSiren(match[1]) && frenchVatNumber(match[1]) === compact;
}

/** Numéro fiscal de référence (SPI): 13 digits, the first 0 to 3. */
export function isValidFrenchTaxId(value: string): boolean {
  return /^[0-3]\d{12}$/.test(value);
}

/** A real day (YYYY-MM-DD) of someone aged 18 to 120 on `today` (YYYY-MM-DD). */
export function isValidBirthDate(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const [ty, tm, td] = today.split('-').map(Number);
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  return age >= 18 && age <= 120;
}

/** French postal codes have 5 digits; elsewhere 2 to 10 letters, digits, spaces or dashes. */
export function isValidPostalCode(value: string, country: string): boolean {
  return country === 'FR' ? /^\d{5}$/.test(value) : /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/i.test(value);
}

export function isSepaCountry(value: string): boolean {
  return (SEPA_COUNTRIES as readonly string[]).includes(value);
}

/**
 * What the IBAN check needs from ibantools (the apps pass the library itself: the domain imports nothing, and the
 * one IBAN rule stays here for the API and the site alike).
 */
export interface IbanLibrary {
  electronicFormatIBAN(iban?: string): string | null;
  isValidIBAN(iban: string): boolean;
  isValidBIC(bic: string): boolean;
}

/** The IBAN in electronic format (no spaces, upper case) when valid and SEPA, else the French refusal. */
export function checkIban(value: string, lib: IbanLibrary): { iban: string } | { error: string } {
  const iban = lib.electronicFormatIBAN(value) ?? '';
  if (!lib.isValidIBAN(iban)) return { error: PAYOUT_DETAILS_MESSAGES.iban };
  if (!isSepaCountry(iban.slice(0, 2))) return { error: PAYOUT_DETAILS_MESSAGES.ibanNotSepa };
  return { iban };
}

/** A BIC, spaces ignored, upper case, when valid. */
export function checkBic(value: string, lib: IbanLibrary): string | null {
  const bic = value.replace(/\s+/g, '').toUpperCase();
  return lib.isValidBIC(bic) ? bic : null;
}

/** What is shown of an IBAN: the country and check digits, the last 4 characters, the rest hidden, by groups of 4. */
export function maskIban(iban: string): string {
  const hidden = iban.slice(0, 4) + '•'.repeat(Math.max(iban.length - 8, 0)) + iban.slice(-4);
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What is shown of a tax number: its last 3 digits. */
export function maskTaxId(taxId: string): string {
  return '•'.repeat(Math.max(taxId.length - 3, 0)) + taxId.slice(-3);
}

/** What the yearly platform report (DAC7) needs of a seller, beyond the payout's own fields. */
export interface Dac7Readiness extends PayoutReadiness {
  sellerType: string | null;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  taxId: string | null;
  country: string | null;
}

export const DAC7_DETAIL_LABELS = {
  details: 'Coordonnées de paiement',
  firstName: 'Prénom',
  lastName: 'Nom',
  birthDate: 'Date de naissance',
  taxId: 'Numéro fiscal',
  country: 'Pays',
} as const;

/**
 * The French labels of what the yearly report (DAC7) still lacks: a company needs its legal name, SIRET (hence
 * SIREN), address, IBAN and holder (VAT number only if it has one); an individual also their first and last name,
 * date of birth and tax number.
 */
export function missingDac7Details(details: Dac7Readiness | null): string[] {
  if (!details) return [DAC7_DETAIL_LABELS.details];
  const missing = missingPayoutDetails(details);
  if (!details.country) missing.push(DAC7_DETAIL_LABELS.country);
  if (details.sellerType === 'individual') {
    if (!details.firstName) missing.push(DAC7_DETAIL_LABELS.firstName);
    if (!details.lastName) missing.push(DAC7_DETAIL_LABELS.lastName);
    if (!details.birthDate) missing.push(DAC7_DETAIL_LABELS.birthDate);
    if (!details.taxId) missing.push(DAC7_DETAIL_LABELS.taxId);
  }
  return missing;
}

/** The years a DAC7 report can be asked for. */
export const DAC7_YEARS = { min: 2020, max: 2100 } as const;
export const DAC7_YEAR_MESSAGE = `L'année doit être un nombre entier entre ${DAC7_YEARS.min} et ${DAC7_YEARS.max}.`;

/** The form's fields, in the form's order, with their French labels (the form, the change mail). */
export const PAYOUT_FIELD_LABELS = {
  seller_type: 'Statut',
  legal_name: 'Raison sociale ou nom',
  siret: 'SIRET',
  vat_number: 'Numéro de TVA intracommunautaire',
  first_name: 'Prénom',
  last_name: 'Nom',
  birth_date: 'Date de naissance',
  tax_id: 'Numéro fiscal',
  address_line: 'Adresse',
  postal_code: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  iban: 'IBAN',
  bic: 'BIC',
  account_holder: 'Titulaire du compte',
} as const;
export type PayoutDetailsField = keyof typeof PAYOUT_FIELD_LABELS;
