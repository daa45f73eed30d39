import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';

/**
 * One request's workshop offered to one artisan. Staff queue several artisans in order (`rank`); one offer at a
 * time is `pending` (mailed, with `expires_at`), the others `queued` until the previous one is declined, expires or
 * is withdrawn. The partial unique indexes make "one pending, one accepted per request" a database fact, so two
 * artisans accepting at once cannot both win.
 */
export const merchantOffers = pgTable(
  'merchant_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentRequestId: uuid('parent_request_id')
      .notNull()
      .references(() => parentRequests.id),
    merchantRequestId: uuid('merchant_request_id')
      .notNull()
      .references(() => merchantRequests.id),
    /** Which queue (one per "send offers" by staff), and the artisan's place in it (1 first). */
    queueId: uuid('queue_id').notNull(),
    rank: integer('rank').notNull(),
    /** One of the domain package's OFFER_STATUSES. */
    status: text('status').notNull().default('queued'),
    /** The workshop's start, as staff chose it. */
    workshopAt: timestamp('workshop_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The proposal an accepted offer created. */
    proposalId: uuid('proposal_id').references(() => proposals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_offers_request').on(t.parentRequestId, t.createdAt),
    index('merchant_offers_merchant').on(t.merchantRequestId, t.status),
    index('merchant_offers_pending_expiry').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('merchant_offers_one_pending').on(t.parentRequestId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('merchant_offers_one_accepted').on(t.parentRequestId).where(sql`${t.status} = 'accepted'`),
    uniqueIndex('merchant_offers_queue_rank').on(t.queueId, t.rank),
    check('merchant_offers_status_known', sql`${t.status} in ('queued', 'pending', 'accepted', 'declined', 'expired', 'withdrawn')`),
  ],
);
