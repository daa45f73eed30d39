import { MERCHANT_SPACE_PATH } from '@ptits-mitrons/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { mailOutbox, parentRequests, proposals } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import { submitMerchant } from '../../support/merchant-requests';
import { submitRequest } from '../../support/parent-requests';

export { createSpaceApp, parisInstant } from '../parent-space/support';

const TOKEN_IN_TEXT = new RegExp(`${MERCHANT_SPACE_PATH}/([A-Za-z0-9_-]+)`);

/** The artisan's link token a mail's text carries, or undefined. */
export function merchantTokenInText(text: string | undefined | null): string | undefined {
  return text?.match(TOKEN_IN_TEXT)?.[1];
}

/** The token of the newest queued mail of this template whose dedup key starts with `keyPrefix`. */
export async function merchantTokenFromOutbox(t: TestApp, keyPrefix: string, template: string): Promise<string> {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), like(mailOutbox.dedupKey, `${keyPrefix}%`)))
    .orderBy(asc(mailOutbox.createdAt));
  const token = merchantTokenInText(rows.at(-1)?.text);
  if (!token) throw new Error(`aucun lien artisan dans le mail ${template} (${keyPrefix})`);
  return token;
}

/** An application approved by staff: its id and the link its welcome mail carries. */
export async function approvedMerchant(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const id = await submitMerchant(t, overrides);
  await t.http().put(`/api/admin/merchant-requests/${id}/status`).set(await t.adminAuth()).send({ status: 'active' }).expect(200);
  return { id, token: await merchantTokenFromOutbox(t, `merchant-approved:${id}`, 'merchant-approved') };
}

/**
 * A workshop confirmed with this artisan: a parent's request settled (`accepted`) with the proposal their accepted
 * offer made (proposals.merchant_request_id), as the offer chain leaves them.
 */
export async function confirmedWorkshop(
  t: TestApp,
  merchantId: string,
  date: Date,
  request: Record<string, unknown> = {},
): Promise<{ requestId: string; proposalId: string }> {
  const requestId = await submitRequest(t, request);
  await t.db.update(parentRequests).set({ status: 'accepted', isPaymentAuthorized: true, balancePaidAt: new Date() }).where(eq(parentRequests.id, requestId));
  const [proposal] = await t.db
    .insert(proposals)
    .values({ parentRequestId: requestId, merchantRequestId: merchantId, establishmentName: 'Boulangerie du Parc', address: '3 rue des Forges', date, status: 'accepted' })
    .returning();
  return { requestId, proposalId: proposal.id };
}
