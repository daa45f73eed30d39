import { downloadCSV } from 'react-admin';

/** One CSV cell: quoted when it holds the separator, a quote or a line break. */
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV that spreadsheet programs open in French: ';' separated, French headers, one line per record. */
export function downloadFrenchCsv<T>(filename: string, records: T[], columns: [header: string, read: (record: T) => unknown][]): void {
  const lines = [columns.map(([header]) => cell(header)).join(';'), ...records.map((r) => columns.map(([, read]) => cell(read(r))).join(';'))];
  downloadCSV(lines.join('\r\n'), filename);
}
