import { addDays, parisDay } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import { AuditService } from '../../../backend/src/audit/audit.service';
import { credits, parentRequests } from '../../../backend/src/database/schema';
import { issueCredit } from '../../../backend/src/parents/credits';
import { findParentRequestRow } from '../../../backend/src/parents/parent-request-queries';
import { ParentRequestPaymentsService } from '../../../backend/src/parents/parent-request-payments.service';
import { RECEIPT_ISSUER, type ReceiptIssuer } from '../../../backend/src/parents/receipt-issuer';
import { ReceiptsService } from '../../../backend/src/receipts/receipts.service';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { parentForm, submitRequest } from '../../support/parent-requests';
import { fromAnywhere, mailsOf, spaceToken } from '../../support/parent-space';
import { freshIp } from '../../support/merchant-requests';
import { createSpaceApp, parisInstant } from '../parent-space/support';
import { download, payDeposit, receiptsOf, sha256, textOf } from './support';

const line = (label: string, amount: string) => new RegExp(`${label}\\s+${amount}`);

describe('Receipts: links that last, money always receipted, credits not receipted twice', () => {
  let t: TestApp;
  let clock: TestClock;
  let auth: { Authorization: string };

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp());
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(Date.now()));

  it('a receipt link still works 60 days after the workshop, when the space itself is closed; not for another request or once anonymised', async () => {
    const day = addDays(parisDay(), 40);
    const id = await submitRequest(t, { desired_date: day, parent_email: 'tardif@example.fr' });
    await payDeposit(t, id);
    const other = await submitRequest(t, { desired_date: day, parent_email: 'autre@example.fr' });
    await payDeposit(t, other);
    const [own] = await receiptsOf(t, id);
    const [theirs] = await receiptsOf(t, other);
    const token = await spaceToken(t, id);

    clock.set(parisInstant(addDays(day, 60), '12:00'));
    await t.http().get(`/api/parent-space/${token}`).expect(404);
    const file = await download(t, `/api/parent-space/${token}/receipts/${own.number}.pdf`).expect(200);
    expect(sha256(file.body as Buffer)).toBe(own.sha256);
    await t.http().get(`/api/parent-space/${token}/receipts/${theirs.number}.pdf`).expect(404);
    await t.http().get(`/api/parent-space/${'D'.repeat(32)}/receipts/${own.number}.pdf`).expect(404);

    await t.db.update(parentRequests).set({ anonymizedAt: new Date() }).where(eq(parentRequests.id, id));
    const gone = await t.http().get(`/api/parent-space/${token}/receipts/${own.number}.pdf`).expect(404);
    expect(gone.body).toMatchObject({ code: 'RECEIPT_NOT_FOUND' });
  });

  it('a second deposit intent that succeeds, and a payment landing after a refund, each get a receipt; their refunds correct them', async () => {
    const id = await submitRequest(t, { parent_email: 'double@example.fr' });
    await payDeposit(t, id);
    const payments = t.app.get(ParentRequestPaymentsService);
    expect(await t.db.transaction((tx) => payments.markDepositPaid(tx, id, 'pi_second_intent', 'stripe'))).toBe(false);
    const [first, second, ...none] = await receiptsOf(t, id);
    expect(none).toEqual([]);
    expect(second).toMatchObject({ kind: 'receipt', amount: 3000, sourceKey: 'payment:pi_second_intent' });
    // Told again: still one receipt for it.
    await t.db.transaction((tx) => payments.markDepositPaid(tx, id, 'pi_second_intent', 'stripe'));
    expect(await receiptsOf(t, id)).toHaveLength(2);

    await t.db.transaction(async (tx) => {
      const row = await payments.lockRow(tx, id);
      await payments.recordRefund(tx, row, { id: 're_second_intent', amount: 3000, paymentIntentId: 'pi_second_intent' }, 3000, 'stripe');
    });
    const creditNote = (await receiptsOf(t, id))[2];
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: 3000, correctsReceiptId: second.id });
    expect(textOf(creditNote.pdf)).toMatch(line('Déjà réglé', '60,00 €'));
    expect(first.sourceKey).not.toBe(second.sourceKey);

    // The deposit refunded, a payment lands after it.
    const late = await submitRequest(t, { parent_email: 'apres.remboursement@example.fr' });
    await payDeposit(t, late);
    await t.http().post(`/api/admin/parent-requests/${late}/refund`).set(auth).expect(200);
    expect(await t.db.transaction((tx) => payments.markDepositPaid(tx, late, 'pi_after_refund', 'stripe'))).toBe(false);
    const [, , lateReceipt] = await receiptsOf(t, late);
    expect(lateReceipt).toMatchObject({ kind: 'receipt', amount: 3000, sourceKey: 'payment:pi_after_refund' });
    expect(textOf(lateReceipt.pdf)).toMatch(line('Déjà réglé', '0,00 €'));
  });

  it('a credit note whose receipt is missing (money recorded before receipts existed) issues that receipt first, in the same transaction', async () => {
    const id = await submitRequest(t, { parent_email: 'ancien@example.fr' });
    const issuer = t.app.get(ReceiptsService);
    const payment = { requestId: id, sourceKey: 'payment:pi_before_receipts', purpose: 'deposit' as const, amount: 3000 };
    const note = await t.db.transaction((tx) =>
      issuer.issue(tx, { requestId: id, sourceKey: 'refund:re_before_receipts', purpose: 'deposit_refund', amount: 3000, corrects: payment }),
    );
    const [receipt, creditNote, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ kind: 'receipt', sourceKey: payment.sourceKey, amount: 3000 });
    expect(creditNote).toMatchObject({ id: note.id, kind: 'credit_note', correctsReceiptId: receipt.id });
    const text = textOf(creditNote.pdf);
    expect(text).toContain(`(annule et remplace en partie le reçu n° ${receipt.number})`);
    expect(text).toMatch(line('Déjà réglé', '30,00 €'));
  });

  it('a deposit turned into a credit gets one credit note correcting its receipt, linked by the mail; the credit used gives the new receipt', async () => {
    const day = addDays(parisDay(), 40);
    const id = await submitRequest(t, { desired_date: day, parent_email: 'avoir.converti@example.fr' });
    await payDeposit(t, id);
    const token = await spaceToken(t, id);
    const { body } = await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send({}).expect(200);
    const code = body.credit.code as string;
    expect(body.credit).toEqual({ code, amount: 3000 });

    const [deposit, creditNote, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    const [credit] = await t.db.select().from(credits).where(eq(credits.originRequestId, id));
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: 3000, correctsReceiptId: deposit.id, sourceKey: `credit-issued:${credit.id}` });
    const text = textOf(creditNote.pdf);
    expect(text).toContain(`Acompte converti en avoir ${code}`);
    expect(text).toContain(`(annule et remplace en partie le reçu n° ${deposit.number})`);
    expect(text).toMatch(line('Déjà réglé', '30,00 €'));
    const [mail] = await mailsOf(t, id, 'parent-cancelled');
    expect(mail.text).toContain(`/receipts/${creditNote.number}.pdf`);

    // Replayed (a retry of the same step): the same credit and credit note, nothing more.
    const issuer = t.app.get<ReceiptIssuer>(RECEIPT_ISSUER);
    const replayed = await t.db.transaction(async (tx) => issueCredit(tx, (await findParentRequestRow(tx, id))!, 'public', t.app.get(AuditService), issuer));
    expect(replayed).toMatchObject({ code, creditNote: { id: creditNote.id } });
    await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send({}).expect(409);
    expect(await receiptsOf(t, id)).toHaveLength(2);

    const created = await t.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(parentForm({ parent_email: 'avoir.utilise@example.fr', credit_code: code })).expect(201);
    const [paidByCredit] = await receiptsOf(t, created.body.id as string);
    expect(paidByCredit).toMatchObject({ kind: 'receipt', amount: 3000 });
    expect(textOf(paidByCredit.pdf)).toContain(`Acompte réglé par avoir ${code}`);
  });

  it('a deposit paid by a credit, turned into a credit again: the credit note corrects the receipt of the credit used', async () => {
    const day = addDays(parisDay(), 40);
    const origin = await submitRequest(t, { desired_date: day, parent_email: 'premier.avoir@example.fr' });
    await payDeposit(t, origin);
    const first = await fromAnywhere(t.http().post(`/api/parent-space/${await spaceToken(t, origin)}/cancel`)).send({}).expect(200);
    const created = await t.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(parentForm({ desired_date: day, parent_email: 'second.avoir@example.fr', credit_code: first.body.credit.code })).expect(201);
    const id = created.body.id as string;
    const second = await fromAnywhere(t.http().post(`/api/parent-space/${await spaceToken(t, id)}/cancel`)).send({}).expect(200);
    const [paidByCredit, creditNote, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    expect(creditNote).toMatchObject({ kind: 'credit_note', correctsReceiptId: paidByCredit.id });
    expect(textOf(creditNote.pdf)).toContain(`Acompte converti en avoir ${second.body.credit.code as string}`);
  });
});
