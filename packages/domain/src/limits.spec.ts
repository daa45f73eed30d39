import { MIN_DAYS_BEFORE_WORKSHOP } from './calendar';
import {
  CHILD_AGE,
  CHILD_AGE_MESSAGES,
  COUNT_LIMIT,
  countLimit,
  isCountCapped,
  isSearchQuery,
  isSearchTooShort,
  NUMBER_OF_CHILDREN,
  NUMBER_OF_CHILDREN_MESSAGES,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  phoneDigits,
  SEARCH_MIN_LENGTH,
  SEARCH_TOO_SHORT_MESSAGE,
} from './limits';
import {
  DEFAULT_MATCHING_RADIUS_KM,
  DEFAULT_OFFER_DEADLINE_HOURS,
  MATCHING_MESSAGES,
  MAX_CHILDREN,
  MAX_CHILDREN_MESSAGE,
  MAX_DAYS_OFF,
  MAX_MATCHING_RADIUS_KM,
  MAX_OFFER_QUEUE,
  MERCHANT_WORKSHOP_REMINDER_DAYS,
  RECENT_WORKSHOPS_DAYS,
  WORKSHOP_DURATION_MINUTES,
  WORKSHOP_SLOT_COUNT,
} from './matching';
import { MERCHANT_CALENDAR_REFRESH_HOURS } from './merchant-space';
import {
  ALLERGIES_MAX_LENGTH,
  ALLERGIES_MESSAGE,
  CANCELLATION_DELAYS,
  CREDIT_MIN_DAYS_BEFORE_WORKSHOP,
  DECLINE_REASON_MAX_LENGTH,
  DECLINE_REASON_MESSAGES,
  DETAILS_LAST_DAYS_BEFORE_WORKSHOP,
  PARENT_SPACE_LINK_DAYS_AFTER_WORKSHOP,
} from './parent-space';
import { DAC7_YEAR_MESSAGE, DAC7_YEARS, PAYOUT_DETAILS_MESSAGES, PAYOUT_TEXT_MAX, SEPA_NAME_MAX } from './payout-details';
import {
  ACCOUNTING_RETENTION_YEARS,
  ARTISAN_TAX_RECORDS_RETENTION_YEARS,
  PAGE_STATS_RETENTION_MONTHS,
  PAGE_VIEW_RETENTION_MONTHS,
  PARENT_REQUEST_RETENTION_MONTHS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  SENT_MAIL_BODY_RETENTION_DAYS,
} from './retention';
import { normalizeSearchText } from './sectors';

describe('search limits', () => {
  it('wants three letters or digits', () => {
    for (const q of ['zoé', 'Lefèvre', 'de lyon', '06 12', '15/06', 'a b c', 'Œil']) expect({ q, short: isSearchTooShort(q) }).toEqual({ q, short: false });
    for (const q of ['', 'a', 'ab', 'é è', 'a.b', '0 1', '--']) expect({ q, short: isSearchTooShort(q) }).toEqual({ q, short: true });
  });

  it('reads a total above the limit as a lower bound, the limit following the page', () => {
    expect(isCountCapped(COUNT_LIMIT)).toBe(false);
    expect(isCountCapped(COUNT_LIMIT + 1)).toBe(true);
    expect(countLimit(100)).toBe(100 + COUNT_LIMIT);
    expect(isCountCapped(COUNT_LIMIT + 1, 100)).toBe(false);
  });
});

