import { ACTIVITY_SECTORS, DEFAULT_SECTOR_ID, merchantTypeSectorKeys } from './sectors';

describe("the sectors a parent's merchant type asks for", () => {
  it('asks for the default trade, boulanger, when none is typed', () => {
    expect(DEFAULT_SECTOR_ID).toBe('boulanger');
    for (const type of ['', '  ', null, undefined]) expect(merchantTypeSectorKeys(type)).toEqual(['boulanger']);
  });

  it('asks for one trade only, not every sector', () => {
    expect(merchantTypeSectorKeys('boulanger')).toEqual(['boulanger']);
    expect(merchantTypeSectorKeys('glacier')).toEqual(['glacier']);
    expect(merchantTypeSectorKeys('souffleur de verre')).toEqual(['souffleur de verre']);
  });

  it("finds a sector by its id with a dash or by its name, whatever the accents and case", () => {
    expect(merchantTypeSectorKeys('createur-bijoux')).toEqual(['createur bijoux', 'createur de bijoux']);
    expect(merchantTypeSectorKeys('Créateur de bijoux')).toEqual(['createur de bijoux']);
    expect(merchantTypeSectorKeys('LOISIRS-CREATIFS')).toEqual(['loisirs creatifs', 'loisirs creatif']);
  });

  it('reads French feminine and plural forms of a trade', () => {
    expect(merchantTypeSectorKeys('Pâtissière')).toEqual(['patissiere', 'patissier']);
    expect(merchantTypeSectorKeys('boulangères')).toEqual(['boulangeres', 'boulangere', 'boulanger']);
    expect(merchantTypeSectorKeys('Céramistes')).toEqual(['ceramistes', 'ceramiste']);
    expect(merchantTypeSectorKeys('chocolatière')).toEqual(['chocolatiere', 'chocolatier']);
    expect(merchantTypeSectorKeys('brodeuse')).toEqual(['brodeuse', 'brodeur']);
  });

  it('changes only the end of the words typed, and keeps no empty key', () => {
    expect(merchantTypeSectorKeys('couturière de mariage')).toEqual(['couturiere de mariage']);
    expect(merchantTypeSectorKeys('vendeuse de fleurs')).toEqual(['vendeuse de fleurs', 'vendeuse de fleur']);
    expect(merchantTypeSectorKeys('céréalier')).toEqual(['cerealier']);
    expect(merchantTypeSectorKeys('s')).toEqual(['s']);
  });

  it('offers fifteen sectors, boulanger first, each id the search key of its name with dashes', () => {
    expect(ACTIVITY_SECTORS.map((sector) => sector.id)).toEqual([
      'boulanger', 'patissier', 'chocolatier', 'confiseur', 'glacier', 'fromager', 'traiteur', 'fleuriste', 'ceramiste', 'potier',
      'couturier', 'createur-bijoux', 'savonnier', 'papetier', 'loisirs-creatifs',
    ]);
    // The names are the sectors' search keys (activity_sectors.search_key): « Créateur de bijoux » is the one with a word more.
    for (const sector of ACTIVITY_SECTORS.filter((s) => s.id !== 'createur-bijoux')) {
      expect({ id: sector.id, key: merchantTypeSectorKeys(sector.nom)[0].replace(/ /g, '-') }).toEqual({ id: sector.id, key: sector.id });
    }
  });
});
