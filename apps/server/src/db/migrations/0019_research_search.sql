-- Research search (docs/decisions/020-research.md). Self-contained: it may run after other
-- branches' migrations.

-- Accents folded letter for letter (same length, so highlighted positions map back onto the
-- original text). translate() rather than the unaccent extension: it behaves the same on
-- PostgreSQL 15 and PGlite, needs no extension, and can be IMMUTABLE (indexable). The two
-- strings must match ACCENT_FOLD in packages/domain/src/research/research-rules.ts.
CREATE OR REPLACE FUNCTION research_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(input, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY') $$;
--> statement-breakpoint
-- A report's searchable text: the title above the summary above the tags (ts_rank weights).
CREATE OR REPLACE FUNCTION research_document(title text, summary text, tags text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('portuguese'::regconfig, research_fold(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('portuguese'::regconfig, research_fold(coalesce(summary, ''))), 'B')
      || setweight(to_tsvector('portuguese'::regconfig, research_fold(coalesce(array_to_string(tags, ' '), ''))), 'C')
  $$;
--> statement-breakpoint
ALTER TABLE research_reports ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (research_document(title, summary, tags)) STORED;
--> statement-breakpoint
CREATE INDEX research_reports_search_idx ON research_reports USING gin (search_vector);
