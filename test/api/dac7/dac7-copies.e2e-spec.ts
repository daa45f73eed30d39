import { DAC7_COPY_MESSAGES, DAC7_YEAR_MESSAGE, formatEuros, maskIban } from '@ptits-mitrons/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Test } from 'supertest';
import { auditEvents } from '../../../backend/src/audit/audit.schema';
import { Dac7CopiesService } from '../../../backend/src/dac7/dac7-copies.service';
import { reportCents } from '../../../backend/src/dac7/dac7-copy-document';
import { dac7Copies } from '../../../backend/src/dac7/dac7.schema';
import { mailOutbox } from '../../../backend/src/mail/mail.schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { openSameDatabase } from '../../support/database';
import { pdfText } from '../../support/documents';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { approvedMerchant, createSpaceApp } from '../merchant-space/support';
import { companyForm } from '../payout-details/support';
import { parseCsv, sentBatch } from './support';

/** The call with its answer's bytes as body (supertest buffers only text by default). */
const asBytes = (call: Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** pdftotext's spaces (French thousands take a narrow no-break space) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 15 January 2027, 09:00 in Paris: the first morning the 2026 copies are due. */
const DUE_2027 = new Date('2027-01-15T08:00:00Z');

describe("The artisans' yearly DAC7 copy", () => {
  let t: TestApp;
  let second: TestApp;
  let clock: TestClock;
  let smtp: TestSmtpServer;
  let company: { id: string; token: string };
  let person: { id: string; token: string };
  let unpaid: { id: string; token: string };

  const copyMails = (merchantId: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'merchant-dac7-copy'), like(mailOutbox.dedupKey, `merchant-dac7-copy:${merchantId}:%`)))
      .orderBy(asc(mailOutbox.createdAt));
  const copyOf = async (merchantId: string) => (await t.db.select().from(dac7Copies).where(eq(dac7Copies.merchantRequestId, merchantId)))[0];
  const regenerate = async (merchantId: string, body: unknown, status: number) =>
    t.http().post(`/api/admin/merchant-requests/${merchantId}/dac7-copies`).set(await t.adminAuth()).send(body as object).expect(status);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, clock } = await createSpaceApp({ SMTP_URL: smtp.url }));
    second = await createTestApp({ handle: await openSameDatabase(t.handle), env: { SMTP_URL: smtp.url } });
    company = await approvedMerchant(t, { email: 'copie.societe@example.fr', establishment_name: 'Aaa Boulangerie' });
    person = await approvedMerchant(t, { email: 'copie.personne@example.fr', establishment_name: 'Bbb Pâtisserie' });
    unpaid = await approvedMerchant(t, { email: 'copie.rien@example.fr', establishment_name: 'Ccc Chocolaterie' });
    await t.http().put(`/api/merchant-space/${company.token}/payout-details`).send(companyForm()).expect(200);
    // An individual whose tax number is still missing: the copy says so.
    await t
      .http()
      .put(`/api/merchant-space/${person.token}/payout-details`)
      .send({ ...companyForm(), seller_type: 'individual', vat_number: null, legal_name: 'Jeanne Martin', first_name: 'Jeanne', last_name: 'Martin', birth_date: '1980-02-03' })
      .expect(200);
    // 2026 in Paris time: three workshops in Q1, one in Q2 with the debt of a refunded Q1 one, nine in Q4.
    const [first] = await sentBatch(t, new Date('2026-01-20T10:00:00Z'), [
      { merchant: company.id, amount: 15000 },
      { merchant: company.id, amount: 12000 },
      { merchant: company.id, amount: 12000 },
    ]);
    await sentBatch(t, new Date('2026-04-10T10:00:00Z'), [
      { merchant: company.id, amount: 12000 },
      { merchant: company.id, kind: 'refund_debt', amount: -15000, workshop: first },
    ]);
    await sentBatch(
      t,
      new Date('2026-11-10T10:00:00Z'),
      Array.from({ length: 9 }, () => ({ merchant: company.id, amount: 12500 })),
    );
    await sentBatch(t, new Date('2026-06-10T10:00:00Z'), [{ merchant: person.id, amount: 13000 }]);
    // Paid in 2027 only: no 2026 copy.
    await sentBatch(t, new Date('2027-01-05T10:00:00Z'), [{ merchant: unpaid.id, amount: 12000 }]);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await smtp?.stop();
  });

  it('mails each artisan paid in 2026 their copy once when three runs overlap on two instances, from 15 January only', async () => {
    const here = t.app.get(Dac7CopiesService);
    const there = second.app.get(Dac7CopiesService);
    // Before 15 January 2027 the job's year is 2025, when nobody was paid: nothing.
    expect(await here.sendDue(new Date('2027-01-14T08:00:00Z'))).toBe(0);
    expect(await t.db.select().from(dac7Copies)).toHaveLength(0);

    const sent = await Promise.all([here.sendDue(DUE_2027), there.sendDue(DUE_2027), here.sendDue(DUE_2027)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    const copies = await t.db.select().from(dac7Copies);
    expect(copies.map((copy) => [copy.merchantRequestId, copy.year, copy.version]).sort()).toEqual(
      [
        [company.id, 2026, 1],
        [person.id, 2026, 1],
      ].sort(),
    );
    for (const merchant of [company, person]) {
      const mails = await copyMails(merchant.id);
      expect(mails.map((mail) => mail.dedupKey)).toEqual([`merchant-dac7-copy:${merchant.id}:2026`]);
      const copy = await copyOf(merchant.id);
      expect(copy.mailedAt).not.toBeNull();
      // The mail carries the stored PDF, byte for byte.
      expect(mails[0].attachments).toEqual([{ filename: 'copie-dac7-2026.pdf', contentType: 'application/pdf', content: copy.pdf.toString('base64'), encoding: 'base64' }]);
    }
    expect(await copyMails(unpaid.id)).toHaveLength(0);

    // A later morning, a restart: nothing more.
    expect(await there.sendDue(new Date('2027-01-16T08:00:00Z'))).toBe(0);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'merchant-dac7-copy'))).toHaveLength(2);

    // The mail leaves with its PDF attached. Each instance's worker runs: the mail was queued by whichever instance
    // won the copy, at that instance's clock (this file's test clock, or the second instance's real one).
    for (const app of [t, second]) await app.app.get(MailWorker).processDue();
    const received = smtp.messages.filter((mail) => mail.to.includes('copie.societe@example.fr') && /DAC7/.test(mail.parsed.subject ?? ''));
    expect(received).toHaveLength(1);
    expect(received[0].parsed.subject).toBe('Votre copie de la déclaration DAC7 2026');
    expect(received[0].parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['copie-dac7-2026.pdf', 'application/pdf']]);
  });

  it("prints the very figures of the artisan's CSV row, with the IBAN masked", async () => {
    const csv = await t.http().get('/api/admin/reports/dac7?year=2026').set(await t.adminAuth()).expect(200);
    const [header, ...rows] = parseCsv(csv.text.slice(1));
    const records = rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]])));
    for (const merchant of [company, person]) {
      const row = records.find((record) => record.merchant_request_id === merchant.id)!;
      const text = plain(pdfText((await copyOf(merchant.id)).pdf));
      for (const q of [1, 2, 3, 4]) {
        const line = text.split('\n').find((l) => l.trim().startsWith(`T${q} 2026`));
        expect({ q, cells: line?.trim().split(/\s{2,}/) }).toEqual({
          q,
          cells: [`T${q} 2026`, row[`services_q${q}`], ...[row[`amount_q${q}`], row[`fees_q${q}`], row[`taxes_q${q}`]].map((amount) => plain(formatEuros(reportCents(amount))))],
        });
      }
      const total = text.split('\n').find((l) => l.trim().startsWith('Total'));
      expect(total?.trim().split(/\s{2,}/)).toEqual(['Total', row.services_total, ...[row.amount_total, row.fees_total, '0.00'].map((amount) => plain(formatEuros(reportCents(amount))))]);
      expect(text).toContain(plain(maskIban(row.iban)));
      expect(text).not.toContain(row.iban);
      expect(text).toContain(row.legal_name);
      expect(text).toContain(row.siret);
      expect(text).toContain('article 1649 ter A');
    }
    // The figures themselves, not only their equality: Q1 three workshops, Q2 one less the refunded one, Q4 nine.
    const companyRow = records.find((record) => record.merchant_request_id === company.id)!;
    expect([companyRow.services_q1, companyRow.amount_q1, companyRow.services_q2, companyRow.amount_q2, companyRow.services_q4, companyRow.amount_q4]).toEqual([
      '3',
      '390.00',
      '0',
      '-30.00',
      '9',
      '1125.00',
    ]);
    const personText = plain(pdfText((await copyOf(person.id)).pdf));
    expect(personText).toContain('Entrepreneur individuel');
    expect(personText).toContain('Numéro fiscal');
  });

  it('lets the artisan list and download their copies with their token only', async () => {
    const list = await t.http().get(`/api/merchant-space/${company.token}/dac7-copies`).expect(200);
    expect(list.body).toEqual({ copies: [{ year: 2026, updated_at: (await copyOf(company.id)).updatedAt.toISOString() }] });
    // The artisan's data export lists the same copies.
    expect((await t.http().get(`/api/merchant-space/${company.token}/data`).expect(200)).body.dac7_copies).toEqual(list.body.copies);
    const answer = await asBytes(t.http().get(`/api/merchant-space/${company.token}/dac7-copies/2026.pdf`)).expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="copie-dac7-2026.pdf"');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(answer.body as Buffer, (await copyOf(company.id)).pdf)).toBe(0);
    expect((await t.http().get(`/api/merchant-space/${unpaid.token}/dac7-copies`).expect(200)).body).toEqual({ copies: [] });
    for (const path of [`${unpaid.token}/dac7-copies/2026.pdf`, `${company.token}/dac7-copies/2025.pdf`, `${company.token}/dac7-copies/20x6.pdf`, 'jeton-inconnu/dac7-copies/2026.pdf']) {
      const refused = await t.http().get(`/api/merchant-space/${path}`).expect(404);
      expect(refused.body.message).toMatch(/introuvable|n'est plus valable|lien/i);
    }
    expect((await t.http().get(`/api/merchant-space/${unpaid.token}/dac7-copies/2026.pdf`).expect(404)).body.message).toBe(DAC7_COPY_MESSAGES.notFound);
  });

  it('is drawn again by staff: the PDF replaced and audited, the artisan mailed only when the box is ticked', async () => {
    const before = await copyOf(company.id);
    // Details corrected since: the new copy prints them.
    await t
      .http()
      .put(`/api/merchant-space/${company.token}/payout-details`)
      .send({ ...companyForm(), legal_name: 'Boulangerie du Parc SAS' })
      .expect(200);
    clock.advance(60_000);
    const silent = await regenerate(company.id, { year: 2026, send_mail: false }, 200);
    expect(silent.body).toMatchObject({ year: 2026, version: 2, mailed: false });
    const after = await copyOf(company.id);
    expect(after.sha256).not.toBe(before.sha256);
    expect(pdfText(after.pdf)).toContain('Boulangerie du Parc SAS');
    expect(after.mailedAt).toEqual(before.mailedAt);
    expect(await copyMails(company.id)).toHaveLength(1);

    const mailed = await regenerate(company.id, { year: 2026, send_mail: true }, 200);
    expect(mailed.body).toMatchObject({ year: 2026, version: 3, mailed: true });
    const mails = await copyMails(company.id);
    expect(mails.map((mail) => mail.dedupKey)).toEqual([`merchant-dac7-copy:${company.id}:2026`, `merchant-dac7-copy:${company.id}:2026:v3`]);
    expect(mails[1].attachments?.[0].content).toBe((await copyOf(company.id)).pdf.toString('base64'));

    const audit = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, company.id), eq(auditEvents.action, 'dac7_copy_regenerated'))).orderBy(asc(auditEvents.createdAt));
    expect(audit.map((event) => event.reason)).toEqual(['Copie DAC7 2026 (version 2)', 'Copie DAC7 2026 (version 3), envoyée par e-mail']);
    // The yearly job does not mail it again.
    expect(await t.app.get(Dac7CopiesService).sendDue(new Date('2027-01-20T08:00:00Z'))).toBe(0);
    expect(await copyMails(company.id)).toHaveLength(2);
  });

  it('mails a copy staff drew without mailing at the next morning of the job, once', async () => {
    const early = await approvedMerchant(t, { email: 'copie.tot@example.fr', establishment_name: 'Eee Confiserie' });
    await t.http().put(`/api/merchant-space/${early.token}/payout-details`).send(companyForm()).expect(200);
    await sentBatch(t, new Date('2026-08-10T10:00:00Z'), [{ merchant: early.id, amount: 12000 }]);
    await regenerate(early.id, { year: 2026, send_mail: false }, 200);
    expect(await copyMails(early.id)).toHaveLength(0);
    const drawn = await copyOf(early.id);
    const runs = await Promise.all([t.app.get(Dac7CopiesService).sendDue(DUE_2027), second.app.get(Dac7CopiesService).sendDue(DUE_2027)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await copyMails(early.id);
    expect(mails).toHaveLength(1);
    // Staff's PDF is the one mailed, not drawn anew.
    expect(mails[0].attachments?.[0].content).toBe(drawn.pdf.toString('base64'));
    expect((await copyOf(early.id)).sha256).toBe(drawn.sha256);
  });

  it('refuses a year without payment, an unknown artisan and a bad body in French, changing nothing', async () => {
    const count = async () => [(await t.db.select().from(dac7Copies)).length, (await t.db.select().from(mailOutbox)).length, (await t.db.select().from(auditEvents)).length];
    const start = await count();
    expect((await regenerate(unpaid.id, { year: 2026, send_mail: true }, 409)).body.message).toBe(DAC7_COPY_MESSAGES.notPaid(2026));
    await regenerate('00000000-0000-4000-8000-000000000000', { year: 2026, send_mail: true }, 404);
    await regenerate('pas-un-id', { year: 2026, send_mail: true }, 404);
    for (const body of [{ year: '2026', send_mail: true }, { year: 2019, send_mail: false }, { year: 2026.5, send_mail: false }, { year: 2026 }, { year: 2026, send_mail: 'oui' }, {}]) {
      const refused = await regenerate(company.id, body, 400);
      expect(JSON.stringify(refused.body)).toMatch(new RegExp(`${DAC7_YEAR_MESSAGE.slice(0, 20)}|${DAC7_COPY_MESSAGES.sendMailInvalid.slice(0, 20)}`));
    }
    await t.http().post(`/api/admin/merchant-requests/${company.id}/dac7-copies`).send({ year: 2026, send_mail: true }).expect(401);
    expect(await count()).toEqual(start);
  });
});
