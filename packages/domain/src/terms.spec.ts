import { ARTISAN_TERMS_NOTICE_DAYS, merchantTermsLabel, parentTermsLabel, TERMS_PATHS, TERMS_VERSIONS, termsVersionLabel } from './terms';

describe('terms versions and what the back office says of them', () => {
  it('gives each text a version that is a real day, and a page', () => {
    for (const [kind, version] of Object.entries(TERMS_VERSIONS)) {
      expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${version}T12:00:00Z`).toISOString().slice(0, 10)).toBe(version);
      expect(TERMS_PATHS[kind as keyof typeof TERMS_PATHS]).toMatch(/^\/[a-z-]+$/);
    }
  });

  it('tells artisans of a change to their terms 15 days ahead (EU Regulation 2019/1150, art. 3)', () => {
    expect(ARTISAN_TERMS_NOTICE_DAYS).toBe(15);
  });

  it('names a version by its French day', () => {
    expect(termsVersionLabel('cgv')).toMatch(/^version du \d{1,2} [a-zéû]+ \d{4}$/);
  });

  it('says when and which CGV a parent accepted, in Paris time', () => {
    // 23:30 UTC on 30 June is already 1 July in Paris.
    expect(parentTermsLabel('2026-06-30T23:30:00.000Z', '2026-06-15')).toBe('CGV acceptées le 1er juillet 2026 (version du 15 juin 2026)');
  });

  it('says « non enregistrée » for what was accepted before the checkbox existed', () => {
    expect(parentTermsLabel(null, null)).toBe('CGV : acceptation non enregistrée');
    expect(parentTermsLabel('2026-06-30T10:00:00.000Z', null)).toBe('CGV : acceptation non enregistrée');
    expect(merchantTermsLabel(null, null, null)).toBe('CGU et conditions des artisans : acceptation non enregistrée');
    expect(merchantTermsLabel('2026-06-30T10:00:00.000Z', '2026-06-15', null)).toBe('CGU et conditions des artisans : acceptation non enregistrée');
    expect(merchantTermsLabel(null, '2026-06-15', '2026-06-15')).toBe('CGU et conditions des artisans : acceptation non enregistrée');
    expect(merchantTermsLabel('2026-06-30T10:00:00.000Z', null, '2026-06-15')).toBe('CGU et conditions des artisans : acceptation non enregistrée');
  });

  it('says when an artisan accepted the CGU and the artisans’ conditions, and their versions', () => {
    expect(merchantTermsLabel('2026-12-01T08:00:00.000Z', '2026-11-29', '2026-11-30')).toBe(
      'CGU et conditions des artisans acceptées le 1er décembre 2026 (versions du 29 novembre 2026 et du 30 novembre 2026)',
    );
  });
});
