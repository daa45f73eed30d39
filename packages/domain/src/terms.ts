/**
 * The version of each set of terms: the Paris day its text last changed. A request or an application records the
 * version its author accepted. Change a text, change its date here: test/source/terms-versions.spec.ts hashes each
 * text and fails when one changes without its version.
 */
export const TERMS_VERSIONS = {
  /** Conditions générales de vente: what a parent accepts before paying. */
  cgv: '2026-11-29',
  /** Conditions générales d'utilisation of the site. */
  cgu: '2026-11-29',
  /** Conditions des artisans: what an artisan accepts with the CGU when applying (EU Regulation 2019/1150). */
  artisans: '2026-11-29',
} as const;

export type TermsKind = keyof typeof TERMS_VERSIONS;

/** EU Regulation 2019/1150, article 3(2): artisans hear of a change to their conditions this many days ahead. */
export const ARTISAN_TERMS_NOTICE_DAYS = 15;

/** The paths of the pages showing each text (the site's routes, the mails' links). */
export const TERMS_PATHS: Record<TermsKind, string> = { cgv: '/cgv', cgu: '/cgu', artisans: '/conditions-artisans' };

export const TERMS_MESSAGES = {
  parentRequired: 'Vous devez accepter les conditions générales de vente.',
  merchantRequired: 'Vous devez accepter les CGU et les conditions des artisans.',
} as const;

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** « 29 novembre 2026 », « 1er décembre 2026 » (French writes the first of the month as an ordinal), for an instant or a version's day. */
export function frenchLongDate(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return longDate.format(instant).replace(/^1 /, '1er ');
}

/** « version du 29 novembre 2026 »: how the pages, the PDF and the mails name a text's version. */
export function termsVersionLabel(kind: TermsKind): string {
  return `version du ${frenchLongDate(TERMS_VERSIONS[kind])}`;
}

/** What the back office says of a request's accepted CGV: « CGV acceptées le … (version du …) », or « non enregistrée ». */
export function parentTermsLabel(acceptedAt: string | null, version: string | null): string {
  if (!acceptedAt || !version) return 'CGV : acceptation non enregistrée';
  return `CGV acceptées le ${frenchLongDate(acceptedAt)} (version du ${frenchLongDate(version)})`;
}

/** What the back office says of an artisan's accepted terms. */
export function merchantTermsLabel(acceptedAt: string | null, cguVersion: string | null, artisansVersion: string | null): string {
  if (!acceptedAt || !cguVersion || !artisansVersion) return 'CGU et conditions des artisans : acceptation non enregistrée';
  return (
    `CGU et conditions des artisans acceptées le ${frenchLongDate(acceptedAt)} ` +
    `(versions du ${frenchLongDate(cguVersion)} et du ${frenchLongDate(artisansVersion)})`
  );
}
