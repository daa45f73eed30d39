import { artisanTerms, legalNotice, PRIVACY_POLICY_LINK, salesTerms, termsOfUse, type LegalDocument } from './legal';
import { termsVersionLabel } from './terms';

// The settings as the server reads them (typed from the functions, so this spec does not follow the API's types).
const settings: Parameters<typeof legalNotice>[0] = {
  brandName: 'Les P’tits Mitrons',
  contactEmail: 'bonjour@example.fr',
  contactPhone: '01 23 45 67 89',
  prices: { depositAmount: 3000, currency: 'eur', totalPrice: 180 },
  operator: {
    legalName: 'Mitrons SAS',
    address: '1 rue du Four, 75001 Paris',
    siret: '73282932000074',
    vatNumber: 'FR44732829320',
    publicationDirector: 'Camille Martin',
  },
  host: { name: 'Hébergeur SA', address: '2 quai des Serveurs, 59100 Roubaix', phone: '03 20 00 00 00' },
  mediator: { name: 'Médiateur Conso', address: '3 place de la Paix, 69001 Lyon', url: 'https://mediateur.example.fr' },
};

const documents = { legalNotice, salesTerms, termsOfUse, artisanTerms };

/** All the words a reader sees in a document, in order. */
function text(doc: LegalDocument): string {
  return [doc.title, doc.version ?? '', doc.intro, ...doc.sections.flatMap((section) => [section.title, ...section.paragraphs])].join('\n');
}

function section(doc: LegalDocument, title: string) {
  const found = doc.sections.find((s) => s.title === title);
  if (!found) throw new Error(`no section ${title}`);
  return found;
}

describe('the legal texts', () => {
  it.each(Object.entries(documents))('%s has a title, an intro and sections that each say something', (_, write) => {
    const doc = write(settings);
    expect(doc.title).toEqual(expect.any(String));
    expect(doc.intro).toContain(settings.brandName);
    expect(doc.sections.length).toBeGreaterThan(3);
    for (const { title, paragraphs } of doc.sections) {
      expect({ title, paragraphs: paragraphs.length > 0 && paragraphs.every((p) => p.length > 20) }).toEqual({ title: expect.any(String), paragraphs: true });
    }
  });

  it('numbers the sections of the texts people accept in order', () => {
    for (const doc of [salesTerms(settings), termsOfUse(settings), artisanTerms(settings)]) {
      expect(doc.sections.map((s) => Number.parseInt(s.title, 10))).toEqual(doc.sections.map((_, i) => i + 1));
    }
  });

  it('names the version each accepted text is at, and none for the legal notice', () => {
    expect(salesTerms(settings).version).toBe(termsVersionLabel('cgv'));
    expect(termsOfUse(settings).version).toBe(termsVersionLabel('cgu'));
    expect(artisanTerms(settings).version).toBe(termsVersionLabel('artisans'));
    expect(legalNotice(settings).version).toBeUndefined();
  });

  it('names the operator, the host, the mediator and how to reach the publisher in the legal notice', () => {
    const notice = legalNotice(settings);
    const all = text(notice);
    for (const value of [...Object.values(settings.operator), ...Object.values(settings.host), ...Object.values(settings.mediator)]) {
      expect(all).toContain(value);
    }
    expect(section(notice, 'Contact').paragraphs.join(' ')).toContain(settings.contactEmail);
    expect(section(notice, 'Contact').paragraphs.join(' ')).toContain(settings.contactPhone);
    expect(section(notice, 'Données personnelles').links).toEqual([PRIVACY_POLICY_LINK]);
  });

  it('links the privacy policy at its address', () => {
    expect(PRIVACY_POLICY_LINK.to).toBe('/confidentialite');
    const terms = termsOfUse(settings);
    expect(terms.sections.filter((s) => s.links?.includes(PRIVACY_POLICY_LINK)).map((s) => s.title)).toEqual([
      '10. Données personnelles',
      "11. Mesure d'audience",
    ]);
  });

  it('states the price, the deposit, the group and the cancellation delays in the CGV', () => {
    const all = text(salesTerms(settings));
    expect(all).toContain('prix de l\'atelier est de 180 € TTC');
    expect(all).toContain("acompte de 30 €, qui vient en déduction du prix total de 180 €");
    expect(all).toContain('1h30');
    expect(all).toContain('8 enfants');
    expect(all).toContain('10 jours');
    expect(all).toContain("plus de 15 jours avant la date de l'atelier");
    expect(all).toContain("15 jours ou moins avant la date de l'atelier");
    expect(all).toContain(settings.mediator.url);
  });

  it('states how long audience data is kept and how far ahead artisans hear of a change, in the CGU', () => {
    const all = text(termsOfUse(settings));
    expect(all).toContain('conservées 25 mois au plus');
    expect(all).toContain('notifiée au moins 15 jours avant son entrée en vigueur');
  });

  it("states the ranking's parameters, the offers' rules, the price and the notice of a change, in the artisans' terms", () => {
    const all = text(artisanTerms(settings));
    expect(all).toContain('valable 180 jours');
    expect(all).toContain('(au plus 10)');
    expect(all).toContain('48 heures par défaut');
    expect(all).toContain('à moins de 15 km');
    expect(all).toContain('au cours des 30 derniers jours');
    expect(all).toContain('Le parent paie 180 € pour');
    expect(all).toContain('au moins 15 jours avant son entrée en vigueur');
    expect(all).toContain(settings.operator.legalName);
  });
});
