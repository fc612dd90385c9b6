-- Backups (ADR 025): pg_dump's file replays with search_path = '', so a function body that
-- names another function without its schema fails there. fold_text and research_document feed
-- generated columns (users.name_key/search_key, research_reports.search_vector), recomputed as
-- each row of a dump is inserted: restoring any backup failed with "function research_fold(text)
-- does not exist", pg_restore into PostgreSQL included. Same bodies, research_fold qualified
-- (a SET search_path clause would do too, but would stop the planner inlining them).
CREATE OR REPLACE FUNCTION fold_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.research_fold(input)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION research_document(title text, summary text, tags text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('portuguese'::regconfig, public.research_fold(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('portuguese'::regconfig, public.research_fold(coalesce(summary, ''))), 'B')
      || setweight(to_tsvector('portuguese'::regconfig, public.research_fold(coalesce(array_to_string(tags, ' '), ''))), 'C')
  $$;
