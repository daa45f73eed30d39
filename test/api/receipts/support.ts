import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { receipts } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import { pdfText } from '../../support/documents';
import { fromAnywhere } from '../../support/parent-space';

/** A request's documents as stored, oldest number first. */
export const receiptsOf = (t: TestApp, requestId: string) =>
  t.db.select().from(receipts).where(eq(receipts.parentRequestId, requestId)).orderBy(asc(receipts.year), asc(receipts.sequence));

/** The PDF's text, with the narrow and non-breaking spaces French formatting uses read as plain spaces. */
export const textOf = (pdf: Buffer) => pdfText(pdf).replace(/[\u00a0\u202f]/g, ' ');

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Creates the deposit's intent and confirms it through the demo provider (the real success path); answers its secret. */
export async function payDeposit(t: TestApp, requestId: string): Promise<string> {
  const { body } = await fromAnywhere(t.http().post('/api/payments/create-payment-intent')).send({ amount: 3000, currency: 'eur', metadata: { requestId } }).expect(200);
  await confirmDemo(t, body.clientSecret as string);
  return body.clientSecret as string;
}

export const confirmDemo = (t: TestApp, clientSecret: string) => fromAnywhere(t.http().post('/api/payments/demo/confirm')).send({ clientSecret }).expect(200);

/** A GET whose answer is read as bytes (supertest buffers only text by default). */
export const download = (t: TestApp, path: string) =>
  t
    .http()
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
