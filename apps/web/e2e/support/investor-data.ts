// Data for the dashboard and carteira journeys, created through the API as the investor (their
// session cookies, and Origin like a browser on the app's page): the onboarding's save, net
// worth, holdings and aportes. The screens themselves are exercised by the journeys.
import { expect } from 'vitest';
import { baseURL } from './browser.ts';
import type { TestInvestor } from './auth-helpers.ts';

export async function apiAs<T = unknown>(
  investor: TestInvestor,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      cookie: investor.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      origin: baseURL(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * The onboarding's last step, as the wizard sends it: a Moderado profile with a medium horizon
 * (50/25/20/5), the patrimônio as the first net-worth snapshot, and the chosen brokers.
 */
export async function completeOnboarding(
  investor: TestInvestor,
  options: { patrimonioCents?: number; brokerIds?: string[] } = {},
): Promise<void> {
  const { status, json } = await apiAs(investor, 'POST', '/api/onboarding', {
    name: investor.name,
    patrimonioCents: options.patrimonioCents ?? 5_000_000,
    questionnaireId: 'rapido-v1',
    answers: {
      experiencia: 'renda-fixa',
      objetivos: 'objetivo-definido',
      prazo: '3-a-5-anos',
      volatilidade: 'resgatar-parte',
    },
    brokerIds: options.brokerIds ?? ['xp'],
    preferences: { cryptoInterest: false, noStocks: false, internationalInterest: true },
  });
  expect(status, JSON.stringify(json)).toBe(201);
}

/** Waits until the server has synced the CDI from the fake SGS (it starts right after boot). */
export async function waitForCdi(investor: TestInvestor, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { json } = await apiAs<{ performance: { cdi: { status: string } } }>(
      investor,
      'GET',
      '/api/dashboard',
    );
    if (json.performance.cdi.status === 'ok') return;
    if (Date.now() > deadline) throw new Error(`CDI not synced in time: ${JSON.stringify(json)}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** 'YYYY-MM-DD' in São Paulo, `daysAgo` days before today. */
export function saoPauloDay(daysAgo = 0): string {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
}

/**
 * A plan, through the demo provider's own routes (checkout, then its confirmation page's
 * "pay"), for journeys about what a plan unlocks; billing.e2e.ts subscribes through the screens.
 */
export async function subscribeDemo(
  investor: TestInvestor,
  plan: 'monthly' | 'annual' = 'monthly',
): Promise<void> {
  const checkout = await apiAs<{ subscriptionId: string }>(
    investor,
    'POST',
    '/api/billing/checkout',
    {
      plan,
      idempotencyKey: crypto.randomUUID(),
    },
  );
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
  const paid = await apiAs(
    investor,
    'POST',
    `/api/billing/demo/checkouts/${checkout.json.subscriptionId}/confirm`,
    { outcome: 'paid' },
  );
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
}
