-- better-auth's own rate limiter is off (ADR 004); its table was never used.
DROP TABLE IF EXISTS "rate_limits";
