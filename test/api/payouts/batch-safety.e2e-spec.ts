import { PAYOUT_BATCH_STATUS_LABELS, PAYOUT_MESSAGES } from '@ptits-mitrons/domain';
import { and, count, eq } from 'drizzle-orm';
import {
  auditEvents,
  mailOutbox,
  merchantPayoutDetails,
  payoutBatches,
  payoutLines,
  payoutStatements,
  proposals,
} from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { sepaSchemaErrors } from '../../support/documents';
import { artisanWithWorkshops, createSpaceApp, dayFromToday, givePayoutDetails, parisInstant, refundIntent } from './support';
import type { PayoutOwedResponse } from '@ptits-mitrons/api-types';

describe('Payout batches: odd bank details, refunds of another proposal, cancelling a file', () => {
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp({ ARTISAN_SHARE_CENTS: '12000' }));
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(() => t.close());

  const createBatch = async (from: string, to: string) => t.http().post('/api/admin/payout-batches').set(await t.adminAuth()).send({ from, to });
  const cancel = async (id: string) => t.http().post(`/api/admin/payout-batches/${id}/cancel`).set(await t.adminAuth());
  const owed = async (from: string, to: string): Promise<PayoutOwedResponse> => (await t.http().get('/api/admin/payouts/owed').query({ from, to }).set(await t.adminAuth()).expect(200)).body;
  const linesOf = (answer: PayoutOwedResponse, merchantId: string) =>
    (answer.artisans.find((a) => a.merchant_request_id === merchantId)?.lines ?? []).map((line) => [line.kind, line.proposal_id, line.amount_cents]);

  it('pays an account whose BIC is of another country than its IBAN (a neobank): the transfers name the IBAN only, and the file is valid', async () => {
    const neobank = await artisanWithWorkshops(t, 'neobanque@example.fr', [dayFromToday(-500)], { details: false, name: 'Fournil Néobanque' });
    await givePayoutDetails(t, neobank.id, { bic: 'NTSBDEB1XXX' });
    const classic = await artisanWithWorkshops(t, 'classique@example.fr', [dayFromToday(-500)], { name: 'Fournil Classique' });

    const created = await createBatch(dayFromToday(-501), dayFromToday(-499));
    expect(created.status).toBe(201);
    const [{ xml }] = await t.db.select({ xml: payoutBatches.xml }).from(payoutBatches).where(eq(payoutBatches.id, created.body.id));
    expect(sepaSchemaErrors(xml)).toBe('');
    expect(xml).toContain('<IBAN>FR7630006000011234567890189</IBAN>');
    expect(xml).not.toContain('NTSBDEB1XXX');
    expect(xml).not.toContain('<CdtrAgt>');
    expect(created.body.artisans_count).toBe(2);
    // The BIC stays stored as the artisan gave it.
    const [details] = await t.db.select({ bic: merchantPayoutDetails.bic }).from(merchantPayoutDetails).where(eq(merchantPayoutDetails.merchantRequestId, neobank.id));
    expect(details.bic).toBe('NTSBDEB1XXX');
    expect(classic.workshops).toHaveLength(1);
  });

  it('refuses a batch the SEPA library cannot write with a French 422 naming the artisan, and writes nothing', async () => {
    const broken = await artisanWithWorkshops(t, 'iban-casse@example.fr', [dayFromToday(-520)], { name: 'Fournil Au IBAN Abîmé' });
    await t.db.update(merchantPayoutDetails).set({ iban: 'FR7630006000011234567890180' }).where(eq(merchantPayoutDetails.merchantRequestId, broken.id));
    const [before] = await t.db.select({ n: count() }).from(payoutBatches);

    const refused = await createBatch(dayFromToday(-521), dayFromToday(-519));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PAYOUT_SEPA_REFUSED');
    expect(refused.body.message).toBe(PAYOUT_MESSAGES.sepaRefused('Fournil Au IBAN Abîmé'));
    const [after] = await t.db.select({ n: count() }).from(payoutBatches);
    expect(after.n).toBe(before.n);
    expect(linesOf(await owed(dayFromToday(-521), dayFromToday(-519)), broken.id)).toHaveLength(1);
  });

  it("counts only the refunds of the intents that paid the workshop: a refunded balance of a replaced proposal neither blocks nor owes the accepted one's share", async () => {
    const a = await artisanWithWorkshops(t, 'remplace@example.fr', [dayFromToday(-540), dayFromToday(-539)], { children: ['Remplacee', 'Autre'] });
    const [workshop, other] = a.workshops;
    // P1, proposed then replaced by the accepted workshop (P2); the family had paid P1's balance, refunded since.
    const [replaced] = await t.db
      .insert(proposals)
      .values({ parentRequestId: workshop.requestId, merchantRequestId: a.id, establishmentName: 'Boulangerie du Parc', address: '3 rue des Forges', date: parisInstant(dayFromToday(-545), '10:00'), status: 'closed' })
      .returning();
    await refundIntent(t, workshop.requestId, { purpose: 'balance', proposalId: replaced.id, amount: 15000 });
    expect(linesOf(await owed(dayFromToday(-541), dayFromToday(-538)), a.id)).toEqual([
      ['workshop', workshop.proposalId, 12000],
      ['workshop', other.proposalId, 12000],
    ]);
    expect((await createBatch(dayFromToday(-541), dayFromToday(-538))).status).toBe(201);

    // Later refunds of P1's balance owe nothing; one of the deposit or of P2's balance is a debt.
    await refundIntent(t, workshop.requestId, { purpose: 'balance', proposalId: replaced.id, amount: 100 });
    expect(linesOf(await owed(dayFromToday(-541), dayFromToday(-538)), a.id)).toEqual([]);
    await refundIntent(t, workshop.requestId, { purpose: 'balance', proposalId: workshop.proposalId, amount: 15000 });
    await refundIntent(t, other.requestId, { purpose: 'deposit', amount: 3000 });
    expect(linesOf(await owed(dayFromToday(-541), dayFromToday(-538)), a.id)).toEqual([
      ['refund_debt', workshop.proposalId, -12000],
      ['refund_debt', other.proposalId, -12000],
    ]);
  });

  it('cancels a generated batch once: its workshops are owed again and may go in a new batch; its statements are never shown nor mailed', async () => {
    const a = await artisanWithWorkshops(t, 'annule@example.fr', [dayFromToday(-560), dayFromToday(-559)]);
    const from = dayFromToday(-561);
    const to = dayFromToday(-558);
    const batch = (await createBatch(from, to)).body;
    expect(linesOf(await owed(from, to), a.id)).toEqual([]);

    const cancelled = await cancel(batch.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: batch.id, status: 'cancelled', status_label: PAYOUT_BATCH_STATUS_LABELS.cancelled, lines_count: 0 });
    expect(PAYOUT_BATCH_STATUS_LABELS.cancelled).toBe('Annulé');
    const [lines] = await t.db.select({ n: count() }).from(payoutLines).where(eq(payoutLines.batchId, batch.id));
    expect(lines.n).toBe(0);
    const [audit] = await t.db.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.entityId, batch.id), eq(auditEvents.action, 'cancelled')));
    expect(audit.n).toBe(1);
    expect(linesOf(await owed(from, to), a.id)).toHaveLength(2);

    // Once only; a cancelled batch is never sent; its statements stay stored, out of the artisan's sight.
    const again = await cancel(batch.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PAYOUT_BATCH_NOT_CANCELLABLE', message: PAYOUT_MESSAGES.batchNotCancellable });
    const send = await t.http().post(`/api/admin/payout-batches/${batch.id}/sent`).set(await t.adminAuth());
    expect(send.status).toBe(409);
    expect(send.body.message).toBe(PAYOUT_MESSAGES.batchCancelled);
    const [statement] = await t.db.select({ id: payoutStatements.id }).from(payoutStatements).where(eq(payoutStatements.batchId, batch.id));
    expect(statement).toBeDefined();

    const replacement = await createBatch(from, to);
    expect(replacement.status).toBe(201);
    expect(replacement.body.lines_count).toBe(2);
    await t.http().post(`/api/admin/payout-batches/${replacement.body.id}/sent`).set(await t.adminAuth()).expect(200);
    const space = (await t.http().get(`/api/merchant-space/${a.token}/statements`).expect(200)).body;
    expect(space.statements.map((s: { batch_reference: string }) => s.batch_reference)).toEqual([replacement.body.reference]);
    await t.http().get(`/api/merchant-space/${a.token}/statements/${statement.id}.pdf`).expect(404);
    const mails = await t.db.select({ key: mailOutbox.dedupKey }).from(mailOutbox).where(eq(mailOutbox.dedupKey, `merchant-payout-statement:${statement.id}`));
    expect(mails).toEqual([]);

    // A sent batch cannot be cancelled; an unknown one is a 404.
    expect((await cancel(replacement.body.id)).status).toBe(409);
    expect((await cancel('6f1c2d3e-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
