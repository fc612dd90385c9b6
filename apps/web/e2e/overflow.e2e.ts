// Journey of issue #27: no page is wider than the phone. Every route of src/app/route-tree.ts, as
// the person who may open it (a visitor, an investor with data in every table, the staff's
// admin), at 320×640 and at 375×812: the page is scrolled through and fails when it scrolls
// sideways or puts a control, badge or text past the right edge (support/overflow.ts). axe runs
// once per page, at 320 px (OVERFLOW_AXE=0 skips it). The pages issue #27 changed are saved at
// 320, 375 and 1280 px in test-results/screenshots/; OVERFLOW_SCREENSHOTS=1 saves every page.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, monthOfDay, toIsoCalendarDate } from '@algoone/domain';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  screenshot,
  trackedPages,
} from './support/index.ts';
import { adoptSession, signUpInvestor, type TestInvestor } from './support/auth-helpers.ts';
import { signInJourneyAdmin } from './support/admin-session.ts';
import { apiAs, completeOnboarding, saoPauloDay } from './support/investor-data.ts';
import { describeOverflow, findOverflow, PHONES, scrollThrough } from './support/overflow.ts';

const visit = trackedPages();
const ALL_SCREENSHOTS = process.env.OVERFLOW_SCREENSHOTS === '1';
// axe at 320 px on every page; OVERFLOW_AXE=0 leaves it to the other journeys when iterating.
const CHECK_AXE = process.env.OVERFLOW_AXE !== '0';
const SHOT_WIDTHS = [PHONES[0], PHONES[1], DESKTOP];

interface Stop {
  path: string;
  /** Brings the page to the state worth measuring (a row chosen, a form open). */
  ready?: (page: Page) => Promise<void>;
  /** Saved at 320, 375 and 1280 px on every run: the pages issue #27 changed. */
  shot?: boolean;
}

