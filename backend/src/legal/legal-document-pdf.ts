import type { LegalDocument } from '@ptits-mitrons/domain';
import { renderPdf } from '../documents/pdf-document';

/**
 * A legal text as the site shows it (title, version, introduction, sections), as a PDF: the durable copy of the CGV
 * that follows the deposit (Code de la consommation L221-13). Dated with the text's version, so that one version with
 * the same settings always gives the same bytes.
 */
export function renderLegalDocumentPdf(document: LegalDocument, meta: { author: string; version: string; siteUrl: string }): Promise<Buffer> {
  return renderPdf({ title: document.title, author: meta.author, createdAt: new Date(`${meta.version}T12:00:00Z`) }, (pdf) => {
    pdf.font('bold').fontSize(16).text(document.title);
    if (document.version) pdf.font('regular').fontSize(9).fillColor('#555555').text(document.version.charAt(0).toUpperCase() + document.version.slice(1)).fillColor('black');
    pdf.moveDown(0.8);
    pdf.font('regular').fontSize(10).text(document.intro, { align: 'justify' });
    for (const section of document.sections) {
      pdf.moveDown(0.8);
      pdf.font('bold').fontSize(11).text(section.title);
      pdf.moveDown(0.3);
      for (const paragraph of section.paragraphs) pdf.font('regular').fontSize(10).text(paragraph, { align: 'justify', paragraphGap: 4 });
      // The site's links, written out: a PDF read later has no router.
      for (const link of section.links ?? []) pdf.font('regular').fontSize(10).text(`${link.label} : ${new URL(link.to, meta.siteUrl).href}`);
    }
  });
}
