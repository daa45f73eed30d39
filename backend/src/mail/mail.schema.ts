import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A file sent with a mail (the workshop's calendar file, a payout statement's PDF), kept with the mail until it is
 * sent: text as it is, or binary bytes in base64 (`encoding`).
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * One business event queues one mail, ever: `<template>:<id of the request or application>[:…]`. The retention
     * job finds a record's mails by that second part.
     */
    dedupKey: text('dedup_key').notNull().unique(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** queued, sent, failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the retention job erased the HTML and text (the row's metadata stays); such a mail is never sent again. */
    bodyPurgedAt: timestamp('body_purged_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_subject_record').on(sql`split_part(${t.dedupKey}, ':', 2)`),
  ],
);
