CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"parent_request_id" uuid NOT NULL,
	"corrects_receipt_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "receipts_year_sequence" UNIQUE("year","sequence")
);
--> statement-breakpoint
CREATE TABLE "merchant_payout_details" (
	"merchant_request_id" uuid PRIMARY KEY NOT NULL,
	"seller_type" text NOT NULL,
	"legal_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"tax_id" text,
	"siret" text,
	"vat_number" text,
	"address_line" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'FR' NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"account_holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_request_id" uuid NOT NULL,
	"share_cents" integer NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'generated' NOT NULL,
	"total_cents" integer NOT NULL,
	"xml" text NOT NULL,
	"xml_sha256" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payout_batches_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"merchant_request_id" uuid NOT NULL,
	"parent_request_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"workshop_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"merchant_request_id" uuid NOT NULL,
	"number" text NOT NULL,
	"total_cents" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_statements_number_unique" UNIQUE("number"),
	CONSTRAINT "payout_statements_batch_merchant" UNIQUE("batch_id","merchant_request_id")
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_parent_request_id_parent_requests_id_fk" FOREIGN KEY ("parent_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_corrects_receipt_id_receipts_id_fk" FOREIGN KEY ("corrects_receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payout_details" ADD CONSTRAINT "merchant_payout_details_merchant_request_id_merchant_requests_id_fk" FOREIGN KEY ("merchant_request_id") REFERENCES "public"."merchant_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_shares" ADD CONSTRAINT "merchant_shares_merchant_request_id_merchant_requests_id_fk" FOREIGN KEY ("merchant_request_id") REFERENCES "public"."merchant_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_merchant_request_id_merchant_requests_id_fk" FOREIGN KEY ("merchant_request_id") REFERENCES "public"."merchant_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_parent_request_id_parent_requests_id_fk" FOREIGN KEY ("parent_request_id") REFERENCES "public"."parent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_merchant_request_id_merchant_requests_id_fk" FOREIGN KEY ("merchant_request_id") REFERENCES "public"."merchant_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_parent_request" ON "receipts" USING btree ("parent_request_id","issued_at");--> statement-breakpoint
CREATE INDEX "merchant_shares_merchant" ON "merchant_shares" USING btree ("merchant_request_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_proposal_kind" ON "payout_lines" USING btree ("proposal_id","kind");--> statement-breakpoint
CREATE INDEX "payout_lines_batch_merchant" ON "payout_lines" USING btree ("batch_id","merchant_request_id");--> statement-breakpoint
-- An issued document never changes: the database itself refuses to rewrite or delete a receipt or a statement.
CREATE FUNCTION "issued_document_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued documents are never changed (%)', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "receipts_final" BEFORE UPDATE OR DELETE ON "receipts" FOR EACH ROW EXECUTE FUNCTION "issued_document_is_final"();--> statement-breakpoint
CREATE TRIGGER "payout_statements_final" BEFORE UPDATE OR DELETE ON "payout_statements" FOR EACH ROW EXECUTE FUNCTION "issued_document_is_final"();
