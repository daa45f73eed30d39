CREATE TABLE "parent_request_tallies" (
	"status" text NOT NULL,
	"is_payment_authorized" boolean NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
-- Until the triggers exist (the migrations' transaction ends), no request may be written unseen by both the count below
-- and the triggers: an instance of the previous version still running during an upgrade waits instead.
LOCK TABLE "parent_requests" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "parent_request_tallies" ("status", "is_payment_authorized", "requests")
SELECT "status", "is_payment_authorized", count(*) FROM "parent_requests" GROUP BY 1, 2;--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert or update (a restore, the retention job) adds up its rows once.
-- Signed rows are only appended: no shared row is locked, so concurrent writers neither wait for nor deadlock with each
-- other; the retention job folds them (foldParentRequestTallies).
CREATE FUNCTION "parent_request_tallies_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM parent_request_tallies;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO parent_request_tallies (status, is_payment_authorized, requests)
    SELECT status, is_payment_authorized, count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO parent_request_tallies (status, is_payment_authorized, requests)
    SELECT status, is_payment_authorized, -count(*) FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO parent_request_tallies (status, is_payment_authorized, requests)
    SELECT status, is_payment_authorized, sum(delta) FROM (
      SELECT status, is_payment_authorized, 1 AS delta FROM new_rows
      UNION ALL SELECT status, is_payment_authorized, -1 FROM old_rows
    ) changes GROUP BY 1, 2 HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "parent_request_tallies_insert" AFTER INSERT ON "parent_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "parent_request_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "parent_request_tallies_update" AFTER UPDATE ON "parent_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "parent_request_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "parent_request_tallies_delete" AFTER DELETE ON "parent_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "parent_request_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "parent_request_tallies_truncate" AFTER TRUNCATE ON "parent_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "parent_request_tallies_follow"();
