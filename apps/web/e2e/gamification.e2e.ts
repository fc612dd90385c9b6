// Journeys of issue 8 (XP, levels, weekly missions, badges, /conquistas, /academia and the
// progress shown on /dashboard), in Chromium against the real built server. Each page is checked with axe and photographed at
// 1280 px and 375 px. Progress is only ever earned through the app's own actions.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { auditPage, baseURL, screenshot, toast, trackedPages } from './support/index.ts';
import { adoptSession, signUpInvestor, type TestInvestor } from './support/auth-helpers.ts';

// Every page is closed after each test, which fails if a page threw or broke the CSP.
const visit = trackedPages();

function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** The value next to a summary label of /conquistas ("XP total" → "80 XP"). */
function stat(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function signedIn(page: Page, name: string): Promise<TestInvestor> {
  const investor = await signUpInvestor(name);
  await adoptSession(page, investor.cookies);
  return investor;
}

/**
 * Completes a whole module through the API, as the lesson page's button does, to give an
 * investor some history before the journey (4 + 6 → 35 + 35 XP, plus the week's read-content
 * mission: 80 XP).
 */
async function completeModuleViaApi(investor: TestInvestor, moduleId: string): Promise<void> {
  const headers = {
    cookie: investor.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    origin: baseURL(),
    accept: 'application/json',
  };
  const detail = await fetch(`${baseURL()}/api/academy/modules/${moduleId}`, { headers });
  expect(detail.status).toBe(200);
  const { lessons } = (await detail.json()) as { lessons: { id: string }[] };
  for (const lesson of lessons) {
    const res = await fetch(
      `${baseURL()}/api/academy/modules/${moduleId}/lessons/${lesson.id}/complete`,
      { method: 'POST', headers },
    );
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

/** Clicks "Concluir lição" and waits for the server's answer. */
async function completeLesson(page: Page): Promise<void> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/lessons\/[^/]+\/complete$/.test(new URL(r.url()).pathname)),
    page.getByRole('button', { name: 'Concluir lição' }).click(),
  ]);
  expect(response.status()).toBe(200);
}

describe('sign-in guard', () => {
  it('sends a visitor of /conquistas and /academia to sign in', async () => {
    const page = await visit();
    await page.goto('/conquistas');
    await page.waitForURL((url) => url.pathname === '/entrar');
    await page.goto('/academia/reserva-de-emergencia/onde-guardar');
    await page.waitForURL((url) => url.pathname === '/entrar');
  });
});

describe('a weekly mission through its real action', () => {
  it('reading a lesson completes "Aprender algo novo" with a toast', async () => {
    const page = await visit();
    await signedIn(page, 'Helena Prado');

    await page.goto('/conquistas');
    await heading(page, 'Suas Conquistas').waitFor();
    expect(await stat(page, 'XP total').textContent()).toBe('0 XP');
    expect(await stat(page, 'Desbloqueadas').textContent()).toBe('0');
    expect(await stat(page, 'Pendentes').textContent()).toBe('6');
    // Pending badges say so in words, not only in grey.
    expect(await page.locator('#pendentes').getByText('Pendente', { exact: true }).count()).toBe(6);
    await auditPage(page, 'gamification-conquistas-inicio');

    await page.getByRole('link', { name: 'Voltar ao dashboard' }).waitFor();
    await page.goto('/academia');
    await heading(page, 'Academia AlgoOne').waitFor();
    await page.getByText('Nível 1 - Iniciante').waitFor();
    const cards = page.getByRole('link', { name: /^Iniciar: / });
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(7);
    await auditPage(page, 'gamification-academia-inicio');

    await page.getByRole('link', { name: 'Iniciar: Fundos multimercado' }).click();
    await heading(page, 'Fundos multimercado').waitFor();
    await auditPage(page, 'gamification-modulo');
    await page.getByRole('link', { name: 'Iniciar', exact: true }).click();
    await heading(page, 'O que é um fundo multimercado').waitFor();
    await auditPage(page, 'gamification-licao');

    await completeLesson(page);
    await toast(page, 'Missão Concluída!').waitFor();
    expect(await toast(page, 'Missão Concluída!').textContent()).toContain('+10 XP');
    await screenshot(page, 'gamification-licao-missao-toast');
    await page.getByText('Lição concluída.').waitFor();
    await page.getByRole('link', { name: 'Próxima lição' }).waitFor();

    await page.goto('/conquistas');
    await heading(page, 'Suas Conquistas').waitFor();
    expect(await stat(page, 'XP total').textContent()).toBe('10 XP');
    const mission = page.locator('#missoes li', { hasText: 'Aprender algo novo' });
    await mission.getByText('Concluída', { exact: true }).waitFor();
    await page.locator('#recentes').getByText('Missão Concluída!').waitFor();
  });
});

