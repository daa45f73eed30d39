import * as ibantools from 'ibantools';
import {
  checkBic,
  checkIban,
  frenchVatNumber,
  isSepaCountry,
  isValidAccountHolder,
  isValidSiren,
  isValidSiret,
  isValidBirthDate,
  isValidFrenchTaxId,
  isValidFrenchVat,
  isValidPostalCode,
  maskIban,
  maskTaxId,
  missingDac7Details,
  missingPayoutDetails,
  PAYOUT_DETAILS_MESSAGES,
  PAYOUT_TEXT_MAX,
  SEPA_NAME_MAX,
  sepaText,
  type Dac7Readiness,
  type PayoutReadiness,
} from './payout-details';

describe('payout details rules', () => {
  it('checks IBANs with ibantools, SEPA only, and masks them', () => {
    expect(checkIban('fr76 3000 6000 0112 3456 7890 189', ibantools)).toEqual({ iban: 'FR7630006000011234567890189' });
    expect(checkIban('FR7630006000011234567890188', ibantools)).toEqual({ error: PAYOUT_DETAILS_MESSAGES.iban });
    expect(checkIban('SA0380000000608010167519', ibantools)).toEqual({ error: PAYOUT_DETAILS_MESSAGES.ibanNotSepa });
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• •••• •••• •••• •••0 189');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• ••30 00');
    expect(maskTaxId('1234567890123')).toBe('••••••••••123');
  });

  it('checks the French VAT key, tax numbers, birth dates and postal codes', () => {
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
    expect(isValidFrenchVat('FR 44 732 829 320')).toBe(true);
    expect(isValidFrenchVat('FR45732829320')).toBe(false);
    expect(isValidFrenchTaxId('3999999999999')).toBe(true);
    expect(isValidFrenchTaxId('4999999999999')).toBe(false);
    expect(isValidBirthDate('2008-11-25', '2026-11-25')).toBe(true);
    expect(isValidBirthDate('2008-11-26', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('1980-02-30', '2026-11-25')).toBe(false);
    expect(isValidPostalCode('21000', 'FR')).toBe(true);
    expect(isValidPostalCode('1000', 'BE')).toBe(true);
    expect(isValidPostalCode('1000', 'FR')).toBe(false);
  });

  it('asks more of an individual than of a company for DAC7', () => {
    const company: Dac7Readiness = {
      sellerType: 'company',
      legalName: 'SARL',
      siret: '73282932000074',
      addressLine: '1 rue',
      postalCode: '21000',
      city: 'Dijon',
      country: 'FR',
      iban: 'FR7630006000011234567890189',
      accountHolder: 'SARL',
      firstName: null,
      lastName: null,
      birthDate: null,
      taxId: null,
    };
    expect(missingDac7Details(company)).toEqual([]);
    expect(missingDac7Details({ ...company, sellerType: 'individual', firstName: 'Jeanne' })).toEqual(['Nom', 'Date de naissance', 'Numéro fiscal']);
    expect(missingDac7Details(null)).toEqual(['Coordonnées de paiement']);
  });
});

const ready: PayoutReadiness = {
  legalName: 'Boulangerie Martin',
  siret: '73282932000074',
  addressLine: '3 rue des Forges',
  postalCode: '21000',
  city: 'Dijon',
  iban: 'FR7630006000011234567890189',
  accountHolder: 'Martin',
};

describe('what a transfer needs', () => {
  it('is ready with every detail, and names each one that is missing', () => {
    expect(missingPayoutDetails(ready)).toEqual([]);
    expect(missingPayoutDetails({ ...ready, legalName: null })).toEqual(['Raison sociale ou nom']);
    expect(missingPayoutDetails({ ...ready, siret: null })).toEqual(['SIRET']);
    expect(missingPayoutDetails({ ...ready, addressLine: null })).toEqual(['Adresse']);
    expect(missingPayoutDetails({ ...ready, postalCode: '' })).toEqual(['Adresse']);
    expect(missingPayoutDetails({ ...ready, city: null })).toEqual(['Adresse']);
    expect(missingPayoutDetails({ ...ready, iban: null })).toEqual(['IBAN']);
    expect(missingPayoutDetails({ ...ready, accountHolder: '' })).toEqual(['Titulaire du compte']);
    expect(missingPayoutDetails(null)).toEqual(['Raison sociale ou nom', 'SIRET', 'Adresse', 'IBAN', 'Titulaire du compte']);
  });

  it('asks DAC7 for the country of anyone, and an individual for each personal field', () => {
    const individual: Dac7Readiness = { ...ready, sellerType: 'individual', country: 'FR', firstName: 'Jeanne', lastName: 'Martin', birthDate: '1980-01-01', taxId: '1234567890123' };
    expect(missingDac7Details(individual)).toEqual([]);
    expect(missingDac7Details({ ...individual, country: null })).toEqual(['Pays']);
    expect(missingDac7Details({ ...individual, firstName: null })).toEqual(['Prénom']);
    expect(missingDac7Details({ ...individual, lastName: null })).toEqual(['Nom']);
    expect(missingDac7Details({ ...individual, birthDate: null })).toEqual(['Date de naissance']);
    expect(missingDac7Details({ ...individual, taxId: null })).toEqual(['Numéro fiscal']);
    expect(missingDac7Details({ ...individual, iban: null })).toEqual(['IBAN']);
  });
});

