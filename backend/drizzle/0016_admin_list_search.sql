-- The back office's search within a tab at a million requests (docs/decisions.md, "Admin list at a million requests").
-- btree_gin puts the tab's columns in the trigram index: the index alone keeps a tab's matches, so a capped count or a
-- page of rare matches reads only those rows. A trusted extension (PostgreSQL 13+), in PGlite's contrib as well.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "parent_requests_search_trgm";--> statement-breakpoint
CREATE INDEX "parent_requests_tab_search" ON "parent_requests" USING gin ("status","is_payment_authorized","search_text" gin_trgm_ops);--> statement-breakpoint
-- A day searched without its year (« 15/06 »): trigrams cannot hold "15" next to "06", and every phone starts with 06.
CREATE INDEX "parent_requests_desired_day" ON "parent_requests" USING btree (extract(month from "desired_date"),extract(day from "desired_date"));--> statement-breakpoint
-- LIKE '%…%' is estimated from the column's histogram: 100 entries cannot tell 0.3 % from 2 %, and a word estimated
-- ten times more common than it is sends the planner scanning for matches that are not there. 1,000 entries can.
ALTER TABLE "parent_requests" ALTER COLUMN "search_text" SET STATISTICS 1000;
