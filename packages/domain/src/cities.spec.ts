import { CITY_SEARCH_MIN_LENGTH, cityLabel, postalAddress } from './cities';

describe('communes', () => {
  const dijon = { nom: 'Dijon', code_postal: '21000' };

  it('names a commune with its postal code', () => {
    expect(cityLabel(dijon)).toBe('Dijon (21000)');
    expect(cityLabel({ nom: 'Lyon', code_postal: '69001' })).toBe('Lyon (69001)');
  });

  it('writes a postal address on one line, the postal code before the commune', () => {
    expect(postalAddress('3 rue des Forges', dijon)).toBe('3 rue des Forges, 21000 Dijon');
  });

  it('looks a commune up from three characters typed', () => {
    expect(CITY_SEARCH_MIN_LENGTH).toBe(3);
  });
});
