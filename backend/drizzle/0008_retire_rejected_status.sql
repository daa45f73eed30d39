-- Status `rejected` is retired (docs/decisions.md): no transition led to it; a refused request is `parent_rejected`.
-- Each row still in it moves there, with a history entry saying why, before the CHECK forbids it. The CHECK lists
-- the domain package's PARENT_REQUEST_STATUSES (an API test compares the two).
INSERT INTO "audit_events" ("entity_type", "entity_id", "action", "actor", "status_before", "status_after", "reason")
SELECT 'parent_request', "id"::text, 'status_retired', 'system', 'rejected', 'parent_rejected',
       'Statut « Proposition refusée » retiré : la demande passe à « Refusé par le parent »'
FROM "parent_requests" WHERE "status" = 'rejected';--> statement-breakpoint
UPDATE "parent_requests" SET "status" = 'parent_rejected', "updated_at" = now() WHERE "status" = 'rejected';--> statement-breakpoint
ALTER TABLE "parent_requests" ADD CONSTRAINT "parent_requests_status_known" CHECK (status in ('submitted', 'proposal_sent', 'accepted', 'parent_rejected', 'admin_closed'));
