import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../database/bytea';
import { merchantRequests } from '../merchants/merchants.schema';

/**
 * Each artisan's yearly copy of their DAC7 row (PDF), one per artisan and year: the unique key makes the yearly job
 * write it once whatever the instances and restarts. Staff regenerating it replace the PDF on the same row.
 */
export const dac7Copies = pgTable(
  'dac7_copies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantRequestId: uuid('merchant_request_id')
      .notNull()
      .references(() => merchantRequests.id),
    year: integer('year').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    /** 1 when first drawn, +1 at each regeneration by staff (it names the mail staff may send with it). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the copy was first queued by mail to the artisan (by the yearly job or staff); null while never mailed. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [unique('dac7_copies_merchant_year').on(t.merchantRequestId, t.year)],
);
