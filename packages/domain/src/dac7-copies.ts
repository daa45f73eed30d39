/**
 * Each artisan's yearly copy of their DAC7 row (article 1649 ter A of the CGI: before 31 January, the platform gives
 * every seller what it reported about them). docs/dac7.md describes the copy, the job and the table.
 */

/** The Paris day of January from which the yearly job sends the past year's copies (docs/decisions.md says why). */
export const DAC7_COPY_SEND_FROM_DAY = 15;

/**
 * The year whose copies are due on Paris day `day` (YYYY-MM-DD): the past calendar year from 15 January on; before
 * that, the year before it (whose copies went out a year ago, so the job finds nothing left to send).
 */
export function dac7CopyYearDue(day: string): number {
  const year = Number(day.slice(0, 4));
  const fromDay = `${year}-01-${String(DAC7_COPY_SEND_FROM_DAY).padStart(2, '0')}`;
  return day >= fromDay ? year - 1 : year - 2;
}

export const DAC7_COPY_MESSAGES = {
  notFound: 'Cette copie DAC7 est introuvable.',
  notPaid: (year: number) => `Cet artisan n'a reçu aucun virement en ${year} : il n'a pas de copie DAC7 pour cette année.`,
  sendMailInvalid: "« Envoyer par e-mail » doit valoir vrai ou faux.",
} as const;

/** The copy's file name, the same in the mail, the space and the back office. */
export const dac7CopyFilename = (year: number) => `copie-dac7-${year}.pdf`;
