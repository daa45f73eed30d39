/** The city autocomplete looks a name or postal code up from this many characters typed (the list is empty below). */
export const CITY_SEARCH_MIN_LENGTH = 3;

/** A commune as every screen and mail names it: « Lyon (69001) ». */
export function cityLabel(city: { nom: string; code_postal: string }): string {
  return `${city.nom} (${city.code_postal})`;
}

/** A postal address on one line: « 3 rue des Forges, 21000 Dijon ». */
export function postalAddress(street: string, city: { nom: string; code_postal: string }): string {
  return `${street}, ${city.code_postal} ${city.nom}`;
}
