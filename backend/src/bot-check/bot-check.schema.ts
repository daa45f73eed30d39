import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * ALTCHA solutions already accepted, shared by every instance on one database: the primary key refuses a second use
 * atomically. A row is useless once its challenge has expired (the signature check refuses it then), so expired rows
 * are deleted as new ones come in.
 */
export const botCheckSpent = pgTable(
  'bot_check_spent',
  {
    /** The challenge's HMAC signature: unique per challenge (random nonce and salt), unforgeable without the key. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_check_spent_expires_at').on(t.expiresAt)],
);
