ALTER TABLE "parent_requests" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_requests" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD COLUMN "cgu_version" text;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD COLUMN "artisan_terms_version" text;