describe('the limits the forms, the API and the CGV share', () => {
  // Numbers are not mutated by Stryker: each limit is pinned here, at its value and in the message that states it.
  it('takes a child of 1 to 102 years and 1 to 8 children, and says so', () => {
    expect(CHILD_AGE).toEqual({ min: 1, max: 102 });
    expect(CHILD_AGE_MESSAGES.range).toBe("L'âge de l'enfant doit être compris entre 1 et 102 ans.");
    expect(NUMBER_OF_CHILDREN).toEqual({ min: 1, max: 8 });
    expect(NUMBER_OF_CHILDREN_MESSAGES.range).toBe("Le nombre d'enfants doit être compris entre 1 et 8.");
  });

  it('wants operator passwords of 10 characters at least', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MESSAGES.tooShort).toBe('Le mot de passe doit compter au moins 10 caractères.');
  });

  it('holds allergies and a decline reason in 500 characters (CGV §7)', () => {
    expect(ALLERGIES_MAX_LENGTH).toBe(500);
    expect(ALLERGIES_MESSAGE).toBe('Les allergies ou régimes particuliers tiennent en 500 caractères au plus.');
    expect(DECLINE_REASON_MAX_LENGTH).toBe(500);
    expect(DECLINE_REASON_MESSAGES.tooLong).toBe('Le motif tient en 500 caractères au plus.');
  });

  it("keeps the CGV's delays: a credit over 15 days ahead, details until D-10, the link 30 days after", () => {
    expect(CREDIT_MIN_DAYS_BEFORE_WORKSHOP).toBe(15);
    expect(CANCELLATION_DELAYS).toEqual({
      credit: "plus de 15 jours avant la date de l'atelier",
      nothing: "15 jours ou moins avant la date de l'atelier",
    });
    expect(DETAILS_LAST_DAYS_BEFORE_WORKSHOP).toBe(10);
    expect(PARENT_SPACE_LINK_DAYS_AFTER_WORKSHOP).toBe(30);
    expect(MIN_DAYS_BEFORE_WORKSHOP).toBe(21);
  });

  it('names an account holder in 70 characters (SEPA Nm) and other payout fields in 140', () => {
    expect(SEPA_NAME_MAX).toBe(70);
    expect(PAYOUT_TEXT_MAX).toBe(140);
    expect(PAYOUT_DETAILS_MESSAGES.accountHolder).toContain('(70 caractères au plus)');
    expect(DAC7_YEARS).toEqual({ min: 2020, max: 2100 });
    expect(DAC7_YEAR_MESSAGE).toBe("L'année doit être un nombre entier entre 2020 et 2100.");
  });

  it('bounds the matching: 1 to 50 children per artisan, a radius of 15 km by default and 200 at most, 10 artisans per queue', () => {
    expect(MAX_CHILDREN).toEqual({ min: 1, max: 50, default: 8 });
    expect(MAX_CHILDREN_MESSAGE).toBe("Le nombre d'enfants maximum doit être un nombre entier entre 1 et 50.");
    expect(DEFAULT_MATCHING_RADIUS_KM).toBe(15);
    expect(MAX_MATCHING_RADIUS_KM).toBe(200);
    expect(MATCHING_MESSAGES.radiusInvalid).toBe('Le rayon doit être un nombre de kilomètres entre 1 et 200.');
    expect(MAX_OFFER_QUEUE).toBe(10);
    expect(MATCHING_MESSAGES.tooManyMerchants).toBe('Choisissez au plus 10 artisans.');
    expect(MAX_DAYS_OFF).toBe(366);
    expect(WORKSHOP_DURATION_MINUTES).toBe(90);
    expect(WORKSHOP_SLOT_COUNT).toBe(3);
  });

  it('gives an artisan 48 hours to answer an offer, ranks by the workshops of the last 30 days, reminds 3 days ahead', () => {
    expect(DEFAULT_OFFER_DEADLINE_HOURS).toBe(48);
    expect(RECENT_WORKSHOPS_DAYS).toBe(30);
    expect(MERCHANT_WORKSHOP_REMINDER_DAYS).toBe(3);
    expect(MERCHANT_CALENDAR_REFRESH_HOURS).toBe(1);
  });

  it('keeps personal data for the periods chosen (a legal choice, see retention.ts), accounting records ten years', () => {
    expect({
      PARENT_REQUEST_RETENTION_MONTHS,
      REJECTED_APPLICATION_RETENTION_MONTHS,
      SENT_MAIL_BODY_RETENTION_DAYS,
      PAGE_VIEW_RETENTION_MONTHS,
      PAGE_STATS_RETENTION_MONTHS,
      ACCOUNTING_RETENTION_YEARS,
      ARTISAN_TAX_RECORDS_RETENTION_YEARS,
    }).toEqual({
      PARENT_REQUEST_RETENTION_MONTHS: 36,
      REJECTED_APPLICATION_RETENTION_MONTHS: 12,
      SENT_MAIL_BODY_RETENTION_DAYS: 90,
      PAGE_VIEW_RETENTION_MONTHS: 25,
      PAGE_STATS_RETENTION_MONTHS: 25,
      ACCOUNTING_RETENTION_YEARS: 10,
      ARTISAN_TAX_RECORDS_RETENTION_YEARS: 10,
    });
  });

  it('searches from 3 letters or digits, communes from 3 characters', () => {
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(SEARCH_TOO_SHORT_MESSAGE).toBe('La recherche doit compter au moins 3 lettres ou chiffres.');
    expect(isSearchTooShort('ab')).toBe(true);
    expect(isSearchTooShort('abc')).toBe(false);
    expect(COUNT_LIMIT).toBe(100);
  });
});

describe('searches and phone numbers', () => {
  it('caps counts only under a search', () => {
    expect(isSearchQuery('zoé')).toBe(true);
    for (const q of ['', '  ', ' - ', undefined, 42, ['zoé']]) expect({ q, search: isSearchQuery(q) }).toEqual({ q, search: false });
  });

  it('reads the digits of a phone number typed in pairs, with spaces, dots or dashes', () => {
    expect(phoneDigits('06 12.34-56 78')).toBe('0612345678');
    expect(PHONE_PATTERN.test(phoneDigits('06 12 34 56 78'))).toBe(true);
    expect(PHONE_PATTERN.test('061234567')).toBe(false);
    expect(PHONE_PATTERN.test('06123456789')).toBe(false);
    expect(PHONE_PATTERN.test('06/12/34/56/78')).toBe(false);
  });

  it('folds case, accents, ligatures, dashes, apostrophes and spaces the same way for stored text and queries', () => {
    expect(normalizeSearchText('  SAINT-Étienne  ')).toBe('saint etienne');
    expect(normalizeSearchText("L'Œuf   d’Æsope__x`y")).toBe('l oeuf d aesope x y');
    expect(normalizeSearchText('Cœur ‘a’')).toBe('coeur a');
  });
});
