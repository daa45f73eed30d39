import { date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../database/bytea';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';

/**
 * An artisan's share per workshop, with its history: rows are only added. The share of a workshop is the newest row
 * in effect on the workshop's day; without one, the ARTISAN_SHARE_CENTS setting.
 */
export const merchantShares = pgTable(
  'merchant_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantRequestId: uuid('merchant_request_id')
      .notNull()
      .references(() => merchantRequests.id),
    shareCents: integer('share_cents').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's id. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_shares_merchant').on(t.merchantRequestId, t.effectiveFrom)],
);

/** One SEPA credit transfer file (pain.001.001.03) for a period, generated then marked sent by staff. */
export const payoutBatches = pgTable('payout_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The file's MsgId, also shown to staff. */
  reference: text('reference').notNull().unique(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  /** generated, sent or cancelled (PAYOUT_BATCH_STATUSES). */
  status: text('status').notNull().default('generated'),
  totalCents: integer('total_cents').notNull(),
  xml: text('xml').notNull(),
  xmlSha256: text('xml_sha256').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentBy: text('sent_by'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * What a batch pays: a workshop (its share) or a debt (a share already paid whose workshop was refunded since).
 * One line per workshop and kind, ever: a workshop is never paid twice, nor its debt taken twice.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    merchantRequestId: uuid('merchant_request_id')
      .notNull()
      .references(() => merchantRequests.id),
    parentRequestId: uuid('parent_request_id')
      .notNull()
      .references(() => parentRequests.id),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id),
    /** workshop or refund_debt (PAYOUT_LINE_KINDS). */
    kind: text('kind').notNull(),
    /** Negative for a debt. */
    amountCents: integer('amount_cents').notNull(),
    workshopAt: timestamp('workshop_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_lines_proposal_kind').on(t.proposalId, t.kind),
    index('payout_lines_batch_merchant').on(t.batchId, t.merchantRequestId),
  ],
);

/** The statement (PDF) each artisan of a batch receives: stored as issued, with its hash. */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    merchantRequestId: uuid('merchant_request_id')
      .notNull()
      .references(() => merchantRequests.id),
    number: text('number').notNull().unique(),
    totalCents: integer('total_cents').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payout_statements_batch_merchant').on(t.batchId, t.merchantRequestId)],
);
