import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchantRequests } from '../merchants/merchants.schema';

/**
 * How an artisan is paid, and who they are for the platform's yearly report (DAC7): entered in the artisan's space.
 * A company gives its legal name, SIRET and VAT number; an individual their name, date of birth and tax number. Both
 * give an address and the account (IBAN, holder). Changes are audited (entity `merchant_payout_details`).
 */
export const merchantPayoutDetails = pgTable('merchant_payout_details', {
  merchantRequestId: uuid('merchant_request_id')
    .primaryKey()
    .references(() => merchantRequests.id),
  /** company or individual (SELLER_TYPES). */
  sellerType: text('seller_type').notNull(),
  legalName: text('legal_name').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  birthDate: date('birth_date', { mode: 'string' }),
  /** Numéro fiscal (individuals). */
  taxId: text('tax_id'),
  siret: text('siret'),
  vatNumber: text('vat_number'),
  addressLine: text('address_line').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull().default('FR'),
  /** Electronic format, no spaces, upper case. */
  iban: text('iban').notNull(),
  bic: text('bic'),
  accountHolder: text('account_holder').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
