import * as ibantools from 'ibantools';
import {
  checkIban,
  frenchVatNumber,
  isValidBirthDate,
  isValidFrenchTaxId,
  isValidFrenchVat,
  isValidPostalCode,
  maskIban,
  maskTaxId,
  missingDac7Details,
  PAYOUT_DETAILS_MESSAGES,
  type Dac7Readiness,
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