/**
 * The first heading, then the page's data: nothing left saying it is loading. (Signed-in pages
 * keep the chat's stream open, so the network never goes idle.)
 */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () => !/Carregando/.test(document.querySelector('main')?.textContent ?? ''),
    null,
    { timeout: 10_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Visits each stop and returns what did not fit (and axe's findings), for one failure. */
async function measure(page: Page, stops: Stop[]): Promise<string[]> {
  const failures: string[] = [];
  for (const stop of stops) {
    try {
      await page.setViewportSize(PHONES[0]);
      await page.goto(stop.path);
      await settle(page);
      await stop.ready?.(page);
      for (const phone of PHONES) {
        await page.setViewportSize(phone);
        await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
        await scrollThrough(page);
        const overflow = await findOverflow(page);
        if (overflow)
          failures.push(describeOverflow(`${stop.path} at ${phone.width} px`, overflow));
      }
      await page.setViewportSize(PHONES[0]);
      if (CHECK_AXE) await expectNoSeriousA11yViolations(page);
      if (stop.shot || ALL_SCREENSHOTS) {
        await screenshot(page, `overflow${stop.path.replace(/\/[0-9a-f-]{36}/g, '')}`, SHOT_WIDTHS);
      }
    } catch (error) {
      // One page's trouble is reported with the others' instead of hiding them.
      failures.push(`${stop.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failures;
}

/** Last month as the cashback import writes it. */
function previousMonthIso(): string {
  return addMonths(monthOfDay(toIsoCalendarDate(new Date())), -1);
}

describe('no page is wider than the phone', () => {
  let admin: TestInvestor;
  let investor: TestInvestor;
  let checkoutId: string;
  let protocol: string;

  beforeAll(async () => {
    admin = { cookies: await signInJourneyAdmin() } as TestInvestor;
    // Long names and amounts, so every table and list has a full row to fit.
    investor = await signUpInvestor('Maria Eduarda Albuquerque Vasconcelos');
    await completeOnboarding(investor, { patrimonioCents: 125_000_000, brokerIds: ['xp', 'btg'] });
    expect(
      (await apiAs(investor, 'PUT', '/api/portfolio/net-worth', { amountCents: 131_250_000 }))
        .status,
    ).toBe(200);
    const holdings = await apiAs(investor, 'PUT', '/api/portfolio/holdings', {
      holdings: {
        'Renda Fixa': 75_000_000,
        'Ações Brasil': 37_500_000,
        Internacional: 12_500_000,
        FIIs: 6_250_000,
      },
    });
    expect(holdings.status, JSON.stringify(holdings.json)).toBe(200);
    for (const aporte of [
      { amountCents: 1_000_000, date: saoPauloDay(40), brokerId: 'xp', category: 'Renda Fixa' },
      { amountCents: 550_000, date: saoPauloDay(10), brokerId: 'btg', category: 'FIIs' },
      { amountCents: 2_500_000, date: saoPauloDay(0), brokerId: 'xp', category: 'Internacional' },
    ]) {
      const created = await apiAs(investor, 'POST', '/api/contributions', aporte);
      expect(created.status, JSON.stringify(created.json)).toBe(201);
    }
    for (const goal of [
      { name: 'Aposentadoria tranquila no litoral', targetCents: 250_000_000, termMonths: 240 },
      { name: 'Reserva de emergência', targetCents: 3_000_000, termMonths: 2 },
    ]) {
      const created = await apiAs(investor, 'POST', '/api/goals', {
        ...goal,
        accumulatedCents: 20_000,
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
    }
    const lesson = await apiAs(
      investor,
      'POST',
      '/api/academy/modules/reserva-de-emergencia/lessons/onde-guardar/complete',
    );
    expect(lesson.status, JSON.stringify(lesson.json)).toBe(200);
    const request = await apiAs<{ protocol: string }>(investor, 'POST', '/api/privacy/requests', {
      kind: 'sharing_info',
      message: 'Com quais empresas vocês compartilham meus dados pessoais?',
    });
    expect(request.status, JSON.stringify(request.json)).toBe(201);
    protocol = request.json.protocol;
    const review = await apiAs(investor, 'POST', '/api/chat/review-requests', {
      kind: 'schedule',
      times: [new Date(Date.now() + 9 * 86_400_000).toISOString()],
      note: 'Quero rever a carteira e os objetivos.',
    });
    expect(review.status, JSON.stringify(review.json)).toBe(201);
    // A month of cashback, imported by the admin as a broker's file.
    const month = previousMonthIso();
    const csv = [
      'email;corretora;mes;recebido;repassado',
      `${investor.email};xp;${month};1234,56;987,65`,
      `${investor.email};btg;${month};100,00;80,00`,
    ].join('\r\n');
    const imported = await apiAs(admin, 'POST', '/api/admin/cashback/imports', {
      fileName: 'corretoras.csv',
      contentBase64: Buffer.from(csv, 'utf8').toString('base64'),
    });
    expect(imported.status, JSON.stringify(imported.json)).toBe(201);
    // A checkout waiting on the demo's payment page; it is paid after that page is measured.
    const checkout = await apiAs<{ subscriptionId: string }>(
      investor,
      'POST',
      '/api/billing/checkout',
      { plan: 'annual', idempotencyKey: crypto.randomUUID() },
    );
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
    checkoutId = checkout.json.subscriptionId;
  }, 120_000);

  it('public pages', { timeout: 180_000 }, async () => {
    const page = await visit(PHONES[0]);
    const failures = await measure(page, [
      { path: '/', shot: true },
      { path: '/termos' },
      { path: '/privacidade' },
      { path: '/entrar' },
      { path: '/esqueci-senha' },
      { path: '/redefinir-senha' },
      { path: '/unauthorized' },
      { path: '/admin/login' },
      { path: '/onboarding' },
      { path: '/sair' },
      { path: '/pagina-que-nao-existe' },
    ]);
    expect(failures.join('\n\n')).toBe('');
  });

  it('investor pages', { timeout: 180_000 }, async () => {
    const page = await visit(PHONES[0]);
    await adoptSession(page, investor.cookies);
    const failures = await measure(page, [
      { path: '/dashboard' },
      { path: '/carteira', shot: true },
      { path: '/carteira/proventos' },
      { path: '/carteira/ir' },
      { path: '/objetivos' },
      { path: '/corretoras' },
      {
        path: '/cashback',
        shot: true,
        ready: async (p) => {
          await p
            .getByRole('region', { name: /Transparência/ })
            .getByText('R$ 1.234,56')
            .first()
            .waitFor();
        },
      },
      { path: '/cashback/extrato' },
      { path: '/conquistas' },
      { path: '/academia' },
      { path: '/academia/reserva-de-emergencia' },
      { path: '/academia/reserva-de-emergencia/onde-guardar' },
      { path: '/perfil', shot: true },
      { path: '/theo' },
      { path: '/research' },
      { path: '/billing' },
      { path: `/billing/demo/${checkoutId}`, shot: true },
    ]);
    const paid = await apiAs(
      investor,
      'POST',
      `/api/billing/demo/checkouts/${checkoutId}/confirm`,
      {
        outcome: 'paid',
      },
    );
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    failures.push(
      ...(await measure(page, [
        {
          path: '/conta/assinatura',
          shot: true,
          ready: async (p) => {
            await p
              .getByRole('link', { name: /Recibo/ })
              .first()
              .waitFor();
          },
        },
        { path: '/conta', shot: true },
        { path: '/meus-dados' },
      ])),
    );
    expect(failures.join('\n\n')).toBe('');
  });

  it('staff pages', { timeout: 180_000 }, async () => {
    const page = await visit(PHONES[0]);
    await adoptSession(page, admin.cookies);
    const failures = await measure(page, [
      { path: '/admin', shot: true },
      { path: '/admin/2fa' },
      { path: '/admin/cashback', shot: true },
      {
        path: '/admin/atendimento',
        shot: true,
        ready: async (p) => {
          await p
            .getByRole('navigation', { name: 'Conversas' })
            .getByRole('button', { name: new RegExp(investor.name) })
            .click();
          await p.getByLabel('Propor outro horário (Brasília)').waitFor();
        },
      },
      { path: '/admin/theo' },
      { path: '/admin/research', shot: true },
      {
        path: '/admin/privacidade',
        shot: true,
        ready: async (p) => {
          await p.getByRole('listitem', { name: protocol }).waitFor();
        },
      },
      {
        path: '/admin/usuarios',
        shot: true,
        ready: async (p) => {
          await p.getByLabel('Nome ou email').fill(investor.email);
          await p.getByRole('button', { name: 'Buscar' }).click();
          await p
            .getByRole('list', { name: 'Resultados' })
            .getByRole('button', { name: new RegExp(investor.name) })
            .click();
          await p.getByRole('region', { name: investor.name }).getByText(investor.email).waitFor();
        },
      },
      { path: '/admin/logs', shot: true },
      { path: '/admin/consultores', shot: true },
      { path: '/admin/objetivos', shot: true },
      { path: '/admin/carteiras', shot: true },
      { path: '/admin/security', shot: true },
      { path: '/admin/ativos', shot: true },
      { path: '/admin/pagina-que-nao-existe' },
    ]);
    expect(failures.join('\n\n')).toBe('');
  });
});
