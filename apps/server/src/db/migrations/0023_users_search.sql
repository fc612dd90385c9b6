-- /admin/usuarios (issue #18): accent- and case-insensitive search by name or email, and keyset
-- paging by name over 100,000 users. The keys are generated columns, kept out of the drizzle
-- schema (queries name them in SQL), like research's search_vector.
CREATE OR REPLACE FUNCTION fold_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(research_fold(input)) $$;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN name_key text GENERATED ALWAYS AS (fold_text(name)) STORED;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN search_key text
  GENERATED ALWAYS AS (fold_text(name) || ' ' || lower(email)) STORED;
--> statement-breakpoint
CREATE INDEX users_name_key_idx ON users (name_key, id);
