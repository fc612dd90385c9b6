-- The audit log stays append-only (0001), with one narrow exception for an account's erasure
-- (LGPD art. 16 and 18, docs/decisions/021-privacy.md): inside a transaction that declares it
-- (set_config('algoone.erasure', 'on', true)), a row may lose its address, user agent and
-- details, and nothing else. Deletes and truncates are still refused.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND coalesce(current_setting('algoone.erasure', true), '') = 'on'
     AND NEW.id = OLD.id
     AND NEW.at = OLD.at
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
     AND NEW.action = OLD.action
     AND NEW.target_type IS NOT DISTINCT FROM OLD.target_type
     AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
     AND NEW.result = OLD.result
     AND NEW.ip_address IS NULL
     AND NEW.user_agent IS NULL
     AND NEW.details = '{}'::jsonb THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Gamification rows (0006) go with an erased account too: the erasure keeps the user row as an
-- anonymised tombstone, so "the account no longer exists" is now also "the erasure says so".
CREATE OR REPLACE FUNCTION gamification_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id)
       OR coalesce(current_setting('algoone.erasure', true), '') = 'on' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
