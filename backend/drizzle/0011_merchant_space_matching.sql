-- Merchant space and matching. Existing artisans get max_children = 8, the most children a parent can book
-- (NUMBER_OF_CHILDREN.max): `capacity` held the shop's area in m² and stays so. Commune coordinates are loaded by
-- the seed and by the start-up backfill (cities/commune-coordinates.ts), not here: SQL cannot read the CSV.
CREATE TABLE "merchant_space_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"merchant_request_id" uuid NOT NULL,
	"kind" text DEFAULT 'space' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "merchant_space_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "merchant_space_tokens_kind_known" CHECK ("merchant_space_tokens"."kind" in ('space', 'calendar'))
);
--> statement-breakpoint
CREATE TABLE "merchant_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_request_id" uuid NOT NULL,
	"merchant_request_id" uuid NOT NULL,
	"queue_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"workshop_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"proposal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_offers_status_known" CHECK ("merchant_offers"."status" in ('queued', 'pending', 'accepted', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "merchant_request_id" uuid;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD COLUMN "max_children" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD COLUMN "days_off" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_space_tokens" ADD CONSTRAINT "merchant_space_tokens_merchant_request_id_merchant_requests_id_fk" FOREIGN KEY ("merchant_request_id") REFERENCES "public"."merchant_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_offers" ADD CONSTRAINT "merchant_offers_parent_request_id_parent_requests_id_fk" FOREIGN KEY ("parent_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_offers" ADD CONSTRAINT "merchant_offers_merchant_request_id_merchant_requests_id_fk" FOREIGN KEY ("merchant_request_id") REFERENCES "public"."merchant_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_offers" ADD CONSTRAINT "merchant_offers_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_space_tokens_merchant" ON "merchant_space_tokens" USING btree ("merchant_request_id","kind");--> statement-breakpoint
CREATE INDEX "merchant_offers_request" ON "merchant_offers" USING btree ("parent_request_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_offers_merchant" ON "merchant_offers" USING btree ("merchant_request_id","status");--> statement-breakpoint
CREATE INDEX "merchant_offers_pending_expiry" ON "merchant_offers" USING btree ("expires_at") WHERE "merchant_offers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_offers_one_pending" ON "merchant_offers" USING btree ("parent_request_id") WHERE "merchant_offers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_offers_one_accepted" ON "merchant_offers" USING btree ("parent_request_id") WHERE "merchant_offers"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_offers_queue_rank" ON "merchant_offers" USING btree ("queue_id","rank");--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_merchant_request_id_merchant_requests_id_fk" FOREIGN KEY ("merchant_request_id") REFERENCES "public"."merchant_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_merchant_date" ON "proposals" USING btree ("merchant_request_id","date") WHERE "proposals"."merchant_request_id" is not null;--> statement-breakpoint
CREATE INDEX "merchant_requests_city" ON "merchant_requests" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD CONSTRAINT "merchant_requests_max_children_range" CHECK ("merchant_requests"."max_children" between 1 and 50);