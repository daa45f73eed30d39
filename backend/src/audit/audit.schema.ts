import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** An admin id, or `public`, `stripe`, `system`. */
    actor: text('actor').notNull(),
    statusBefore: text('status_before'),
    statusAfter: text('status_after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_entity').on(t.entityType, t.entityId, t.createdAt)],
);
