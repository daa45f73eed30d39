import { addDays, ARTISAN_TAX_NOTICE, parisDay } from '@ptits-mitrons/domain';
import type { ParsedMail } from 'mailparser';
import type { Test } from 'supertest';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import type { TestApp } from '../../support/app';
import { pdfText } from '../../support/documents';
import { payWithDemo, submitRequest } from '../../support/parent-requests';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { artisanWithWorkshops, dayFromToday } from '../payouts/support';
import { createSpaceApp } from './support';

const asBytes = (call: Test) =>
  call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The notice of article 242 bis, as a captured mail carries it: its text in the text part, its links in the HTML. */
function expectTaxNotice(mail: ParsedMail) {
  const text = mail.text ?? '';
  expect(text).toContain(ARTISAN_TAX_NOTICE.title);
  for (const paragraph of ARTISAN_TAX_NOTICE.paragraphs) expect(text).toContain(paragraph);
  for (const link of ARTISAN_TAX_NOTICE.links) {
    expect(text).toContain(`${link.label} : ${link.url}`);
    expect(mail.html).toContain(`href="${link.url}"`);
  }
}

describe('The tax and social notice of article 242 bis CGI goes with every transaction', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t } = await createSpaceApp({ SMTP_URL: smtp.url }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const delivered = async (to: string, subject: RegExp): Promise<ParsedMail> => {
    await t.app.get(MailWorker).processDue();
    const mails = smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.parsed.subject ?? ''));
    expect(mails).toHaveLength(1);
    return mails[0].parsed;
  };

  it('in the approval mail, the offer mail, and each statement (its mail and its PDF)', async () => {
    const auth = await t.adminAuth();
    const artisan = await artisanWithWorkshops(t, 'notice.fiscale@example.fr', [dayFromToday(-30)], { name: 'Fournil Notice' });
    expectTaxNotice(await delivered('notice.fiscale@example.fr', /^Bienvenue parmi les artisans/));

    const requestId = await submitRequest(t);
    await payWithDemo(t, requestId);
    await t.http().post(`/api/admin/parent-requests/${requestId}/offers`).set(auth).send({ merchantIds: [artisan.id], date: `${addDays(parisDay(), 30)}T14:00` }).expect(201);
    expectTaxNotice(await delivered('notice.fiscale@example.fr', /^Un atelier d'anniversaire pour vous/));

    const batch = (await t.http().post('/api/admin/payout-batches').set(auth).send({ from: dayFromToday(-31), to: dayFromToday(-29) }).expect(201)).body;
    await t.http().post(`/api/admin/payout-batches/${batch.id}/sent`).set(auth).expect(200);
    const statementMail = await delivered('notice.fiscale@example.fr', /^Votre relevé de paiement/);
    expectTaxNotice(statementMail);

    const statementId = (await t.http().get(`/api/admin/payout-batches/${batch.id}`).set(auth).expect(200)).body.artisans[0].statement_id;
    const pdf = (await asBytes(t.http().get(`/api/admin/payout-statements/${statementId}/pdf`).set(auth)).expect(200)).body as Buffer;
    for (const document of [pdfText(pdf), pdfText(statementMail.attachments[0].content)]) {
      const flat = document.replace(/\s+/g, ' ');
      expect(flat).toContain(ARTISAN_TAX_NOTICE.title);
      for (const paragraph of ARTISAN_TAX_NOTICE.paragraphs) expect(flat).toContain(paragraph);
      for (const link of ARTISAN_TAX_NOTICE.links) expect(flat).toContain(`${link.label} : ${link.url}`);
    }
  });
});