describe('a module through its lessons', () => {
  it('completes "Reserva de emergência" and reaches level 2', async () => {
    const page = await visit();
    const investor = await signedIn(page, 'Rafael Lima');
    await completeModuleViaApi(investor, 'custos-taxas-e-cashback');
    await completeModuleViaApi(investor, 'acoes-e-fiis');

    await page.goto('/conquistas');
    await heading(page, 'Suas Conquistas').waitFor();
    expect(await stat(page, 'XP total').textContent()).toBe('80 XP');
    expect(await stat(page, 'Nível 1').textContent()).toBe('Iniciante');

    await page.goto('/academia');
    await heading(page, 'Academia AlgoOne').waitFor();
    const start = page.getByRole('link', { name: 'Iniciar: Reserva de emergência' });
    await start.waitFor();
    expect(await page.getByText('Concluído', { exact: true }).count()).toBe(2);
    await start.click();
    await heading(page, 'Reserva de emergência').waitFor();
    await page.getByRole('link', { name: 'Iniciar', exact: true }).click();

    const titles = ['O que é a reserva e quanto guardar', 'Onde guardar a reserva'];
    for (const title of titles) {
      await heading(page, title).waitFor();
      await completeLesson(page);
      await page.getByRole('link', { name: 'Próxima lição' }).click();
    }
    await heading(page, 'Montar, usar e recompor a reserva').waitFor();
    await completeLesson(page);

    await toast(page, 'Módulo Concluído!').waitFor();
    await toast(page, 'Nível 2 Alcançado!').waitFor();
    await page.getByText('Módulo concluído!', { exact: true }).waitFor();
    await screenshot(page, 'gamification-modulo-concluido-toast');
    await page.getByRole('link', { name: 'Voltar à Academia' }).last().click();

    await heading(page, 'Academia AlgoOne').waitFor();
    await page.getByText('Nível 2 - Consciente').first().waitFor();
    await page.getByRole('link', { name: 'Rever módulo: Reserva de emergência' }).waitFor();
    expect(await page.getByText('Concluído', { exact: true }).count()).toBe(3);
    await auditPage(page, 'gamification-academia-progresso');

    await page.goto('/conquistas');
    await heading(page, 'Suas Conquistas').waitFor();
    expect(await stat(page, 'XP total').textContent()).toBe('100 XP');
    expect(await stat(page, 'Nível 2').textContent()).toBe('Consciente');
    const recent = page.locator('#recentes');
    await recent.getByText('Nível 2 Alcançado!').waitFor();
    await recent.getByText('Você concluiu o módulo "Reserva de emergência".').waitFor();
    await auditPage(page, 'gamification-conquistas-nivel-2');

    // The dashboard composes the same progress: its card, missions and learning figure.
    await page.goto('/dashboard');
    const card = page.locator('[data-slot="card"]', {
      has: page.getByRole('heading', { name: 'Seu progresso' }),
    });
    await card.getByText('Nível 2 - Consciente').waitFor();
    expect(await card.textContent()).toContain('100 XP');
    await card.getByText('Faltam 100 XP para Consistente.').waitFor();
    await card.getByRole('link', { name: 'Ver conquistas' }).waitFor();
    const missions = page.locator('[data-slot="card"]', {
      has: page.getByRole('heading', { name: 'Missões da semana' }),
    });
    await missions
      .locator('li', { hasText: 'Aprender algo novo' })
      .getByText('Concluída', { exact: true })
      .waitFor();
    await page.getByRole('progressbar', { name: 'Módulos da Academia concluídos' }).waitFor();
    await screenshot(page, 'gamification-dashboard-nivel-2');
  });
});
