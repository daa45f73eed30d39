import { deName } from './french';

describe('de before a first name', () => {
  it.each([
    ['Léo', 'de Léo'],
    ['Inès', "d'Inès"],
    ['Hugo', "d'Hugo"],
    ['Émilie', "d'Émilie"],
    ['yanis', "d'yanis"],
    ['<b>Léo</b>', 'de <b>Léo</b>'],
  ])('%s → %s', (name, expected) => {
    expect(deName(name)).toBe(expected);
  });
});
