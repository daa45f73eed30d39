import { buildMerchantPayload, capacityFromArea, EMPTY_MERCHANT_FORM, type MerchantFormState } from './merchantPayload';

const FILLED: MerchantFormState = {
  ...EMPTY_MERCHANT_FORM,
  nomCommerce: 'Au Bon Pain',
  superficie: '85',
  adresse: '3 rue des Fours',
  target_city_id: 'city-1',
  nomResponsable: 'Durand',
  prenomResponsable: 'Lucie',
  email: 'lucie@exemple.fr',
  telephone: '06 12 34 56 78',
  description: 'Fournil visible depuis la boutique',
};

describe('merchant application payload', () => {
  it('maps the form to the API fields, with the default activity boulanger', () => {
    expect(buildMerchantPayload(FILLED)).toEqual({
      establishment_name: 'Au Bon Pain',
      activity_sector_id: 'boulanger',
      address: '3 rue des Fours',
      city_id: 'city-1',
      manager_firstname: 'Lucie',
      manager_lastname: 'Durand',
      email: 'lucie@exemple.fr',
      phone: '0612345678',
      description: 'Fournil visible depuis la boutique',
      capacity: 85,
      website: '',
      terms_accepted: true,
    });
  });

  it("sends the free-text trade as the sector when the activity is 'autre'", () => {
    expect(buildMerchantPayload({ ...FILLED, activite: 'autre', autreActivite: ' Torréfacteur ' }).activity_sector_id).toBe('Torréfacteur');
    expect(buildMerchantPayload({ ...FILLED, activite: 'patissier', autreActivite: 'ignoré' }).activity_sector_id).toBe('patissier');
  });

  it.each([
    ['', 1],
    ['0', 1],
    ['abc', 1],
    ['45', 45],
    ['120.7', 120],
  ])('turns the area %p into the capacity %p', (superficie, capacity) => {
    expect(capacityFromArea(superficie)).toBe(capacity);
    expect(buildMerchantPayload({ ...FILLED, superficie }).capacity).toBe(capacity);
  });

  it('leaves the description out when it is empty', () => {
    expect(buildMerchantPayload({ ...FILLED, description: '' })).not.toHaveProperty('description');
    expect(buildMerchantPayload({ ...FILLED, description: '   ' })).not.toHaveProperty('description');
  });

  it('adds the bot-check proof only when there is one', () => {
    expect(buildMerchantPayload(FILLED)).not.toHaveProperty('recaptchaToken');
    expect(buildMerchantPayload(FILLED, { recaptchaToken: 'jeton' })).toMatchObject({ recaptchaToken: 'jeton' });
    expect(buildMerchantPayload(FILLED, { altcha: 'charge' })).toMatchObject({ altcha: 'charge' });
  });
});
