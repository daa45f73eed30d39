import { formatEuros, maskIban, PAYOUT_MESSAGES } from '@ptits-mitrons/domain';
import { createHash } from 'node:crypto';
import type { Test } from 'supertest';
import { and, count, eq } from 'drizzle-orm';
import { auditEvents, mailOutbox, payoutBatches, payoutLines, payoutStatements } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { openSameDatabase } from '../../support/database';
import { pdfText, sepaSchemaErrors } from '../../support/documents';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { artisanWithWorkshops, confirmedWorkshop, createSpaceApp, dayFromToday, givePayoutDetails, IBAN_DE, parisInstant, refundIntent } from './support';

/** The call with its answer's bytes as body (supertest buffers only text by default). */
const asBytes = (call: Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** An amount as the SEPA file writes it. */
const euros = (cents: number) => (cents / 100).toFixed(2);

describe('Paying artisans: batches, SEPA file, statements, mails', () => {
  let t: TestApp;
  let clock: TestClock;
  let smtp: TestSmtpServer;
  let second: TestApp | undefined;
  /** Another instance on the same database, opened once and closed with the first one. */
  const secondInstance = async () => (second ??= await createTestApp({ handle: await openSameDatabase(t.handle), env: { SMTP_URL: smtp.url } }));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, clock } = await createSpaceApp({ SMTP_URL: smtp.url, ARTISAN_SHARE_CENTS: '12000', OPERATOR_LEGAL_NAME: "Les P'tits Mitrons SAS" }));
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(async () => {
    await second?.close();
    await t.close();
    await smtp.stop();
  });

  const createBatch = async (from: string, to: string) => t.http().post('/api/admin/payout-batches').set(await t.adminAuth()).send({ from, to });
  const detail = async (id: string) => (await t.http().get(`/api/admin/payout-batches/${id}`).set(await t.adminAuth()).expect(200)).body;
  const sepa = async (id: string) => t.http().get(`/api/admin/payout-batches/${id}/sepa.xml`).set(await t.adminAuth()).expect(200);
  const statementBytes = async (id: string) =>
    (await asBytes(t.http().get(`/api/admin/payout-statements/${id}/pdf`).set(await t.adminAuth())).expect(200)).body as Buffer;

  it('writes one valid SEPA file whose amounts are the statements and the lines, leaving out incomplete artisans; a workshop is never in two batches', async () => {
    const from = dayFromToday(-100);
    const to = dayFromToday(-90);
    const dupont = await artisanWithWorkshops(t, 'dupont@example.fr', [dayFromToday(-99), dayFromToday(-95)], { name: 'Boulangerie Dupont', children: ['Inès', 'Léo'] });
    const arnaud = await artisanWithWorkshops(t, 'arnaud@example.fr', [dayFromToday(-98)], { name: 'Atelier Arnaud', details: false, children: ['Noé'] });
    await givePayoutDetails(t, arnaud.id, { legalName: 'Arnaud Pâtisserie & Fils', accountHolder: 'Jérôme Arnaud', iban: IBAN_DE, bic: null });
    const incomplete = await artisanWithWorkshops(t, 'incomplet-lot@example.fr', [dayFromToday(-97)], { details: false });

    const created = await createBatch(from, to);
    expect(created.status).toBe(201);
    const batch = created.body;
    expect(batch).toMatchObject({ period_start: from, period_end: to, status: 'generated', status_label: 'Fichier généré', total_cents: 36000, artisans_count: 2, lines_count: 3, sent_at: null });
    expect(batch.reference).toMatch(/^PTM-\d{8}-0001$/);

    const file = await sepa(batch.id);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="virements-${batch.reference}.xml"`);
    const xml = file.text;
    expect(sepaSchemaErrors(xml)).toBe('');
    const [stored] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
    expect(stored.xmlSha256).toBe(createHash('sha256').update(xml).digest('hex'));
    expect(xml).toContain(`<MsgId>${batch.reference}</MsgId>`);
    expect(xml.match(/<CtrlSum>([^<]+)<\/CtrlSum>/g)).toEqual([`<CtrlSum>${euros(36000)}</CtrlSum>`, `<CtrlSum>${euros(36000)}</CtrlSum>`]);
    expect(xml).toContain('<Nm>Les P\'tits Mitrons SAS</Nm>'.replace("'", '&apos;'));
    expect(xml).toContain('<IBAN>FR7630006000011234567890189</IBAN>');

    const answer = await detail(batch.id);
    expect(answer.artisans.map((a: { establishment_name: string }) => a.establishment_name)).toEqual(['Atelier Arnaud', 'Boulangerie Dupont']);
    expect(JSON.stringify(answer)).not.toContain(incomplete.id);
    expect(answer.artisans[1].lines.map((line: { proposal_id: string }) => line.proposal_id)).toEqual(dupont.workshops.map((w) => w.proposalId));
    const transactions = xml.split('<CdtTrfTxInf>').slice(1);
    expect(transactions).toHaveLength(2);
    for (const [index, artisan] of answer.artisans.entries()) {
      expect(artisan.statement_number).toBe(`REL-${batch.reference}-${index + 1}`);
      expect(artisan.total_cents).toBe(artisan.lines.reduce((sum: number, line: { amount_cents: number }) => sum + line.amount_cents, 0));
      const transaction = transactions[index];
      expect(transaction).toContain(`<EndToEndId>${artisan.statement_number}</EndToEndId>`);
      expect(transaction).toContain(`<Ustrd>${artisan.statement_number}</Ustrd>`);
      expect(transaction).toContain(`<InstdAmt Ccy="EUR">${euros(artisan.total_cents)}</InstdAmt>`);
      const pdf = await statementBytes(artisan.statement_id);
      const text = pdfText(pdf);
      expect(text).toContain(artisan.statement_number);
      expect(text).toContain(`Total viré`);
      expect(text).toContain(formatEuros(artisan.total_cents));
      expect(text).toContain("Les P'tits Mitrons SAS");
    }
    // The artisan without a BIC, their name in the file as banks read it, their statement with the masked IBAN.
    expect(transactions[0]).toContain('<Nm>Jerome Arnaud</Nm>');
    expect(transactions[0]).toContain(`<IBAN>${IBAN_DE}</IBAN>`);
    const arnaudText = pdfText(await statementBytes(answer.artisans[0].statement_id));
    expect(arnaudText).toContain('Arnaud Pâtisserie & Fils');
    expect(arnaudText).toContain(maskIban(IBAN_DE));
    expect(arnaudText).not.toContain(IBAN_DE);
    expect(arnaudText).toContain('Noé');
    const dupontText = pdfText(await statementBytes(answer.artisans[1].statement_id));
    expect(dupontText).toMatch(/Inès[\s\S]*Léo/);

    const statements = await t.db.select().from(payoutStatements).where(eq(payoutStatements.batchId, batch.id));
    expect(statements.reduce((sum, s) => sum + s.totalCents, 0)).toBe(batch.total_cents);
    for (const statement of statements) expect(statement.sha256).toBe(sha256(statement.pdf));

    // The same period again: nothing left, nothing written.
    const again = await createBatch(from, to);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: PAYOUT_MESSAGES.nothingToPay, code: 'PAYOUT_NOTHING_TO_PAY' });
    const [batches] = await t.db.select({ n: count() }).from(payoutBatches);
    expect(batches.n).toBe(1);

    // Once the incomplete artisan completes their details, a wider period pays only them.
    await givePayoutDetails(t, incomplete.id);
    const next = (await createBatch(dayFromToday(-120), to)).body;
    expect(next).toMatchObject({ artisans_count: 1, lines_count: 1, total_cents: 12000 });
    expect(next.reference).toMatch(/-0002$/);
    const list = (await t.http().get('/api/admin/payout-batches').set(await t.adminAuth()).expect(200)).body;
    expect(list.map((b: { id: string }) => b.id)).toEqual([next.id, batch.id]);
  });

  it('answers simultaneous requests, on one instance and on another, with one batch and clean refusals', async () => {
    const second = await secondInstance();
    await artisanWithWorkshops(t, 'double-clic@example.fr', [dayFromToday(-200), dayFromToday(-199)]);
    const period = { from: dayFromToday(-201), to: dayFromToday(-198) };
    const otherAuth = await second.adminAuth();
    const answers = await Promise.all([
      createBatch(period.from, period.to),
      createBatch(period.from, period.to),
      second.http().post('/api/admin/payout-batches').set(otherAuth).send(period),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect([PAYOUT_MESSAGES.nothingToPay, PAYOUT_MESSAGES.batchBusy]).toContain(refused.body.message);
    }
    const created = answers.find((a) => a.status === 201)!;
    const [lines] = await t.db.select({ n: count() }).from(payoutLines).where(eq(payoutLines.batchId, created.body.id));
    expect(lines.n).toBe(2);
  });

  it('takes a refund after payment as a debt on the next statement, once; an artisan whose debts exceed what is owed waits', async () => {
    const a = await artisanWithWorkshops(t, 'dette@example.fr', [dayFromToday(-300), dayFromToday(-299)], { children: ['Rembourse', 'Garde'] });
    const first = (await createBatch(dayFromToday(-301), dayFromToday(-298))).body;
    expect(first.total_cents).toBe(24000);
    await refundIntent(t, a.workshops[0].requestId, { purpose: 'deposit', amount: 3000 });
    const auth = await t.adminAuth();

    // The debt alone (-120 €): the artisan stays out of a batch until something is owed to them.
    const owedAlone = (await t.http().get('/api/admin/payouts/owed').query({ from: dayFromToday(-280), to: dayFromToday(-279) }).set(auth).expect(200)).body;
    const alone = owedAlone.artisans.find((x: { merchant_request_id: string }) => x.merchant_request_id === a.id);
    expect(alone.total_cents).toBe(-12000);
    expect(alone.lines).toEqual([expect.objectContaining({ kind: 'refund_debt', proposal_id: a.workshops[0].proposalId, amount_cents: -12000 })]);
    expect((await createBatch(dayFromToday(-280), dayFromToday(-279))).status).toBe(409);

    // Two more workshops: 240 € owed, 120 € taken back.
    await confirmedWorkshop(t, a.id, parisInstant(dayFromToday(-280), '14:30'), { child_firstname: 'Suivant' });
    await confirmedWorkshop(t, a.id, parisInstant(dayFromToday(-279), '14:30'), { child_firstname: 'Encore' });
    const second = (await createBatch(dayFromToday(-280), dayFromToday(-279))).body;
    expect(second).toMatchObject({ total_cents: 12000, lines_count: 3 });
    const artisan = (await detail(second.id)).artisans[0];
    expect(artisan.lines.map((l: { kind: string; amount_cents: number }) => [l.kind, l.amount_cents])).toEqual([
      ['refund_debt', -12000],
      ['workshop', 12000],
      ['workshop', 12000],
    ]);
    const text = pdfText(await statementBytes(artisan.statement_id));
    expect(text).toContain('Atelier remboursé après paiement');
    expect(text).toContain(formatEuros(-12000));
    expect(text).toContain('Rembourse');
    expect(text).toMatch(new RegExp(`Total viré\\s+${formatEuros(12000)}`));
    expect(sepaSchemaErrors((await sepa(second.id)).text)).toBe('');
    // The debt is taken once.
    const owedAfter = (await t.http().get('/api/admin/payouts/owed').query({ from: dayFromToday(-400), to: dayFromToday(-1) }).set(auth).expect(200)).body;
    expect(JSON.stringify(owedAfter)).not.toContain(a.workshops[0].proposalId);
  });

  it('marks a batch sent once, mailing each artisan their statement once, which their space then lists and serves', async () => {
    const a = await artisanWithWorkshops(t, 'envoi-a@example.fr', [dayFromToday(-500)], { name: 'Fournil Alpha' });
    const b = await artisanWithWorkshops(t, 'envoi-b@example.fr', [dayFromToday(-499)], { name: 'Fournil Bêta' });
    const batch = (await createBatch(dayFromToday(-501), dayFromToday(-498))).body;
    const auth = await t.adminAuth();
    // Before it is sent, the artisan's space shows nothing of it.
    expect((await t.http().get(`/api/merchant-space/${a.token}/statements`).expect(200)).body).toEqual({ statements: [] });

    const sent = (await t.http().post(`/api/admin/payout-batches/${batch.id}/sent`).set(auth).expect(200)).body;
    expect(sent).toMatchObject({ id: batch.id, status: 'sent', status_label: 'Envoyé à la banque' });
    expect(sent.sent_at).not.toBeNull();
    const twice = await t.http().post(`/api/admin/payout-batches/${batch.id}/sent`).set(auth).expect(409);
    expect(twice.body).toMatchObject({ message: PAYOUT_MESSAGES.batchAlreadySent, code: 'PAYOUT_BATCH_ALREADY_SENT' });
    const [audited] = await t.db.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.entityId, batch.id), eq(auditEvents.action, 'sent')));
    expect(audited.n).toBe(1);
    const [queued] = await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.template, 'merchant-payout-statement'));
    expect(queued.n).toBe(2);

    const received = smtp.messages.length;
    await t.app.get(MailWorker).processDue();
    await smtp.waitForMessages(received + 2);
    const statements = (await detail(batch.id)).artisans;
    for (const [artisan, email] of [[a, 'envoi-a@example.fr'], [b, 'envoi-b@example.fr']] as const) {
      const mails = smtp.messages.filter((m) => m.to.includes(email) && /relevé de paiement/.test(m.parsed.subject ?? ''));
      expect(mails).toHaveLength(1);
      const mail = mails[0].parsed;
      const statement = statements.find((s: { merchant_request_id: string }) => s.merchant_request_id === artisan.id);
      expect(mail.subject).toBe(`Votre relevé de paiement ${statement.statement_number}`);
      expect(mail.text).toContain('/espace-artisan/');
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment.filename).toBe(`${statement.statement_number}.pdf`);
      expect(attachment.contentType).toBe('application/pdf');
      const [stored] = await t.db.select().from(payoutStatements).where(eq(payoutStatements.id, statement.statement_id));
      expect(sha256(attachment.content)).toBe(stored.sha256);

      // The artisan's space lists it and serves the same bytes; another artisan's token does not open it.
      const list = (await t.http().get(`/api/merchant-space/${artisan.token}/statements`).expect(200)).body;
      expect(list.statements).toEqual([
        { id: stored.id, number: stored.number, batch_reference: batch.reference, period_start: batch.period_start, period_end: batch.period_end, total_cents: 12000, created_at: stored.createdAt.toISOString() },
      ]);
      const download = await asBytes(t.http().get(`/api/merchant-space/${artisan.token}/statements/${stored.id}.pdf`)).expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['cache-control']).toBe('no-store');
      expect(download.headers['referrer-policy']).toBe('no-referrer');
      expect(sha256(download.body as Buffer)).toBe(stored.sha256);
      const other = artisan === a ? b : a;
      await t.http().get(`/api/merchant-space/${other.token}/statements/${stored.id}.pdf`).expect(404);
    }
    // Sending again by the worker sends nothing more.
    await t.app.get(MailWorker).processDue();
    expect(smtp.messages.filter((m) => m.to.includes('envoi-a@example.fr') && /relevé de paiement/.test(m.parsed.subject ?? ''))).toHaveLength(1);
  });

  it('refuses hostile input on every route, writing nothing', async () => {
    const auth = await t.adminAuth();
    const [before] = await t.db.select({ n: count() }).from(payoutBatches);
    for (const body of [{}, { from: '2026-01-01' }, { from: '2026-13-01', to: '2026-12-31' }, { from: '2026-01-01\u0000', to: '2026-01-02' }, { from: '\ud800', to: '2026-01-02' }, { from: 'x'.repeat(10_000), to: '2026-01-02' }, { from: 20260101, to: '2026-01-02' }]) {
      await t.http().post('/api/admin/payout-batches').set(auth).send(body).expect(400);
    }
    await t.http().post('/api/admin/payout-batches').set(auth).send({ from: '2026-02-01', to: '2026-01-01' }).expect(400);
    await t.http().post('/api/admin/payout-batches').send({ from: '2026-01-01', to: '2026-01-02' }).expect(401);
    const [after] = await t.db.select({ n: count() }).from(payoutBatches);
    expect(after.n).toBe(before.n);
    for (const id of ['pas-un-id', '00000000-0000-4000-8000-000000000000', '%00', 'x'.repeat(2000), '%E0%A4%A']) {
      for (const path of [`/api/admin/payout-batches/${id}`, `/api/admin/payout-batches/${id}/sepa.xml`, `/api/admin/payout-statements/${id}/pdf`]) {
        const { status } = await t.http().get(path).set(auth);
        expect([400, 404]).toContain(status);
      }
      const { status } = await t.http().post(`/api/admin/payout-batches/${id}/sent`).set(auth);
      expect([400, 404]).toContain(status);
    }
    const a = await artisanWithWorkshops(t, 'hostile@example.fr', []);
    for (const id of ['pas-un-id', '00000000-0000-4000-8000-000000000000', '%00']) {
      const { status, body } = await t.http().get(`/api/merchant-space/${a.token}/statements/${id}.pdf`);
      expect([400, 404]).toContain(status);
      expect(body.message).toBeDefined();
    }
    for (const token of ['x'.repeat(32), 'court', '%00', '\u00e9'.repeat(40)]) {
      const { status } = await t.http().get(`/api/merchant-space/${encodeURIComponent(token)}/statements`);
      expect(status).toBe(404);
    }
  });
});