describe('SIRET and SIREN numbers', () => {
  it('accepts 14 digits whose Luhn sum is a multiple of 10, and nothing else', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    // The same digits with the last one changed: the Luhn sum is off by one.
    expect(isValidSiret('73282932000075')).toBe(false);
    // Two digits swapped: a plain sum would not notice, the doubling of every other digit does.
    expect(isValidSiret('73282932000047')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000740')).toBe(false);
    expect(isValidSiret('7328293200007a')).toBe(false);
    expect(isValidSiret(' 73282932000074')).toBe(false);
  });

  it("numbers La Poste's establishments by a digit sum that is a multiple of 5, its head office by Luhn", () => {
    // Digit sum 20, a multiple of 5; its Luhn sum, 21, is not a multiple of 10.
    expect(isValidSiret('35600000001104')).toBe(true);
    // Digit sum 21.
    expect(isValidSiret('35600000001105')).toBe(false);
    // Luhn sum 20, a multiple of 10, but digit sum 17: La Poste's numbers do not follow Luhn.
    expect(isValidSiret('35600000000030')).toBe(false);
    // The head office, 356 000 000 00048, follows Luhn (sum 30) and not the digit sum (26).
    expect(isValidSiret('35600000000048')).toBe(true);
    // SIREN 356 000 001 is not La Poste: Luhn only (digit sum 15, Luhn sum 16; then Luhn sum 20).
    expect(isValidSiret('35600000100000')).toBe(false);
    expect(isValidSiret('35600000100004')).toBe(true);
  });

  it('accepts 9 digits whose Luhn sum is a multiple of 10 as a SIREN', () => {
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('73282932')).toBe(false);
    expect(isValidSiren('7328293200')).toBe(false);
    expect(isValidSiren('x732829320')).toBe(false);
  });
});

describe('identity checks at their edges', () => {
  it('takes someone aged 18 to 120, born on a real day', () => {
    expect(isValidBirthDate('1906-11-25', '2026-11-25')).toBe(true);
    expect(isValidBirthDate('1905-11-25', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('1906-11-26', '2026-11-25')).toBe(true);
    expect(isValidBirthDate('2008-10-26', '2026-11-25')).toBe(true);
    expect(isValidBirthDate('2008-12-24', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('1980-13-01', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('1980-00-10', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('1980-01-32', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('1980-01-01x', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('x1980-01-01', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('1980-1-01', '2026-11-25')).toBe(false);
  });

  it('anchors the VAT number, the tax number and postal codes at both ends', () => {
    expect(isValidFrenchVat('FR44732829320X')).toBe(false);
    expect(isValidFrenchVat('XFR44732829320')).toBe(false);
    expect(isValidFrenchVat('fr44732829320')).toBe(true);
    expect(isValidFrenchVat('FR44 732\t829 320')).toBe(true);
    // The right key for a SIREN that fails Luhn: still refused.
    expect(isValidFrenchVat(frenchVatNumber('732829321'))).toBe(false);
    expect(isValidFrenchTaxId('39999999999990')).toBe(false);
    expect(isValidFrenchTaxId('x3999999999999')).toBe(false);
    expect(isValidPostalCode('210000', 'FR')).toBe(false);
    expect(isValidPostalCode('x21000', 'FR')).toBe(false);
    expect(isValidPostalCode('SW1A 1AA', 'GB')).toBe(true);
    expect(isValidPostalCode('SW1A 1AA-', 'GB')).toBe(false);
    expect(isValidPostalCode('-SW1A', 'GB')).toBe(false);
    expect(isValidPostalCode('12345678901', 'DE')).toBe(false);
  });
});

describe('SEPA names and countries', () => {
  it(`names an account holder in ${SEPA_NAME_MAX} characters at most, in SEPA's Latin set`, () => {
    expect(isValidAccountHolder('a'.repeat(70))).toBe(true);
    expect(isValidAccountHolder('a'.repeat(71))).toBe(false);
    expect(isValidAccountHolder(` ${'a'.repeat(70)} `)).toBe(true);
    expect(isValidAccountHolder('Zoé Lefèvre')).toBe(true);
    expect(isValidAccountHolder('王秀英')).toBe(false);
    expect(isValidAccountHolder('7')).toBe(true);
  });

  it("keeps SEPA's characters, takes accents off, folds the rest and the spaces, and cuts to the field", () => {
    expect(sepaText('  Crème & Chocolat  —  Dijon ', 140)).toBe('Creme Chocolat Dijon');
    expect(sepaText("L'Atelier (n°2) : 1/2+3?,-.", 140)).toBe("L'Atelier (n 2) : 1/2+3?,-.");
    expect(sepaText('a'.repeat(PAYOUT_TEXT_MAX + 10), PAYOUT_TEXT_MAX)).toHaveLength(140);
    expect(sepaText('Boulangerie Martin', 11)).toBe('Boulangerie');
  });

  it('pays into SEPA countries only', () => {
    expect(['FR', 'BE', 'DE', 'CH', 'GB', 'MC', 'VA'].every(isSepaCountry)).toBe(true);
    expect(['US', 'SA', 'fr', ''].some(isSepaCountry)).toBe(false);
  });

  it('reads a BIC without spaces, in upper case, when valid', () => {
    expect(checkBic(' bnpa fr pp ', ibantools)).toBe('BNPAFRPP');
    expect(checkBic('BNPAFRP', ibantools)).toBeNull();
  });
});
