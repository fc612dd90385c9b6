-- Research search, singular and plural (issue #30; docs/decisions/020-research.md, amended).
-- The Portuguese stemmer alone keeps 'acao' and 'acoes' apart ('aca', 'aco'), and a typed word
-- searched as a prefix of its own stem ('aco':*) found and marked 'acompanhar'. Now a report's
-- text gives, for every word that is not a stopword: the stem of its singular
-- (research_singular), and the word itself, folded. A typed word matches a word with the same
-- stem of the singular, or a word that begins with what was typed ('renda fix' still finds
-- 'Renda Fixa'). Marks come from the same lexemes, word by word (research_matched_words), so
-- what is marked is exactly what matched. Every function names the others with their schema
-- (restores replay with search_path = '', ADR 025).

-- The words search sees, one space apart: accents folded, every run of ASCII letters and digits,
-- lower-case. searchWords in packages/domain/src/research/research-rules.ts cuts the same way.
CREATE OR REPLACE FUNCTION research_plain(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(btrim(regexp_replace(public.research_fold(input), '[^A-Za-z0-9]+', ' ', 'g'))) $$;
--> statement-breakpoint
-- One folded, lower-case word's singular: the rules of SINGULAR_RULES in
-- packages/domain/src/research/research-rules.ts, in the same order (first match wins);
-- test/research.test.ts compares the two.
CREATE OR REPLACE FUNCTION research_singular(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE
      WHEN word ~ '^(.+)oes$' THEN regexp_replace(word, '^(.+)oes$', '\1ao')
      WHEN word ~ '^(.+)aes$' THEN regexp_replace(word, '^(.+)aes$', '\1ao')
      WHEN word ~ '^(.+)aos$' THEN regexp_replace(word, '^(.+)aos$', '\1ao')
      WHEN word ~ '^(.{2,})ais$' THEN regexp_replace(word, '^(.{2,})ais$', '\1al')
      WHEN word ~ '^(.{2,})eis$' THEN regexp_replace(word, '^(.{2,})eis$', '\1el')
      WHEN word ~ '^(.{2,})il$' THEN regexp_replace(word, '^(.{2,})il$', '\1el')
      WHEN word ~ '^(.+)ns$' THEN regexp_replace(word, '^(.+)ns$', '\1m')
      WHEN word ~ '^(.+[rz])es$' THEN regexp_replace(word, '^(.+[rz])es$', '\1')
      WHEN word ~ '^(.+se)s$' THEN regexp_replace(word, '^(.+se)s$', '\1')
      WHEN word ~ '^(.*[^aeou]i)s$' THEN regexp_replace(word, '^(.*[^aeou]i)s$', '\1')
      WHEN word ~ '^(.{2,}[aeo])s$' THEN regexp_replace(word, '^(.{2,}[aeo])s$', '\1')
      WHEN word ~ '^(.+[^aeiouns])s$' THEN regexp_replace(word, '^(.+[^aeiouns])s$', '\1')
      ELSE word
    END
  $$;
--> statement-breakpoint
-- A text's lexemes: for each word that is not a Portuguese stopword, the stem of its singular
-- and the word itself.
CREATE OR REPLACE FUNCTION research_lexemes(input text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT to_tsvector('portuguese'::regconfig, coalesce(string_agg(public.research_singular(w), ' '), ''))
      || to_tsvector('simple'::regconfig, coalesce(string_agg(w, ' '), ''))
    FROM regexp_split_to_table(public.research_plain(coalesce(input, '')), ' ') AS w
    WHERE w <> '' AND length(to_tsvector('portuguese'::regconfig, w)) > 0
  $$;
--> statement-breakpoint
-- A report's searchable text: the title above the summary above the tags (ts_rank weights).
CREATE OR REPLACE FUNCTION research_document(title text, summary text, tags text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(public.research_lexemes(title), 'A')
      || setweight(public.research_lexemes(summary), 'B')
      || setweight(public.research_lexemes(array_to_string(tags, ' ')), 'C')
  $$;
--> statement-breakpoint
-- The search for typed words (readSearchQuery's terms, one space apart): each word's stem of
-- the singular, or any word that begins with it; all words (every) or any of them (for marks).
-- Null when every word is a stopword: nothing matches, as before.
CREATE OR REPLACE FUNCTION research_query(terms text, every boolean) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT string_agg(
        '(' || coalesce(
          (SELECT string_agg(quote_literal(s.lexeme), ' | ')
             FROM unnest(to_tsvector('portuguese'::regconfig, public.research_singular(w))) AS s) || ' | ',
          '') || quote_literal(w) || ':*)',
        CASE WHEN every THEN ' & ' ELSE ' | ' END)::tsquery
    FROM regexp_split_to_table(public.research_plain(terms), ' ') AS w
    WHERE w <> '' AND length(to_tsvector('portuguese'::regconfig, w)) > 0
  $$;
--> statement-breakpoint
-- The words of a text (as research_plain gives them) that match a search, for the marks.
CREATE OR REPLACE FUNCTION research_matched_words(input text, query tsquery) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT w), '{}')
    FROM regexp_split_to_table(public.research_plain(input), ' ') AS w
    WHERE w <> '' AND public.research_lexemes(w) @@ query
  $$;
--> statement-breakpoint
-- Stored generated values are computed when a row is written: rebuild the column (and its
-- index) so the reports already published get the new lexemes.
DROP INDEX IF EXISTS research_reports_search_idx;
--> statement-breakpoint
ALTER TABLE research_reports DROP COLUMN search_vector;
--> statement-breakpoint
ALTER TABLE research_reports ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (public.research_document(title, summary, tags)) STORED;
--> statement-breakpoint
CREATE INDEX research_reports_search_idx ON research_reports USING gin (search_vector);
