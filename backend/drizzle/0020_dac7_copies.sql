CREATE TABLE "dac7_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_request_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "dac7_copies_merchant_year" UNIQUE("merchant_request_id","year")
);
--> statement-breakpoint
ALTER TABLE "dac7_copies" ADD CONSTRAINT "dac7_copies_merchant_request_id_merchant_requests_id_fk" FOREIGN KEY ("merchant_request_id") REFERENCES "public"."merchant_requests"("id") ON DELETE no action ON UPDATE no action;