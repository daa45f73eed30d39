/**
 * The one normalisation of searchable text, used for stored search columns and for queries alike:
 * lower case, accents removed, ligatures spelled out, hyphens/apostrophes/spaces folded to one space.
 * "Saint-Étienne", "saint etienne" and "SAINT ÉTIENNE" all become "saint etienne".
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[\s\-'’‘`_]+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => '\\' + c);
}
