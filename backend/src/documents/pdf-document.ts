import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * PDFs the product issues (receipts, credit notes, statements), drawn with pdfkit. DejaVu Sans is embedded (subset)
 * so that any name a parent or an artisan types prints as typed, not only the Latin-1 the standard PDF fonts know.
 */
const fonts = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

export type Pdf = InstanceType<typeof PDFDocument>;

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
