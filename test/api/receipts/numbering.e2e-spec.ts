import { addDays, formatReceiptNumber, parisDay } from '@ptits-mitrons/domain';
import { asc, eq } from 'drizzle-orm';
import { Clock } from '../../../backend/src/common/clock';
import { receiptCounters, receipts } from '../../../backend/src/database/schema';
import { ReceiptsService } from '../../../backend/src/receipts/receipts.service';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { openSameDatabase } from '../../support/database';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { submitRequest } from '../../support/parent-requests';
import { fromAnywhere } from '../../support/parent-space';
import { createSpaceApp, parisInstant } from '../parent-space/support';
import { confirmDemo, payDeposit, receiptsOf } from './support';

const numbers = async (t: TestApp, year: number) =>
  (await t.db.select({ sequence: receipts.sequence }).from(receipts).where(eq(receipts.year, year)).orderBy(asc(receipts.sequence))).map((r) => r.sequence);
const counter = async (t: TestApp, year: number) => (await t.db.select().from(receiptCounters).where(eq(receiptCounters.year, year)))[0]?.lastNumber ?? 0;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A deposit intent per request, made first so that only the confirmations race. */
async function intents(t: TestApp, count: number, prefix: string): Promise<string[]> {
  const secrets: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await submitRequest(t, { parent_email: `${prefix}.${i}@example.fr` });
    const { body } = await fromAnywhere(t.http().post('/api/payments/create-payment-intent')).send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200);
    secrets.push(body.clientSecret as string);
  }
  return secrets;
}

describe('Receipt numbers: one gapless series per year', () => {
  let t: TestApp;
  let clock: TestClock;
  const year = Number(parisDay().slice(0, 4));

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp());
  });
  afterAll(() => t.close());

  it('50 payments confirmed at once get the numbers 1 to 50: no gap, no duplicate', async () => {
    const secrets = await intents(t, 50, 'concurrent');
    await Promise.all(secrets.map((secret) => confirmDemo(t, secret)));
    expect(await numbers(t, year)).toEqual(range(1, 50));
    expect(await counter(t, year)).toBe(50);
    const issued = await t.db.select({ number: receipts.number }).from(receipts);
    expect(new Set(issued.map((r) => r.number))).toEqual(new Set(range(1, 50).map((n) => formatReceiptNumber(year, n))));
  });

  it('an event rolled back gives its number back: the next document takes it', async () => {
    const id = await submitRequest(t, { parent_email: 'rollback@example.fr' });
    const service = t.app.get(ReceiptsService);
    const before = await counter(t, year);
    await expect(
      t.db.transaction(async (tx) => {
        const issued = await service.issue(tx, { requestId: id, sourceKey: 'payment:pi_rolled_back', purpose: 'deposit', amount: 3000 });
        expect(issued.number).toBe(formatReceiptNumber(year, before + 1));
        throw new Error('the payment fails after its receipt');
      }),
    ).rejects.toThrow('the payment fails after its receipt');
    expect(await counter(t, year)).toBe(before);
    expect(await t.db.select().from(receipts).where(eq(receipts.sourceKey, 'payment:pi_rolled_back'))).toEqual([]);
    await payDeposit(t, id);
    expect((await receiptsOf(t, id))[0].number).toBe(formatReceiptNumber(year, before + 1));
    expect(await numbers(t, year)).toEqual(range(1, before + 1));
  });

  it('the series restarts at 000001 on the 1st of January, Paris time', async () => {
    const lastOfYear = await submitRequest(t, { parent_email: 'reveillon@example.fr' });
    const firstOfNext = await submitRequest(t, { parent_email: 'nouvel.an@example.fr' });
    const before = await counter(t, year);
    clock.set(parisInstant(`${year}-12-31`, '23:59'));
    await payDeposit(t, lastOfYear);
    // 23:00 UTC on the 31st is already midnight in Paris.
    clock.set(parisInstant(`${year + 1}-01-01`, '00:00'));
    await payDeposit(t, firstOfNext);
    expect((await receiptsOf(t, lastOfYear))[0].number).toBe(formatReceiptNumber(year, before + 1));
    expect((await receiptsOf(t, firstOfNext))[0]).toMatchObject({ number: `${year + 1}-000001`, year: year + 1, sequence: 1 });
    clock.set(Date.now());
  });
});

/** Each reading one millisecond after the previous one: the order in which issuers read the time shows in the dates. */
class TickingClock extends TestClock {
  override now(): Date {
    this.advance(1);
    return super.now();
  }
}

describe('Receipt numbers and dates of issue follow one order', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ override: (builder) => builder.overrideProvider(Clock).useValue(new TickingClock()) });
  });
  afterAll(() => t.close());

  it('30 payments confirmed at once: ordered by number, the dates of issue never go back', async () => {
    const secrets = await intents(t, 30, 'ordered');
    await Promise.all(secrets.map((secret) => confirmDemo(t, secret)));
    const issued = await t.db.select({ sequence: receipts.sequence, issuedAt: receipts.issuedAt }).from(receipts).orderBy(asc(receipts.year), asc(receipts.sequence));
    expect(issued).toHaveLength(30);
    const times = issued.map((r) => r.issuedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('Receipt numbers with two instances on one database', () => {
  let first: { t: TestApp; clock: TestClock };
  let second: TestApp;
  const year = Number(parisDay().slice(0, 4));

  beforeAll(async () => {
    first = await createSpaceApp();
    second = await createTestApp({ handle: await openSameDatabase(first.t.handle), override: (builder) => builder.overrideProvider(Clock).useValue(first.clock) });
  });
  afterAll(async () => {
    await second?.close();
    await first?.t.close();
  });

  it('payments confirmed on both instances at once share one series without gap or duplicate', async () => {
    const secrets = await intents(first.t, 40, 'two.instances');
    await Promise.all(secrets.map((secret, i) => confirmDemo(i % 2 ? second : first.t, secret)));
    // Each confirmed again on the other instance: still one receipt each.
    await Promise.all(secrets.map((secret, i) => confirmDemo(i % 2 ? first.t : second, secret)));
    expect(await numbers(first.t, year)).toEqual(range(1, 40));
  });
});

describe('Receipts and replayed Stripe webhooks', () => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const postEvent = (event: { payload: string; signature: string }) =>
    t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload).expect(200);

  it('one receipt per payment and one credit note per refund, whatever the replays and redeliveries', async () => {
    const id = await submitRequest(t, { desired_date: addDays(parisDay(), 40) });
    const { body } = await fromAnywhere(t.http().post('/api/payments/create-payment-intent')).send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200);
    const succeeded = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(body.paymentIntentId));
    await Promise.all([postEvent(succeeded), postEvent(succeeded)]);
    await postEvent(stripe.signedEvent('payment_intent.succeeded', stripe.intents.get(body.paymentIntentId)!));
    expect(await receiptsOf(t, id)).toEqual([expect.objectContaining({ kind: 'receipt', sourceKey: `payment:${body.paymentIntentId}` })]);

    stripe.refundInDashboard(body.paymentIntentId);
    const refunded = stripe.signedEvent('charge.refunded', stripe.charge(body.paymentIntentId));
    await postEvent(refunded);
    await postEvent(refunded);
    await postEvent(stripe.signedEvent('charge.refunded', stripe.charge(body.paymentIntentId, { withRefunds: true })));
    const [receipt, creditNote, ...more] = await receiptsOf(t, id);
    expect(more).toEqual([]);
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: 3000, correctsReceiptId: receipt.id });
  });
});
