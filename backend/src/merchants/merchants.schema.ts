import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activitySectors, cities } from '../cities/cities.schema';

export const merchantRequests = pgTable(
  'merchant_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    establishmentName: text('establishment_name').notNull(),
    activitySectorId: text('activity_sector_id')
      .notNull()
      .references(() => activitySectors.id),
    address: text('address').notNull(),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    managerFirstname: text('manager_firstname').notNull(),
    managerLastname: text('manager_lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    description: text('description'),
    /** The shop's area in m², as the application form asks it; not a number of children (that is max_children). */
    capacity: integer('capacity').notNull().default(1),
    /** How many children the artisan hosts at once, set in their space or by staff (MAX_CHILDREN). */
    maxChildren: integer('max_children').notNull().default(8),
    /** Dates the artisan is off ('YYYY-MM-DD'), on top of the weekly availability. */
    daysOff: date('days_off', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    availableDays: text('available_days').array().notNull().default([]),
    availableHours: text('available_hours').array().notNull().default([]),
    status: text('status').notNull().default('pending_validation'),
    rejectionReason: text('rejection_reason'),
    /** When the applicant accepted the CGU and the « Conditions des artisans », and the versions they read. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    cguVersion: text('cgu_version'),
    artisanTermsVersion: text('artisan_terms_version'),
    searchText: text('search_text').notNull().default(''),
    /** Set when the retention job erased a rejected application's personal fields (see docs/decisions.md). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_requests_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('merchant_requests_status_created').on(t.status, t.createdAt),
    index('merchant_requests_city').on(t.cityId),
    check('merchant_requests_max_children_range', sql`${t.maxChildren} between 1 and 50`),
  ],
);

/**
 * The artisan's personal links: only a SHA-256 of each token is kept. `space` tokens open the space and come with
 * every mail to the artisan (valid MERCHANT_LINK_VALID_DAYS after that mail); a `calendar` token only reads the
 * calendar feed, for calendar services, until the artisan asks for a new one. Staff revoke them all at once.
 */
export const merchantSpaceTokens = pgTable(
  'merchant_space_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    merchantRequestId: uuid('merchant_request_id')
      .notNull()
      .references(() => merchantRequests.id),
    kind: text('kind').notNull().default('space'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('merchant_space_tokens_merchant').on(t.merchantRequestId, t.kind),
    check('merchant_space_tokens_kind_known', sql`${t.kind} in ('space', 'calendar')`),
  ],
);
