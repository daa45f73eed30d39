import { RECEIPT_NUMBER_PATTERN } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import { receipts } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import { parentForm, submitRequest } from '../../support/parent-requests';
import { fromAnywhere, mailsOf, proposeOnline, spaceToken } from '../../support/parent-space';
import { freshIp } from '../../support/merchant-requests';
import { createSpaceApp } from '../parent-space/support';
import { confirmDemo, download, payDeposit, receiptsOf, sha256, textOf } from './support';

const OPERATOR = ["Les P'tits Mitrons SAS", '12 rue des Boulangers, 75011 Paris', 'SIRET : 12345678200002', 'N° de TVA intracommunautaire : FR11123456782'];
const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });
/** The space in a text, as pdftotext keeps columns apart with several. */
const line = (label: string, amount: string) => new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s+${amount}`);

describe('Receipts and credit notes (demo provider)', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    ({ t } = await createSpaceApp());
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  it('a deposit: one receipt however often the success is told, with every mandatory mention, listed, linked by the mail and served as stored', async () => {
    const id = await submitRequest(t);
    const { body } = await fromAnywhere(t.http().post('/api/payments/create-payment-intent')).send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200);
    await Promise.all([confirmDemo(t, body.clientSecret), confirmDemo(t, body.clientSecret)]);
    await confirmDemo(t, body.clientSecret);

    const [receipt, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ kind: 'receipt', amount: 3000, currency: 'eur', sourceKey: `payment:${body.paymentIntentId}`, correctsReceiptId: null });
    expect(receipt.number).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(receipt.sha256).toBe(sha256(receipt.pdf));

    const text = textOf(receipt.pdf);
    const desired = (parentForm().desired_date as string);
    for (const mention of [
      `Reçu n° ${receipt.number}`,
      "Date d'émission",
      ...OPERATOR,
      'Hélène Lefèvre',
      dayFormat.format(new Date(`${desired}T00:00:00Z`)),
      'Lyon (69001) — lieu à confirmer',
      "Atelier d'anniversaire — acompte",
      'Quantité',
      'Prix unitaire TTC',
    ]) {
      expect(text).toContain(mention);
    }
    expect(text).toMatch(/acompte\s+1\s+30,00 €\s+30,00 €/);
    expect(text).toMatch(line('Total HT', '25,00 €'));
    expect(text).toMatch(line('TVA (20 %)', '5,00 €'));
    expect(text).toMatch(line('Total TTC', '30,00 €'));
    expect(text).toMatch(line('Déjà réglé', '0,00 €'));
    expect(text).toMatch(line('Réglé ce jour', '30,00 €'));
    expect(text).toMatch(line('Reste à payer', '150,00 €'));

    // The parent's mail links the receipt through its own personal link; the file is the stored one.
    const [mail] = await mailsOf(t, id, 'parent-deposit-paid');
    const link = mail.text.match(/https?:\/\/[^/\s]+(\/api\/parent-space\/[A-Za-z0-9_-]{32}\/receipts\/(\d{4}-\d{6})\.pdf)/);
    expect(link?.[2]).toBe(receipt.number);
    const file = await download(t, link![1]).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${receipt.number}.pdf"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(sha256(file.body as Buffer)).toBe(receipt.sha256);

    const token = await spaceToken(t, id);
    const space = await fromAnywhere(t.http().get(`/api/parent-space/${token}`)).expect(200);
    expect(space.body.receipts).toEqual([
      { number: receipt.number, kind: 'receipt', kind_label: 'Reçu', amount: 3000, issued_at: receipt.issuedAt.toISOString(), url: `/api/parent-space/${token}/receipts/${receipt.number}.pdf` },
    ]);
  });

  it('the balance: a receipt naming the proposal (date in Paris, establishment and address), what was already paid and nothing left', async () => {
    const id = await submitRequest(t, { parent_email: 'solde@example.fr' });
    await payDeposit(t, id);
    const date = new Date(Date.now() + 40 * 86_400_000);
    date.setUTCHours(12, 30, 0, 0);
    await proposeOnline(t, auth, id, { date: date.toISOString() });
    const token = await spaceToken(t, id);
    const { body } = await fromAnywhere(t.http().post(`/api/parent-space/${token}/proposal/accept`)).expect(200);
    await confirmDemo(t, body.clientSecret);

    const [deposit, balance] = await receiptsOf(t, id);
    expect(balance).toMatchObject({ kind: 'receipt', amount: 15000 });
    expect(balance.sequence).toBeGreaterThan(deposit.sequence);
    const text = textOf(balance.pdf);
    expect(text).toContain(`Reçu n° ${balance.number}`);
    expect(text).toContain("Atelier d'anniversaire — solde");
    expect(text).toContain(dateTimeFormat.format(date));
    expect(text).toContain('Boulangerie du Parc, 3 place Bellecour, 69002 Lyon');
    expect(text).toMatch(line('Total HT', '125,00 €'));
    expect(text).toMatch(line('TVA (20 %)', '25,00 €'));
    expect(text).toMatch(line('Déjà réglé', '30,00 €'));
    expect(text).toMatch(line('Réglé ce jour', '150,00 €'));
    expect(text).toMatch(line('Reste à payer', '0,00 €'));
    const [mail] = await mailsOf(t, id, 'parent-balance-paid');
    expect(mail.text).toContain(`/receipts/${balance.number}.pdf`);
  });

  it('a refund: a credit note that names the receipt it corrects, linked by the refund mail, listed for the staff', async () => {
    const id = await submitRequest(t, { parent_email: 'rembourse@example.fr' });
    await payDeposit(t, id);
    await t.http().post(`/api/admin/parent-requests/${id}/refund`).set(auth).expect(200);
    await t.http().post(`/api/admin/parent-requests/${id}/refund`).set(auth).expect(409);

    const [receipt, creditNote, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: 3000, correctsReceiptId: receipt.id });
    expect(creditNote.sourceKey).toMatch(/^refund:/);
    const text = textOf(creditNote.pdf);
    expect(text).toContain(`Avoir n° ${creditNote.number}`);
    expect(text).toContain(`(annule et remplace en partie le reçu n° ${receipt.number})`);
    for (const mention of ["Date d'émission", ...OPERATOR, 'Hélène Lefèvre', 'lieu à confirmer', "Remboursement de l'acompte de l'atelier"]) expect(text).toContain(mention);
    expect(text).toMatch(line('Total TTC', '30,00 €'));
    expect(text).toMatch(line('Déjà réglé', '30,00 €'));
    expect(text).toMatch(line('Remboursé ce jour', '30,00 €'));
    const [mail] = await mailsOf(t, id, 'parent-deposit-refunded');
    expect(mail.text).toContain(`Avoir n° ${creditNote.number}`);
    expect(mail.text).toContain(`/receipts/${creditNote.number}.pdf`);

    const list = await t.http().get(`/api/admin/parent-requests/${id}/receipts`).set(auth).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: receipt.id, number: receipt.number, kind: 'receipt', kind_label: 'Reçu', corrects_number: null, sha256: receipt.sha256 }),
      expect.objectContaining({ id: creditNote.id, number: creditNote.number, kind: 'credit_note', kind_label: 'Avoir', corrects_number: receipt.number, amount: 3000 }),
    ]);
    const file = await download(t, `/api/admin/receipts/${creditNote.id}/pdf`).set(auth).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(sha256(file.body as Buffer)).toBe(creditNote.sha256);
  });

  it('a cancellation: the deposit turned into a credit and the paid balance refunded each get a credit note, the refund one linked by the mail; the credit, used, pays a new request with a receipt', async () => {
    const id = await submitRequest(t, { parent_email: 'annule@example.fr' });
    await payDeposit(t, id);
    await proposeOnline(t, auth, id);
    const token = await spaceToken(t, id);
    const { body } = await fromAnywhere(t.http().post(`/api/parent-space/${token}/proposal/accept`)).expect(200);
    await confirmDemo(t, body.clientSecret);
    const cancelled = await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send({}).expect(200);
    const code = cancelled.body.credit.code as string;

    const [deposit, balance, converted, creditNote, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    // The deposit turned into the credit: its receipt corrected, so the credit's use is not receipted twice.
    expect(converted).toMatchObject({ kind: 'credit_note', amount: 3000, correctsReceiptId: deposit.id });
    expect(textOf(converted.pdf)).toContain(`Acompte converti en avoir ${code}`);
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: 15000, correctsReceiptId: balance.id });
    const noteText = textOf(creditNote.pdf);
    expect(noteText).toContain(`(annule et remplace en partie le reçu n° ${balance.number})`);
    expect(noteText).toContain("Remboursement du solde de l'atelier");
    expect(noteText).toMatch(line('Déjà réglé', '150,00 €'));
    expect(noteText).toMatch(line('Remboursé ce jour', '150,00 €'));
    expect(noteText).toMatch(line('Reste à payer', '0,00 €'));
    const [mail] = await mailsOf(t, id, 'parent-cancelled');
    expect(mail.text).toContain(`/receipts/${creditNote.number}.pdf`);

    const created = await t.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(parentForm({ parent_email: 'avoir@example.fr', credit_code: code })).expect(201);
    const [paidByCredit, ...others] = await receiptsOf(t, created.body.id as string);
    expect(others).toEqual([]);
    expect(paidByCredit).toMatchObject({ kind: 'receipt', amount: 3000, sourceKey: expect.stringMatching(/^credit:/) });
    const text = textOf(paidByCredit.pdf);
    for (const mention of [`Reçu n° ${paidByCredit.number}`, `Acompte réglé par avoir ${code}`, ...OPERATOR, 'Hélène Lefèvre', 'lieu à confirmer']) expect(text).toContain(mention);
    expect(text).toMatch(line('Réglé ce jour', '30,00 €'));
    expect(text).toMatch(line('Reste à payer', '150,00 €'));
    const [depositMail] = await mailsOf(t, created.body.id as string, 'parent-deposit-paid');
    expect(depositMail.text).toContain(`/receipts/${paidByCredit.number}.pdf`);
  });

  it('money received for what no longer goes ahead still gets its receipt: a deposit on an archived request, a balance for a closed proposal', async () => {
    const archived = await submitRequest(t, { parent_email: 'archive@example.fr' });
    const { body: deposit } = await fromAnywhere(t.http().post('/api/payments/create-payment-intent')).send({ amount: 3000, currency: 'eur', metadata: { requestId: archived } }).expect(200);
    await t.http().post(`/api/admin/parent-requests/${archived}/close`).set(auth).send({}).expect(200);
    await confirmDemo(t, deposit.clientSecret);
    const [owed] = await receiptsOf(t, archived);
    expect(owed).toMatchObject({ kind: 'receipt', amount: 3000, sourceKey: `payment:${deposit.paymentIntentId}` });
    expect(textOf(owed.pdf)).toMatch(line('Reste à payer', '0,00 €'));

    const id = await submitRequest(t, { parent_email: 'proposition.close@example.fr' });
    await payDeposit(t, id);
    await proposeOnline(t, auth, id);
    const token = await spaceToken(t, id);
    const { body: balance } = await fromAnywhere(t.http().post(`/api/parent-space/${token}/proposal/accept`)).expect(200);
    await t.http().post(`/api/admin/parent-requests/${id}/close`).set(auth).send({}).expect(200);
    await confirmDemo(t, balance.clientSecret);
    await confirmDemo(t, balance.clientSecret);
    const [, paid, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    expect(paid).toMatchObject({ kind: 'receipt', amount: 15000 });
    const text = textOf(paid.pdf);
    expect(text).toContain("Atelier d'anniversaire — solde");
    expect(text).toContain('Boulangerie du Parc, 3 place Bellecour, 69002 Lyon');
    expect(await mailsOf(t, id, 'operator-balance-to-refund')).toHaveLength(1);
  });

  it('an issued document is final: the database refuses to change or delete it', async () => {
    const id = await submitRequest(t, { parent_email: 'final@example.fr' });
    await payDeposit(t, id);
    const [receipt] = await receiptsOf(t, id);
    await expect(t.db.update(receipts).set({ amount: 1 }).where(eq(receipts.id, receipt.id))).rejects.toThrow();
    await expect(t.db.delete(receipts).where(eq(receipts.id, receipt.id))).rejects.toThrow();
    expect((await receiptsOf(t, id))[0]).toEqual(receipt);
  });

  it('answers the one 404 to a bad token, another request’s number, any malformed file name, and staff calls without a token 401', async () => {
    const mine = await submitRequest(t, { parent_email: 'a@example.fr' });
    await payDeposit(t, mine);
    const theirs = await submitRequest(t, { parent_email: 'b@example.fr' });
    await payDeposit(t, theirs);
    const [own] = await receiptsOf(t, mine);
    const [other] = await receiptsOf(t, theirs);
    const token = await spaceToken(t, mine);
    await download(t, `/api/parent-space/${token}/receipts/${own.number}.pdf`).expect(200);
    const refusals = [
      `/api/parent-space/${token}/receipts/${other.number}.pdf`,
      `/api/parent-space/${'D'.repeat(32)}/receipts/${own.number}.pdf`,
      `/api/parent-space/${token}/receipts/${own.number}`,
      `/api/parent-space/${token}/receipts/${own.number}.PDF`,
      `/api/parent-space/${token}/receipts/2026-1.pdf`,
      `/api/parent-space/${token}/receipts/${'9'.repeat(10_000)}.pdf`,
      `/api/admin/receipts/not-a-uuid/pdf`,
      `/api/admin/receipts/00000000-0000-4000-8000-000000000000/pdf`,
      `/api/admin/parent-requests/00000000-0000-4000-8000-000000000000/receipts`,
      `/api/admin/parent-requests/${'x'.repeat(10_000)}/receipts`,
    ];
    for (const path of refusals) {
      const answer = await t.http().get(path).set(auth);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    // What no route may carry (NUL, a lone surrogate, broken percent-encoding) is refused before any route: 400.
    for (const path of [`%00${own.number}.pdf`, '%ED%A0%80.pdf', '%E0%A4%A.pdf']) {
      await t.http().get(`/api/parent-space/${token}/receipts/${path}`).expect(400);
    }
    await t.http().get(`/api/admin/parent-requests/${mine}/receipts`).expect(401);
    await t.http().get(`/api/admin/receipts/${own.id}/pdf`).expect(401);
  });
});

describe('The operator on receipts and /mentions-legales comes from the settings', () => {
  const env = {
    OPERATOR_LEGAL_NAME: 'Atelier Gourmand SARL',
    OPERATOR_ADDRESS: '3 quai Saint-Antoine, 69002 Lyon',
    OPERATOR_SIRET: '73282932000074',
    OPERATOR_VAT_NUMBER: 'FR44732829320',
    VAT_RATE_PERCENT: '10',
  };
  let t: TestApp;

  beforeAll(async () => {
    ({ t } = await createSpaceApp(env));
  });
  afterAll(() => t.close());

  it('GET /api/config carries the legal details, and a receipt prints them with the VAT rate set', async () => {
    const config = await t.http().get('/api/config').expect(200);
    expect(config.body.operator).toMatchObject({ legalName: env.OPERATOR_LEGAL_NAME, address: env.OPERATOR_ADDRESS, siret: env.OPERATOR_SIRET, vatNumber: env.OPERATOR_VAT_NUMBER });
    const id = await submitRequest(t);
    await payDeposit(t, id);
    const text = textOf((await receiptsOf(t, id))[0].pdf);
    for (const mention of [env.OPERATOR_LEGAL_NAME, env.OPERATOR_ADDRESS, `SIRET : ${env.OPERATOR_SIRET}`, `N° de TVA intracommunautaire : ${env.OPERATOR_VAT_NUMBER}`]) {
      expect(text).toContain(mention);
    }
    // 30 € all taxes included at 10 %: 27,27 € + 2,73 €.
    expect(text).toMatch(line('Total HT', '27,27 €'));
    expect(text).toMatch(line('TVA (10 %)', '2,73 €'));
  });
});
