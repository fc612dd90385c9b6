// Journeys of issue 17 (plans and billing), in Chromium against the real built server.
// The demo provider (no keys): a new investor finds the plans in the footer, subscribes through
// the demo's payment page, downloads a research PDF the plan unlocks, and cancels within the
// 7-day guarantee with a full refund. Stripe: a second server configured with a local fake of
// Stripe's API; the investor is sent to its Checkout page and the signed webhooks make the plan
// active. Each page gets axe and screenshots at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_PRICES,
  startFakeStripe,
  type FakeStripe,
} from '../../server/test/support/fake-stripe.ts';
import {
  auditPage,
  repoRoot,
  startAppServer,
  toast,
  trackedPages,
  type AppServer,
} from './support/index.ts';
import {
  adoptSession,
  mailCaptured,
  newPassword,
  signUpInvestor,
  uniqueEmail,
  waitForMail,
} from './support/auth-helpers.ts';
import { subscribeDemo } from './support/investor-data.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const visit = trackedPages();

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

describe('plans and billing', () => {
  it('demo: subscribe, download a research PDF, then cancel with a full refund', async () => {
    const investor = await signUpInvestor('Lara Assinante');
    const page = await visit();
    await adoptSession(page, investor.cookies);

    // Before a plan: the subscription page says so and shows what stays locked.
    await page.goto('/conta/assinatura');
    await page.getByRole('heading', { name: 'Você ainda não tem um plano' }).waitFor();
    await region(page, 'O que seu plano libera')
      .getByText('Simulador de rebalanceamento (bloqueado)')
      .waitFor();

    // The footer's Planos link opens the public plans (issue #30); their "Assinar" takes a
    // signed-in investor straight to /billing with that plan chosen.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Planos' }).click();
    await page.waitForURL((url) => url.pathname === '/planos');
    await page.getByRole('link', { name: 'Assinar o plano Mensal' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    expect(new URL(page.url()).searchParams.get('plano')).toBe('mensal');
    await page.getByRole('heading', { name: 'Escolha seu Plano' }).waitFor();
    await page.getByRole('note').getByText('Demonstração:').waitFor();
    const periods = page.getByRole('radiogroup', { name: 'Periodicidade' });
    expect(await periods.getByRole('radio', { name: /Mensal/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByText('R$ 49,00').waitFor();
    await periods.getByRole('radio', { name: /Anual/ }).click();
    await page.getByText('R$ 499,00').waitFor();
    await page.getByText('Economize R$ 89,00 em relação ao mensal').waitFor();
    await page.getByText(/Garantia de 7 dias/).waitFor();
    await auditPage(page, 'billing-planos');
    await expectNoSidewaysScroll(page);

    // A double click makes one checkout.
    const subscribe = page.getByRole('button', { name: 'Assinar o plano Anual' });
    await subscribe.dblclick();
    await page.waitForURL((url) => url.pathname.startsWith('/billing/demo/'));
    await page.getByRole('heading', { name: 'Pagamento de demonstração' }).waitFor();
    await page.getByText('R$ 499,00').waitFor();
    await auditPage(page, 'billing-demo-pagamento');
    await page.getByRole('button', { name: 'Confirmar pagamento simulado' }).click();

    await page.waitForURL((url) => url.pathname === '/conta/assinatura');
    const plan = region(page, 'Plano Anual');
    await plan.getByText('Ativa', { exact: true }).waitFor();
    await plan.getByText(/Próxima cobrança/).waitFor();
    const invoices = region(page, 'Faturas');
    await invoices.getByRole('cell', { name: 'R$ 499,00' }).waitFor();
    await invoices.getByText('Paga', { exact: true }).waitFor();
    await region(page, 'O que seu plano libera')
      .getByText('Relatórios de research em PDF (liberado)')
      .waitFor();
    await auditPage(page, 'billing-assinatura-ativa');
    await expectNoSidewaysScroll(page);
    // The demo's receipt is a PDF.
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      invoices.getByRole('link', { name: /Recibo/ }).click(),
    ]);
    expect((await readFile(await receipt.path())).subarray(0, 5).toString()).toBe('%PDF-');
    if (mailCaptured()) {
      await waitForMail(investor.email, { subject: /pagamento de R\$ 499,00 confirmado/ });
    }

    // What the plan unlocks: a research PDF downloads.
    await page.goto('/research');
    const first = page.getByRole('article').first();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('button', { name: /^Baixar PDF/ }).click(),
    ]);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // Cancel within 7 days: a full refund, and the plan's features end now.
    await page.goto('/conta/assinatura');
    await region(page, 'Plano Anual')
      .getByRole('button', { name: 'Cancelar e pedir reembolso' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancelar e receber o reembolso?' });
    await auditPage(page, 'billing-cancelar');
    await confirm.getByRole('button', { name: 'Cancelar e reembolsar' }).click();
    // What happened comes first (issue #30: it only said "Você ainda não tem um plano"), then
    // the invitation to subscribe again.
    const today = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    const refunded = page
      .getByRole('main')
      .getByRole('group', { name: 'Seu plano Anual foi cancelado e reembolsado' });
    await refunded.getByText(`Devolvemos R$ 499,00 em ${today}.`, { exact: false }).waitFor();
    await refunded
      .getByText(`O acesso aos recursos do plano terminou em ${today}.`, { exact: false })
      .waitFor();
    await page.getByRole('heading', { name: 'Você está sem plano agora' }).waitFor();
    await page.getByRole('link', { name: 'Assinar de novo' }).waitFor();
    await region(page, 'Faturas').getByText('Reembolsada', { exact: true }).waitFor();
    await auditPage(page, 'billing-cancelada');
    if (mailCaptured()) {
      const mail = await waitForMail(investor.email, { subject: /assinatura cancelada/ });
      expect(mail.text).toContain('Reembolsamos R$ 499,00 integralmente');
    }
    // The PDF is refused again, with the plans.
    await page.goto('/research');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Baixar PDF/ })
      .click();
    await page.getByRole('dialog', { name: 'Research exclusivo para assinantes' }).waitFor();
  });

  it('demo: an active monthly plan changes to the annual one, charged in proportion', async () => {
    const investor = await signUpInvestor('Caio Anual');
    await subscribeDemo(investor, 'monthly');
    const page = await visit();
    await adoptSession(page, investor.cookies);
    await page.goto('/conta/assinatura');
    const monthly = region(page, 'Plano Mensal');
    await monthly.getByText('Ativa', { exact: true }).waitFor();

    // The confirmation says what the new plan costs and how the rest of this period counts.
    const change = monthly.getByRole('button', { name: 'Mudar para o plano Anual' });
    await change.click();
    const confirm = page.getByRole('alertdialog', { name: 'Mudar para o plano Anual?' });
    await confirm
      .getByText(/^R\$ 499,00 por ano\. O que resta do período atual vira crédito/)
      .waitFor();
    await auditPage(page, 'billing-mudar-plano');
    // "Voltar" changes nothing.
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await monthly.getByText('Ativa', { exact: true }).waitFor();

    await change.click();
    await confirm.getByRole('button', { name: 'Mudar de plano' }).click();
    const done = toast(page, 'Plano alterado').getByText(/^Agora você está no plano Anual\./);
    await done.waitFor();
    // Same day: the month's R$ 49,00 is almost all credit, so about R$ 450,00 is charged now.
    const charged = /Cobrado: (R\$\s[\d.]+,\d{2})\./.exec(await done.innerText())?.[1];
    expect(charged).toMatch(/^R\$\s45\d,\d{2}$/);
    const annual = region(page, 'Plano Anual');
    await annual.getByText('Ativa', { exact: true }).waitFor();
    await annual.getByRole('button', { name: 'Mudar para o plano Mensal' }).waitFor();
    // The charge is an invoice like any other.
    await region(page, 'Faturas').getByRole('cell', { name: charged }).waitFor();
    await expectNoSidewaysScroll(page);
  });

  describe('Stripe, through a local fake of its API', () => {
    let fake: FakeStripe;
    let server: AppServer;

    beforeAll(async () => {
      fake = await startFakeStripe();
      server = await startAppServer({
        logFile: join(repoRoot, 'test-results', 'e2e-stripe-server.log'),
        env: {
          RATE_LIMIT_PER_MINUTE: '100000',
          AUTH_RATE_LIMIT_PER_MINUTE: '100000',
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
          STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
          STRIPE_API_URL: fake.url,
        },
      });
      fake.webhookUrl = `${server.baseURL}/api/billing/webhooks/stripe`;
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await fake?.close();
    });

    it('sends the investor to Checkout, and the signed webhook makes the plan active', async () => {
      const email = uniqueEmail('stripe');
      const password = newPassword();
      const signUp = await fetch(`${server.baseURL}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseURL },
        body: JSON.stringify({
          name: 'Rui Cartão',
          email,
          password,
          acceptTerms: true,
          termsVersion: '2026-11-21',
          privacyVersion: '2026-11-21',
        }),
      });
      expect(signUp.status).toBe(201);
      const page = await visit();
      await page.context().addCookies(
        signUp.headers.getSetCookie().map((header) => {
          const [pair = ''] = header.split(';');
          const at = pair.indexOf('=');
          return {
            name: pair.slice(0, at).trim(),
            value: pair.slice(at + 1).trim(),
            url: server.baseURL,
            httpOnly: true,
            sameSite: 'Lax' as const,
          };
        }),
      );
      await page.goto(`${server.baseURL}/billing`);
      await page.getByRole('heading', { name: 'Escolha seu Plano' }).waitFor();
      // Stripe is configured: no demonstration notice, and the card is Stripe's business.
      expect(await page.getByRole('note').count()).toBe(0);
      await page.getByText(/página segura do Stripe/).waitFor();
      await page
        .getByRole('radiogroup', { name: 'Periodicidade' })
        .getByRole('radio', { name: /Mensal/ })
        .click();
      await page.getByRole('button', { name: 'Assinar o plano Mensal' }).click();
      // The fake's Checkout pays at once, sends the signed webhooks and comes back.
      await page.waitForURL((url) => url.pathname === '/conta/assinatura', { timeout: 20_000 });
      expect(fake.sessions.size).toBe(1);
      const plan = region(page, 'Plano Mensal');
      await plan.getByText('Ativa', { exact: true }).waitFor();
      await plan.getByRole('button', { name: 'Atualizar cartão' }).waitFor();
      await region(page, 'Faturas').getByRole('cell', { name: 'R$ 49,00' }).waitFor();
      await auditPage(page, 'billing-stripe-assinatura');
      expect(fake.calls.some((call) => call.path === '/v1/checkout/sessions')).toBe(true);
    });
  });
});
