import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cities } from '../cities/cities.schema';

export const parentRequests = pgTable(
  'parent_requests',
  {
    /** Random UUID: it appears in public payment URLs and must not be guessable. */
    id: uuid('id').primaryKey().defaultRandom(),
    parentFirstname: text('parent_firstname').notNull(),
    parentLastname: text('parent_lastname').notNull(),
    parentEmail: text('parent_email').notNull(),
    parentPhone: text('parent_phone').notNull(),
    childFirstname: text('child_firstname').notNull(),
    childAge: integer('child_age').notNull(),
    targetAddress: text('target_address').notNull(),
    targetCityId: text('target_city_id')
      .notNull()
      .references(() => cities.id),
    desiredDate: date('desired_date', { mode: 'string' }).notNull(),
    numberOfChildren: integer('number_of_children').notNull(),
    merchantType: text('merchant_type').notNull().default('boulanger'),
    /**
     * One of the domain package's PARENT_REQUEST_STATUSES, enforced by the CHECK parent_requests_status_known that
     * migrations keep equal to that list (test/api/parents/parent-request-tabs.e2e-spec.ts compares them).
     */
    status: text('status').notNull().default('submitted'),
    isPaymentAuthorized: boolean('is_payment_authorized').notNull().default(false),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Sum of the deposit's refunds (cents), from the back office's action or Stripe's charge.refunded. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The deposit arrived after the request was archived or refused: owed back, not a booking. */
    refundDue: boolean('refund_due').notNull().default(false),
    /** The parent's bank disputed the deposit (charge.dispute.created). */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    adminNotes: text('admin_notes'),
    /** Unaccented lower-case text of every searchable field (names, contact, child, city, dates, notes, trade). */
    searchText: text('search_text').notNull().default(''),
    /** Set when the retention job erased the personal fields (see docs/decisions.md); what accounting needs stays. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parent_requests_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('parent_requests_status_created').on(t.status, t.createdAt),
    index('parent_requests_paid_status_created').on(t.isPaymentAuthorized, t.status, t.createdAt),
    // Newest first over a tab that is not one status (Archive), read backwards without sorting the whole tab.
    index('parent_requests_created').on(t.createdAt),
    index('parent_requests_desired_date').on(t.desiredDate),
    index('parent_requests_payment_intent').on(t.paymentIntentId).where(sql`${t.paymentIntentId} is not null`),
  ],
);

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentRequestId: uuid('parent_request_id')
      .notNull()
      .references(() => parentRequests.id),
    establishmentName: text('establishment_name').notNull(),
    address: text('address').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    paymentLink: text('payment_link'),
    /** sent (open), validated (open, created with the validation), accepted, closed. */
    status: text('status').notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('proposals_parent_request').on(t.parentRequestId, t.createdAt)],
);
