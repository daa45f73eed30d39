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
