import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parentRequests } from '../parents/parents.schema';
import { depositRefunds, paymentIntents } from '../payments/payments.schema';

/**
 * The refunds of the intents that paid a workshop, in cents: the request's deposit (a deposit paid with a credit has
 * no intent, hence no refund) and the balance paid for this proposal. A balance paid for another proposal of the
 * request (replaced since) and refunded is not this workshop's money. The one place this rule is written.
 */
export function workshopRefundedCents(proposalId: AnyPgColumn) {
  return sql<number>`(select coalesce(sum(r.amount), 0) from ${depositRefunds} r join ${paymentIntents} i on i.id = r.payment_intent_id
    where r.parent_request_id = ${parentRequests.id}
      and (i.id = ${parentRequests.paymentIntentId} or (i.purpose = 'balance' and i.proposal_id = ${proposalId})))`.mapWith(Number);
}
