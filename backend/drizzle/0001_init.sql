CREATE TABLE "activity_sectors" (
	"id" text PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"search_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_sectors_search_key_unique" UNIQUE("search_key")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"insee_code" text NOT NULL,
	"nom" text NOT NULL,
	"code_postal" text NOT NULL,
	"departement" text,
	"population" integer DEFAULT 0 NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "parent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_firstname" text NOT NULL,
	"parent_lastname" text NOT NULL,
	"parent_email" text NOT NULL,
	"parent_phone" text NOT NULL,
	"child_firstname" text NOT NULL,
	"child_age" integer NOT NULL,
	"target_address" text NOT NULL,
	"target_city_id" text NOT NULL,
	"desired_date" date NOT NULL,
	"number_of_children" integer NOT NULL,
	"merchant_type" text DEFAULT 'boulanger' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"is_payment_authorized" boolean DEFAULT false NOT NULL,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"admin_notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_request_id" uuid NOT NULL,
	"establishment_name" text NOT NULL,
	"address" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"payment_link" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "merchant_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_name" text NOT NULL,
	"activity_sector_id" text NOT NULL,
	"address" text NOT NULL,
	"city_id" text NOT NULL,
	"manager_firstname" text NOT NULL,
	"manager_lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"description" text,
	"capacity" integer DEFAULT 1 NOT NULL,
	"available_days" text[] DEFAULT '{}' NOT NULL,
	"available_hours" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending_validation' NOT NULL,
	"rejection_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"parent_request_id" uuid NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedup_key" text NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_dedup_key_unique" UNIQUE("dedup_key")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"status_before" text,
	"status_after" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"page" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_stats" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"page_views" integer NOT NULL,
	"unique_sessions" integer NOT NULL,
	"bounce_rate" double precision NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_stats_day_scope_key_pk" PRIMARY KEY("day","scope","key")
);
--> statement-breakpoint
ALTER TABLE "parent_requests" ADD CONSTRAINT "parent_requests_target_city_id_cities_id_fk" FOREIGN KEY ("target_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_parent_request_id_parent_requests_id_fk" FOREIGN KEY ("parent_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD CONSTRAINT "merchant_requests_activity_sector_id_activity_sectors_id_fk" FOREIGN KEY ("activity_sector_id") REFERENCES "public"."activity_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_requests" ADD CONSTRAINT "merchant_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_parent_request_id_parent_requests_id_fk" FOREIGN KEY ("parent_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_search_name_trgm" ON "cities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_search_name_prefix" ON "cities" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_code_postal_prefix" ON "cities" USING btree ("code_postal" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parent_requests_search_trgm" ON "parent_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parent_requests_status_created" ON "parent_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "parent_requests_paid_status_created" ON "parent_requests" USING btree ("is_payment_authorized","status","created_at");--> statement-breakpoint
CREATE INDEX "parent_requests_desired_date" ON "parent_requests" USING btree ("desired_date");--> statement-breakpoint
CREATE INDEX "parent_requests_payment_intent" ON "parent_requests" USING btree ("payment_intent_id") WHERE "parent_requests"."payment_intent_id" is not null;--> statement-breakpoint
CREATE INDEX "proposals_parent_request" ON "proposals" USING btree ("parent_request_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_requests_search_trgm" ON "merchant_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_requests_status_created" ON "merchant_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_intents_parent_request" ON "payment_intents" USING btree ("parent_request_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "audit_events_entity" ON "audit_events" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "page_views_day_session" ON "page_views" USING btree ("day","session_id","ts");