import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.ts';
import { needsBetterAuth } from './find-session.ts';

const now = Date.UTC(2026, 10, 25, 12);
const hour = 3600 * 1000;
/** A session last slid `ago` ms before now (better-auth set expiresAt = then + idle). */
const slidAgo = (ago: number) => new Date(now - ago + SESSION_IDLE_SECONDS * 1000);

describe('needsBetterAuth', () => {
  it('serves a session slid less than updateAge ago as read', () => {
    expect(needsBetterAuth(slidAgo(0), now)).toBe(false);
    expect(needsBetterAuth(slidAgo(SESSION_UPDATE_AGE_SECONDS * 1000 - 1), now)).toBe(false);
  });

  it('hands a session due to slide to better-auth, from updateAge on', () => {
    expect(needsBetterAuth(slidAgo(SESSION_UPDATE_AGE_SECONDS * 1000), now)).toBe(true);
    expect(needsBetterAuth(slidAgo(2 * hour), now)).toBe(true);
  });

  it('hands an expired session to better-auth, which removes it', () => {
    expect(needsBetterAuth(new Date(now), now)).toBe(true);
    expect(needsBetterAuth(new Date(now - 1), now)).toBe(true);
  });
});
