import { addDays, BALANCE_CENTS, DEPOSIT_CENTS, parisDay } from '@ptits-mitrons/domain';
import { eq, sql } from 'drizzle-orm';
import { depositRefunds, merchantPayoutDetails, parentRequests, paymentIntents } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import { approvedMerchant, confirmedWorkshop, parisInstant } from '../merchant-space/support';

export { approvedMerchant, confirmedWorkshop, createSpaceApp, parisInstant } from '../merchant-space/support';

/** Valid IBANs (check digits right), French and German. */
export const IBAN_FR = 'FR7630006000011234567890189';
export const IBAN_DE = 'DE89370400440532013000';

/** Complete payout details, written as the artisan's form would (directly: that form is another module's). */
export async function givePayoutDetails(t: TestApp, merchantId: string, overrides: Partial<typeof merchantPayoutDetails.$inferInsert> = {}): Promise<void> {
  await t.db.insert(merchantPayoutDetails).values({
    merchantRequestId: merchantId,
    sellerType: 'company',
    legalName: 'Fournil Martin SARL',
    siret: '73282932000074',
    addressLine: '3 rue des Forges',
    postalCode: '21000',
    city: 'Dijon',
    iban: IBAN_FR,
    bic: 'AGRIFRPP882',
    accountHolder: 'Fournil Martin SARL',
    ...overrides,
  });
}

/** A Paris day `days` from today. */
export const dayFromToday = (days: number) => addDays(parisDay(), days);

/** A validated artisan with complete details, and a confirmed workshop at 14:30 on each of these Paris days. */
export async function artisanWithWorkshops(
  t: TestApp,
  email: string,
  days: string[],
  options: { details?: boolean; name?: string; children?: string[] } = {},
): Promise<{ id: string; token: string; workshops: { requestId: string; proposalId: string }[] }> {
  const merchant = await approvedMerchant(t, { email, establishment_name: options.name ?? `Fournil ${email.split('@')[0]}` });
  if (options.details !== false) await givePayoutDetails(t, merchant.id);
  const workshops = [];
  for (const [index, day] of days.entries()) {
    workshops.push(await confirmedWorkshop(t, merchant.id, parisInstant(day, '14:30'), { child_firstname: options.children?.[index] ?? 'Zoé' }));
  }
  return { ...merchant, workshops };
}

let refundCount = 0;

/**
 * A refund as the payments module records it (written directly: that module is another's): the intent it refunds
 * (the request's deposit, or the balance paid for `proposalId`), its refund row, and the request's refunded sum.
 */
export async function refundIntent(
  t: TestApp,
  requestId: string,
  options: { purpose: 'deposit' | 'balance'; amount: number; proposalId?: string },
): Promise<void> {
  const n = ++refundCount;
  const intentId = `pi_test_payout_${n}_${Date.now()}`;
  await t.db.insert(paymentIntents).values({
    id: intentId,
    provider: 'stripe',
    parentRequestId: requestId,
    purpose: options.purpose,
    proposalId: options.proposalId ?? null,
    clientSecret: `${intentId}_secret`,
    amount: options.purpose === 'deposit' ? DEPOSIT_CENTS : BALANCE_CENTS,
    currency: 'eur',
    status: 'succeeded',
  });
  await t.db.insert(depositRefunds).values({ id: `re_${intentId}`, parentRequestId: requestId, paymentIntentId: intentId, amount: options.amount, currency: 'eur', status: 'succeeded' });
  await t.db
    .update(parentRequests)
    .set(
      options.purpose === 'deposit'
        ? { paymentIntentId: intentId, refundedAmount: sql`${parentRequests.refundedAmount} + ${options.amount}` }
        : { balanceRefundedAmount: sql`${parentRequests.balanceRefundedAmount} + ${options.amount}` },
    )
    .where(eq(parentRequests.id, requestId));
}
