ALTER TABLE "parent_requests" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_purged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_record" ON "mail_outbox" USING btree (split_part("dedup_key", ':', 2));