import { addDays, parisDay } from '@ptits-mitrons/domain';
import { merchantPayoutDetails } from '../../../backend/src/database/schema';
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
