-- Accent-insensitive search: unaccent and trigram indexes, in PGlite's contrib and Debian's PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
