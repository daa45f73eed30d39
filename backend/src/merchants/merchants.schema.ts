import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    capacity: integer('capacity').notNull().default(1),
    availableDays: text('available_days').array().notNull().default([]),
    availableHours: text('available_hours').array().notNull().default([]),
    status: text('status').notNull().default('pending_validation'),
    rejectionReason: text('rejection_reason'),
    searchText: text('search_text').notNull().default(''),
    /** Set when the retention job erased a rejected application's personal fields (see docs/decisions.md). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_requests_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('merchant_requests_status_created').on(t.status, t.createdAt),
  ],
);
