import { downloadCSV } from 'react-admin';

/** First characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula gets a leading single quote, so it opens as text
 * (a phone number "+33 6…" reads "'+33 6…"); real numbers are written as they are, since the digits of a number,
 * even negative, cannot hold a formula. Then quoted when it holds the separator, a quote or a line break.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvColumns<T> = [header: string, read: (record: T) => unknown][];

/** The text of a CSV that spreadsheet programs open in French: ';' separated, French headers, one line per record. */
export function frenchCsv<T>(records: T[], columns: CsvColumns<T>): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(';'), ...records.map((r) => columns.map(([, read]) => csvCell(read(r))).join(';'))];
  return lines.join('\r\n');
}

export function downloadFrenchCsv<T>(filename: string, records: T[], columns: CsvColumns<T>): void {
  downloadCSV(frenchCsv(records, columns), filename);
}
