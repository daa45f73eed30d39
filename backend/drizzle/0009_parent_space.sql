CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"origin_request_id" uuid NOT NULL,
	"used_by_request_id" uuid,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credits_code_unique" UNIQUE("code"),
	CONSTRAINT "credits_origin_request_id_unique" UNIQUE("origin_request_id"),
	CONSTRAINT "credits_used_by_request_id_unique" UNIQUE("used_by_request_id")
);
--> statement-breakpoint
CREATE TABLE "parent_space_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"parent_request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_space_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"parent_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_parent_request_id_kind_pk" PRIMARY KEY("parent_request_id","kind")
);
--> statement-breakpoint
ALTER TABLE "parent_requests" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "parent_requests" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_requests" ADD COLUMN "balance_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "parent_requests" ADD COLUMN "balance_refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_requests" ADD COLUMN "declined_by_parent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_requests" ADD COLUMN "cancelled_by_parent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_requests" ADD COLUMN "credit_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "purpose" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_origin_request_id_parent_requests_id_fk" FOREIGN KEY ("origin_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_used_by_request_id_parent_requests_id_fk" FOREIGN KEY ("used_by_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_space_tokens" ADD CONSTRAINT "parent_space_tokens_parent_request_id_parent_requests_id_fk" FOREIGN KEY ("parent_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_parent_request_id_parent_requests_id_fk" FOREIGN KEY ("parent_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_space_tokens_request" ON "parent_space_tokens" USING btree ("parent_request_id");--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_purpose_known" CHECK (purpose in ('deposit', 'balance'));
