CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "scheduled_job_runs_job_due_at_pk" PRIMARY KEY("job","due_at")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "throttle_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "scheduled_job_runs_job_finished" ON "scheduled_job_runs" USING btree ("job","finished_at");--> statement-breakpoint
CREATE INDEX "throttle_hits_expires_at" ON "throttle_hits" USING btree ("expires_at");