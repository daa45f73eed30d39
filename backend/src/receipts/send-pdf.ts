import type { FastifyReply } from 'fastify';

/** A stored document, sent as issued: a download, never cached (it names a parent). */
export function sendPdf(reply: FastifyReply, file: { number: string; pdf: Buffer }): void {
  void reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.number}.pdf"`)
    .header('Cache-Control', 'no-store')
    .send(file.pdf);
}
