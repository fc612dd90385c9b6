// The journeys' own admin (global-setup.ts), signed in through the API with TOTP enrolled, for
// journeys that need an admin page. The env-created admin is left to auth.e2e.ts, whose
// journey enrols its two-factor through the screens.
import { inject } from 'vitest';
import { totp } from './auth-helpers.ts';
import { baseURL } from './browser.ts';

type Cookie = { name: string; value: string };

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

async function post(path: string, body: unknown, cookies: Cookie[] = []): Promise<Response> {
  return fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseURL(),
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
    body: JSON.stringify(body),
  });
}

let secret: string | undefined;

/** Signs the journeys' admin in (enrolling TOTP the first time) and returns the session cookies. */
export async function signInJourneyAdmin(): Promise<Cookie[]> {
  const admin = inject('journeyAdmin');
  if (!admin) throw new Error('The global setup did not create the journeys’ admin.');
  const signIn = await post('/api/auth/sign-in/email', {
    email: admin.email,
    password: admin.password,
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in: ${signIn.status}`);
  let cookies = cookiesOf(signIn);
  const { twoFactorRequired } = (await signIn.json()) as { twoFactorRequired: boolean };
  if (!twoFactorRequired) {
    const enable = await post('/api/auth/two-factor/enable', { password: admin.password }, cookies);
    if (enable.status !== 200) throw new Error(`2FA enable: ${enable.status}`);
    cookies = cookiesOf(enable, cookies);
    secret = ((await enable.json()) as { secret: string }).secret;
  }
  if (!secret) throw new Error('The journeys’ admin has TOTP but its secret is unknown here.');
  const verify = await post('/api/auth/two-factor/verify-totp', { code: totp(secret) }, cookies);
  if (verify.status !== 200) throw new Error(`admin TOTP: ${verify.status} ${await verify.text()}`);
  return cookiesOf(verify, cookies);
}
