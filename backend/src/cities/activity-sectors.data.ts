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
