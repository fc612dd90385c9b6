// Helpers for the accounts journeys: people created through the API, the emails the app sent to
// the local SMTP server, and the codes an authenticator app would show.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseURL } from './browser.ts';
import type { CapturedMail } from './mail-capture.ts';
import { bodyOf, parseMime, subjectOf } from '../../../server/test/support/mime.ts';

export { totp } from '../../../server/test/support/totp.ts';

/** A fresh address per journey, so no two runs (or tests) share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@exemplo.com.br`;
}

/** A password the server's policy accepts, different every time. */
export function newPassword(): string {
  return `viagem ${randomBytes(6).toString('hex')} ao litoral`;
}

export interface TestInvestor {
  name: string;
  email: string;
  password: string;
  /** The session cookies the sign-up answered with. */
  cookies: { name: string; value: string }[];
}

/**
 * Creates an investor through the API, as the onboarding's last step will (its screens come
 * with their own capability). Sends Origin like a browser on the app's page.
 */
export async function signUpInvestor(name = 'Marina Costa'): Promise<TestInvestor> {
  const email = uniqueEmail('investidora');
  const password = newPassword();
  const response = await fetch(`${baseURL()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL() },
    body: JSON.stringify({
      name,
      email,
      password,
      acceptTerms: true,
      // LEGAL_VERSIONS of packages/contracts (the journeys' project does not compile it).
      termsVersion: '2026-11-21',
      privacyVersion: '2026-11-21',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  return { name, email, password, cookies };
}

/** Gives the page's browser context the session an API call obtained. */
export async function adoptSession(page: Page, cookies: TestInvestor['cookies']): Promise<void> {
  await page
    .context()
    .addCookies(
      cookies.map((cookie) => ({ ...cookie, url: baseURL(), httpOnly: true, sameSite: 'Lax' })),
    );
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML alternative, when the email has one. */
  html: string | null;
  receivedAt: string;
}

/** Whether the journeys run with the local SMTP server (not against an external E2E_BASE_URL). */
export function mailCaptured(): boolean {
  return Boolean(inject('mailDir'));
}

/**
 * Headers and plain-text part of an email as nodemailer sends one: multipart/alternative (text
 * and HTML), inside multipart/mixed when something is attached, or a single text part.
 */
export function parseMail(mail: CapturedMail): ReceivedMail {
  const message = parseMime(mail.raw);
  return {
    to: mail.to,
    subject: subjectOf(message),
    text: bodyOf(message, 'text/plain') ?? '',
    html: bodyOf(message, 'text/html') ?? null,
    receivedAt: mail.receivedAt,
  };
}

/** Waits for the newest email to `to` (optionally whose subject matches) to arrive. */
export async function waitForMail(
  to: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const dir = inject('mailDir');
  if (!dir) throw new Error('No mail capture: the journeys run against an external server.');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
    for (const file of files.reverse()) {
      const captured = JSON.parse(await readFile(join(dir, file), 'utf8')) as CapturedMail;
      if (!captured.to.includes(to.toLowerCase())) continue;
      const mail = parseMail(captured);
      if (!options.subject || options.subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} arrived in time.`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** The set-password link of a reset or invite email. */
export function passwordLinkFrom(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/redefinir-senha\?\S+/.exec(mail.text);
  if (!match) throw new Error(`No set-password link in the email:\n${mail.text}`);
  return new URL(match[0]);
}

/** Signs someone in through the API (staff cannot sign up) and returns the session cookies. */
export async function signInThroughApi(
  email: string,
  password: string,
): Promise<TestInvestor['cookies']> {
  const response = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL() },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  return response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
}
