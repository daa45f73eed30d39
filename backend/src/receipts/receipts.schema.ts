import { index, integer, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea } from '../database/bytea';
import { parentRequests } from '../parents/parents.schema';

/**
 * One row per calendar year: the last receipt number given. Taking a number updates this row, so concurrent
 * payments (and instances) queue on its lock and a rolled-back payment gives its number back: no gap, no duplicate.
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Receipts ("notes", arrêté n° 83-50/A) and credit notes issued to parents, in one yearly series (`2026-000123`).
 * Never updated nor deleted once written (a trigger refuses it): the PDF and its SHA-256 are what was issued.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** receipt or credit_note (RECEIPT_KINDS). */
    kind: text('kind').notNull(),
    /** What the document is for (a payment intent, a refund, a credit's use): one document per money event. */
    sourceKey: text('source_key').notNull().unique(),
    parentRequestId: uuid('parent_request_id')
      .notNull()
      .references(() => parentRequests.id),
    /** A credit note names the receipt it corrects. */
    correctsReceiptId: uuid('corrects_receipt_id').references((): AnyPgColumn => receipts.id),
    /** What this document is for, all taxes included, in cents (positive for a credit note too). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('receipts_year_sequence').on(t.year, t.sequence), index('receipts_parent_request').on(t.parentRequestId, t.issuedAt)],
);
