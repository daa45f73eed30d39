import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parentRequests, proposals } from '../parents/parents.schema';

/** Every intent created for a deposit or a balance, whichever provider holds it (Stripe or the demo provider). */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    parentRequestId: uuid('parent_request_id')
      .notNull()
      .references(() => parentRequests.id),
    /** deposit or balance (PAYMENT_PURPOSES); the amount is the one the domain package fixes for it. */
    purpose: text('purpose').notNull().default('deposit'),
    /** The proposal a balance pays for: one intent per request and proposal. */
    proposalId: uuid('proposal_id').references(() => proposals.id),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    lastError: text('last_error'),
    /** payment_intent.canceled: when (Stripe's cancellation_reason goes in last_error). */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_intents_parent_request').on(t.parentRequestId, t.createdAt)],
);

/** Stripe webhook events already handled: a replayed event id changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunds of a deposit or a balance (the intent says which), keyed by the provider's refund id: the back office's action and Stripe's charge.refunded
 * for the same refund write one row, whichever comes first.
 */
export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    id: text('id').primaryKey(),
    parentRequestId: uuid('parent_request_id')
      .notNull()
      .references(() => parentRequests.id),
    paymentIntentId: text('payment_intent_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposit_refunds_parent_request').on(t.parentRequestId)],
);
