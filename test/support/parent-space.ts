import { and, eq } from 'drizzle-orm';
import { auditEvents, mailOutbox, parentRequests, paymentIntents } from '../../backend/src/database/schema';
import { issueParentSpaceToken } from '../../backend/src/parents/parent-space-tokens';
import type { TestApp } from './app';
import { freshIp } from './merchant-requests';
import { proposalForm } from './parent-requests';

/** A personal link's token for a request, as the mails carry it. */
export const spaceToken = (t: TestApp, requestId: string): Promise<string> => issueParentSpaceToken(t.db, requestId);

/** A call from its own address (clear of the per-address payment limit). */
export const fromAnywhere = <T extends { set(name: string, value: string): T }>(call: T): T => call.set('X-Forwarded-For', freshIp());

/** The staff send a proposal the parent pays online (no payment link); answers the proposal's id. */
export async function proposeOnline(t: TestApp, auth: { Authorization: string }, requestId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const { body } = await t
    .http()
    .post(`/api/admin/parent-requests/${requestId}/proposal`)
    .set(auth)
    .send(proposalForm({ payment_link: undefined, ...overrides }))
    .expect(200);
  return body.proposal.id as string;
}

export const requestRow = async (t: TestApp, id: string) => (await t.db.select().from(parentRequests).where(eq(parentRequests.id, id)))[0];

export const historyOf = async (t: TestApp, id: string, action: string) =>
  t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action)));

/** The mails queued for a request under one template, attachments included. */
export const mailsOf = async (t: TestApp, id: string, template: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, template))).filter((m) => m.dedupKey.includes(id));

export const balanceIntents = (t: TestApp, id: string) =>
  t.db.select().from(paymentIntents).where(and(eq(paymentIntents.parentRequestId, id), eq(paymentIntents.purpose, 'balance')));
