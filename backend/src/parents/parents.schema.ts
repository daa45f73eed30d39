import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cities } from '../cities/cities.schema';
import { merchantRequests } from '../merchants/merchants.schema';

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
    /** CGV §7: allergies or particular diets, as the parent typed them (at most 500 characters). */
    allergies: text('allergies'),
    /** When the parent ticked « J'ai lu et j'accepte les CGV », and the version they read (TERMS_VERSIONS.cgv). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
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
    /** The balance, paid online from the parent space (the intent whose purpose is `balance`). */
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    balancePaymentIntentId: text('balance_payment_intent_id'),
    /** Cents of the balance refunded (a cancellation more than 15 days ahead, CGV §6). */
    balanceRefundedAmount: integer('balance_refunded_amount').notNull().default(0),
    /** The parent declined the proposal, or cancelled, from their space (badges in the back office). */
    declinedByParentAt: timestamp('declined_by_parent_at', { withTimezone: true }),
    cancelledByParentAt: timestamp('cancelled_by_parent_at', { withTimezone: true }),
    /** A credit was issued from this request (its row is in `credits`): kept here for the lists' badge. */
    creditIssuedAt: timestamp('credit_issued_at', { withTimezone: true }),
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
    // A search within a tab: the tab's columns beside the trigrams (btree_gin), so that the index alone keeps a tab's
    // matches and a capped count reads only those rows (migration 0016).
    index('parent_requests_tab_search').using('gin', t.status, t.isPaymentAuthorized, t.searchText.op('gin_trgm_ops')),
    index('parent_requests_status_created').on(t.status, t.createdAt),
    index('parent_requests_paid_status_created').on(t.isPaymentAuthorized, t.status, t.createdAt),
    // Newest first over a tab that is not one status (Archive), read backwards without sorting the whole tab.
    index('parent_requests_created').on(t.createdAt),
    index('parent_requests_desired_date').on(t.desiredDate),
    // A search for a day without its year (« 15/06 »): every year's 15 June, read from the index (parent-request-search).
    // The tab's columns follow, so that a tab's share of the day is found in the index alone: without them the planner
    // ANDed the day with the trigram index's entries for the tab's status (200,000 at a million requests, 25 ms).
    index('parent_requests_desired_day').on(
      sql`extract(month from ${t.desiredDate})`,
      sql`extract(day from ${t.desiredDate})`,
      t.status,
      t.isPaymentAuthorized,
    ),
    index('parent_requests_payment_intent').on(t.paymentIntentId).where(sql`${t.paymentIntentId} is not null`),
  ],
);

/**
 * How many requests hold each status and deposit state, kept by a trigger on parent_requests (migration
 * 0014_parent_request_tallies): a tab's total without other filters is a sum of a few rows here instead of a count
 * of a million (docs/decisions.md). The trigger only appends signed rows (no shared row to lock, so writers never wait
 * on each other nor deadlock); the retention job folds them into one row per state (foldParentRequestTallies).
 */
export const parentRequestTallies = pgTable(
  'parent_request_tallies',
  {
    status: text('status').notNull(),
    isPaymentAuthorized: boolean('is_payment_authorized').notNull(),
    requests: integer('requests').notNull(),
  },
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
    /** The artisan whose accepted offer created this proposal; null for a proposal typed by staff. */
    merchantRequestId: uuid('merchant_request_id').references(() => merchantRequests.id),
    /** sent (open), validated (open, created with the validation), accepted, closed. */
    status: text('status').notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('proposals_parent_request').on(t.parentRequestId, t.createdAt),
    index('proposals_merchant_date').on(t.merchantRequestId, t.date).where(sql`${t.merchantRequestId} is not null`),
  ],
);

/**
 * The parent space's personal links: only a SHA-256 of each token is kept. A token is bound to one request and
 * works until 30 days after its workshop day (computed when it is used, since the workshop day can move).
 */
export const parentSpaceTokens = pgTable(
  'parent_space_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    parentRequestId: uuid('parent_request_id')
      .notNull()
      .references(() => parentRequests.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parent_space_tokens_request').on(t.parentRequestId)],
);

/** Credits ("avoirs", CGV §6): a code worth an amount, issued by a cancellation, usable once as a deposit. */
export const credits = pgTable('credits', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** The cancelled request it comes from: one credit per request. */
  originRequestId: uuid('origin_request_id')
    .notNull()
    .unique()
    .references(() => parentRequests.id),
  usedByRequestId: uuid('used_by_request_id')
    .unique()
    .references(() => parentRequests.id),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Scheduled reminders already sent: the key (request, kind) makes each one happen once, whichever instance runs. */
export const reminders = pgTable(
  'reminders',
  {
    parentRequestId: uuid('parent_request_id')
      .notNull()
      .references(() => parentRequests.id),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentRequestId, t.kind] })],
);
