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

/** The sectors offered by default. Ids are stable slugs; `boulanger` is the default everywhere. */
export const DEFAULT_SECTOR_ID = 'boulanger';

export const ACTIVITY_SECTORS: ReadonlyArray<{ id: string; nom: string }> = [
  { id: 'boulanger', nom: 'Boulanger' },
  { id: 'patissier', nom: 'Pâtissier' },
  { id: 'chocolatier', nom: 'Chocolatier' },
  { id: 'confiseur', nom: 'Confiseur' },
  { id: 'glacier', nom: 'Glacier' },
  { id: 'fromager', nom: 'Fromager' },
  { id: 'traiteur', nom: 'Traiteur' },
  { id: 'fleuriste', nom: 'Fleuriste' },
  { id: 'ceramiste', nom: 'Céramiste' },
  { id: 'potier', nom: 'Potier' },
  { id: 'couturier', nom: 'Couturier' },
  { id: 'createur-bijoux', nom: 'Créateur de bijoux' },
  { id: 'savonnier', nom: 'Savonnier' },
  { id: 'papetier', nom: 'Papetier' },
  { id: 'loisirs-creatifs', nom: 'Loisirs créatifs' },
];

/**
 * The search key of the sector a parent's `merchant_type` asks for. The parent form sends a sector id
 * (`boulanger`) or the text typed for "un autre artisan"; sectors are compared by their search key
 * (activity_sectors.search_key), so "Pâtissière" finds "Pâtissier" and "createur-bijoux" finds "Créateur de bijoux".
 * An empty type is the default trade, boulanger.
 */
export function merchantTypeSectorKeys(merchantType: string | null | undefined): string[] {
  const typed = normalizeSearchText(merchantType ?? '') || DEFAULT_SECTOR_ID;
  const known = ACTIVITY_SECTORS.find((sector) => sector.id === typed || sector.id === typed.replace(/ /g, '-'));
  const keys = new Set<string>([typed, typed.replace(/-/g, ' ')]);
  if (known) keys.add(normalizeSearchText(known.nom));
  // French feminine and plural forms of a trade: "pâtissière", "boulangères", "céramistes".
  const singular = typed.replace(/s$/, '');
  keys.add(singular);
  keys.add(singular.replace(/ere$/, 'er').replace(/euse$/, 'eur').replace(/iere$/, 'ier'));
  for (const sector of ACTIVITY_SECTORS) if ([...keys].includes(sector.id)) keys.add(normalizeSearchText(sector.nom));
  return [...keys].filter(Boolean);
}
