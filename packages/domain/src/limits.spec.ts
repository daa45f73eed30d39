import { COUNT_LIMIT, countLimit, isCountCapped, isSearchTooShort } from './limits';

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
