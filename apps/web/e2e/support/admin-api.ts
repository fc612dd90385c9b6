// The journeys' own admin, spoken to through the API: enrolled in TOTP once by the global setup
// (journeys in different workers sign it in, and only the enrolment reveals the secret) and then
// signed in with a fresh code by each journey that needs an admin page.
import { totp } from '../../../server/test/support/totp.ts';

export type Cookie = { name: string; value: string };
export type JourneyAdmin = { email: string; password: string; name: string };

function cookiesOf(response: Response, previous: Cookie[] = []): Cookie[] {
  const byName = new Map(previous.map((c) => [c.name, c]));
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    byName.set(name, { name, value: pair.slice(at + 1).trim() });
  }
  return [...byName.values()].filter((c) => c.value !== '');
}

async function post(base: string, path: string, body: unknown, cookies: Cookie[] = []) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
    body: JSON.stringify(body),
  });
}

async function passwordStep(base: string, admin: JourneyAdmin) {
  const signIn = await post(base, '/api/auth/sign-in/email', {
    email: admin.email,
    password: admin.password,
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in: ${signIn.status}`);
  const { twoFactorRequired } = (await signIn.json()) as { twoFactorRequired?: boolean };
  return { cookies: cookiesOf(signIn), twoFactorRequired: twoFactorRequired === true };
}

const PERIOD_MS = 30_000;

class SpentCode extends Error {}

/** Verifies a TOTP code; a code the server has seen before (replay protection) is a SpentCode. */
async function verify(base: string, secret: string, cookies: Cookie[]): Promise<Cookie[]> {
  const response = await post(
    base,
    '/api/auth/two-factor/verify-totp',
    { code: totp(secret) },
    cookies,
  );
  if (response.status === 200) return cookiesOf(response, cookies);
  const body = await response.text();
  if (/já (foi )?usado/i.test(body)) throw new SpentCode(body);
  throw new Error(`admin TOTP: ${response.status} ${body}`);
}

/** Enrols the admin in TOTP (admin pages require it) and returns its secret. */
export async function enrolJourneyAdmin(base: string, admin: JourneyAdmin): Promise<string> {
  const { cookies, twoFactorRequired } = await passwordStep(base, admin);
  if (twoFactorRequired) throw new Error('The journeys’ admin is already enrolled in TOTP.');
  const enable = await post(
    base,
    '/api/auth/two-factor/enable',
    { password: admin.password },
    cookies,
  );
  if (enable.status !== 200) throw new Error(`2FA enable: ${enable.status}`);
  const { secret } = (await enable.json()) as { secret: string };
  await verify(base, secret, cookiesOf(enable, cookies));
  return secret;
}

/** Signs the enrolled admin in and returns its session cookies. */
export async function signInEnrolledAdmin(
  base: string,
  admin: JourneyAdmin,
  secret: string,
): Promise<Cookie[]> {
  // The journeys sign this admin in several times a minute; a refused (spent) code also ends
  // that sign-in, so the retry starts again from the password, in the next 30 s period.
  for (let attempt = 0; ; attempt += 1) {
    const { cookies, twoFactorRequired } = await passwordStep(base, admin);
    if (!twoFactorRequired) throw new Error('The journeys’ admin should have TOTP by now.');
    try {
      return await verify(base, secret, cookies);
    } catch (error) {
      if (!(error instanceof SpentCode) || attempt >= 2) throw error;
      await new Promise((wait) => setTimeout(wait, PERIOD_MS - (Date.now() % PERIOD_MS) + 250));
    }
  }
}
