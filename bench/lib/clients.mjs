// HTTP helpers for the crash and soak benchmarks: investors signed up through the API, each
// with the cookie and Origin a browser on our page would send.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './servers.mjs';

export const PASSWORD = 'cavalo correto bateria grampo';

export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function signUp(url, index) {
  const email = `bench-${index}-${randomUUID().slice(0, 8)}@exemplo.com`;
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      name: `Investidora ${index}`,
      email,
      password: PASSWORD,
      acceptTerms: true,
      termsVersion: legalVersions().terms,
      privacyVersion: legalVersions().privacy,
    }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up ${response.status}: ${await response.text()}`);
  return { email, headers: { cookie: cookieOf(response), origin: url } };
}

/** The current terms and privacy versions, read from the contracts' source. */
function legalVersions() {
  const text = readFileSync(join(repoRoot, 'packages/contracts/src/legal.ts'), 'utf8');
  const version = (name) => text.match(new RegExp(`${name}: '([^']+)'`))?.[1];
  return { terms: version('terms'), privacy: version('privacy') };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Resident set size of a process in MB, from /proc (Linux). */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function send(url, headers, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} ${response.status}`);
}

/**
 * Gives a signed-up investor what a real one has after a few weeks: a profile and its plan, a
 * portfolio, a goal and an aporte, so every signed-in page renders its charts.
 */
export async function furnishInvestor(url, headers) {
  await send(url, headers, 'POST', '/api/onboarding', {
    phone: '(11) 91234-5678',
    patrimonioCents: 5_000_000,
    questionnaireId: 'rapido-v1',
    answers: {
      experiencia: 'renda-fixa',
      objetivos: 'objetivo-definido',
      prazo: '3-a-5-anos',
      volatilidade: 'resgatar-parte',
    },
    brokerIds: ['xp'],
    preferences: { cryptoInterest: false, noStocks: false, internationalInterest: true },
  });
  await send(url, headers, 'PUT', '/api/portfolio/holdings', {
    holdings: { 'Renda Fixa': 3_500_000, 'Ações Brasil': 1_500_000 },
  });
  await send(url, headers, 'POST', '/api/goals', {
    name: 'Reserva de emergência',
    targetCents: 3_000_000,
    termMonths: 24,
    accumulatedCents: 500_000,
  });
  await send(url, headers, 'POST', '/api/contributions', {
    amountCents: 123_456,
    brokerId: 'xp',
    category: 'Renda Fixa',
  });
}
