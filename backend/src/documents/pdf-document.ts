import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * PDFs the product issues (receipts, credit notes, statements), drawn with pdfkit. DejaVu Sans is embedded (subset)
 * so that any name a parent or an artisan types prints as typed, not only the Latin-1 the standard PDF fonts know.
 */
export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * Each font parsed once per process: pdfkit takes a font fontkit already parsed (its own parser). Parsing DejaVu's
 * layout tables again for every document costs about 70 ms per font, ten times the rest of a receipt, and a receipt
 * is drawn while its number's counter row is locked.
 */
function parsed(file: string): PDFKit.Mixins.PDFFontSource {
  return fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as unknown as PDFKit.Mixins.PDFFontSource;
}
const fonts = { regular: parsed('DejaVuSans.ttf'), bold: parsed('DejaVuSans-Bold.ttf') };

export interface PdfMeta {
  title: string;
  author: string;
  /** Written in the file's metadata, so the same content issued twice gives the same bytes. */
  createdAt: Date;
}

/** Draws a document with `draw` (fonts `regular` and `bold` registered) and returns its bytes. */
export function renderPdf(meta: PdfMeta, draw: (pdf: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 50,
      lang: 'fr-FR',
      info: { Title: meta.title, Author: meta.author, Creator: meta.author, CreationDate: meta.createdAt },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('regular', fonts.regular);
    pdf.registerFont('bold', fonts.bold);
    pdf.font('regular');
    try {
      draw(pdf);
    } catch (error) {
      reject(error as Error);
      return;
    }
    pdf.end();
  });
}

export function sha256Hex(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A titled block of lines (the issuer, the client, the workshop). */
export function drawBlock(pdf: Pdf, title: string, lines: string[]): void {
  pdf.font('bold').fontSize(11).text(title);
  pdf.font('regular').fontSize(10);
  for (const line of lines) pdf.text(line);
  pdf.moveDown(0.8);
}

export interface TableLine {
  label: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

const COLUMNS = [
  { x: 50, width: 255, align: 'left' },
  { x: 310, width: 50, align: 'right' },
  { x: 365, width: 95, align: 'right' },
  { x: 465, width: 80, align: 'right' },
] as const;

function tableRow(pdf: Pdf, cells: string[], font: 'regular' | 'bold'): void {
  const y = pdf.y;
  pdf.font(font).fontSize(10);
  let bottom = y;
  cells.forEach((cell, i) => {
    pdf.text(cell, COLUMNS[i].x, y, { width: COLUMNS[i].width, align: COLUMNS[i].align });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.x = 50;
  pdf.y = bottom + 4;
}

/** The detailed lines: header, one row per line, amounts formatted by `euros`. */
export function drawLinesTable(pdf: Pdf, headers: [string, string, string, string], lines: TableLine[], euros: (cents: number) => string): void {
  tableRow(pdf, headers, 'bold');
  pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).stroke();
  pdf.y += 4;
  for (const line of lines) tableRow(pdf, [line.label, String(line.quantity), euros(line.unitCents), euros(line.totalCents)], 'regular');
  pdf.moveDown(0.5);
}

/** Label / amount pairs aligned right, under the table; `bold` marks the ones to stress. */
export function drawTotals(pdf: Pdf, rows: { label: string; amount: string; bold?: boolean }[]): void {
  for (const row of rows) {
    const y = pdf.y;
    pdf.font(row.bold ? 'bold' : 'regular').fontSize(10);
    pdf.text(row.label, 290, y, { width: 170, align: 'right' });
    pdf.text(row.amount, 465, y, { width: 80, align: 'right' });
    pdf.x = 50;
  }
  pdf.moveDown(0.8);
}
