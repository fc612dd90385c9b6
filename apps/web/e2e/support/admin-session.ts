// The journeys' own admin (global-setup.ts), signed in through the API, for journeys that need an
// admin page. The env-created admin is left to auth.e2e.ts, whose journey enrols its two-factor
// through the screens.
import { inject } from 'vitest';
import { signInEnrolledAdmin, type Cookie } from './admin-api.ts';
import { baseURL } from './browser.ts';

/** Signs the journeys' admin in with a fresh TOTP code and returns the session cookies. */
export async function signInJourneyAdmin(): Promise<Cookie[]> {
  const admin = inject('journeyAdmin');
  if (!admin) throw new Error('The global setup did not create the journeys’ admin.');
  return signInEnrolledAdmin(baseURL(), admin, admin.totpSecret);
}
