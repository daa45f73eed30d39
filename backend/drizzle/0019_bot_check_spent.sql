CREATE TABLE "bot_check_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_check_spent_expires_at" ON "bot_check_spent" USING btree ("expires_at");