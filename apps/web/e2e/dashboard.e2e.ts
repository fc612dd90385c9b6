// Journeys of issue 6 on /dashboard and /corretoras, in Chromium against the real built server.
// The investor is created and onboarded through the API; the CDI comes from the fake SGS the
// global setup starts. Each page is checked with axe and photographed at 1280 px and 375 px.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { auditPage, DESKTOP, MOBILE, screenshot, toast, trackedPages } from './support/index.ts';
import { adoptSession, signUpInvestor } from './support/auth-helpers.ts';
import { waitForReact } from './support/hydration.ts';
import { completeOnboarding, waitForCdi } from './support/investor-data.ts';
import { checkWhileSaveIsHeld } from './support/held-requests.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

// Every page is closed after each test, which fails if a page threw or broke the CSP.
const visit = trackedPages();

const pathIs = (path: string) => (url: URL) => url.pathname === path;

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Delays the next answer to `pattern`, so a loading state can be seen. */
async function slowDown(page: Page, pattern: string, ms = 700): Promise<void> {
  await page.route(
    pattern,
    async (route) => {
      await new Promise((wait) => setTimeout(wait, ms));
      await route.continue();
    },
    { times: 1 },
  );
}

describe('dashboard', () => {
  it('shows the investor their own numbers and lets them update net worth, portfolio and aportes', async () => {
    const investor = await signUpInvestor('Marina Costa');
    await completeOnboarding(investor, { patrimonioCents: 5_000_000, brokerIds: ['xp', 'btg'] });
    await waitForCdi(investor);
    const page = await visit();
    await adoptSession(page, investor.cookies);

    // Skeletons only while the aggregate request is in flight: opened from another page (a
    // first visit arrives rendered by the server, with its figures).
    await page.goto('/conquistas');
    await waitForReact(page);
    await slowDown(page, '**/api/dashboard**');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Carregando seu painel...' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Olá, Marina!' }).waitFor();
    const main = page.getByRole('main');
    const greeting = main.locator('header').first();
    await greeting.getByText('Perfil Moderado', { exact: true }).waitFor();
    await greeting.getByText('Prazo Médio', { exact: true }).waitFor();
    await greeting.getByText('Nível 1 - Iniciante').waitFor();

    // The journey: profile and strategy done by the onboarding; next is the broker.
    const journey = region(page, 'Sua jornada');
    await journey.getByText('2 de 4 etapas concluídas').waitFor();
    const nextAction = main.getByRole('region', { name: 'Conecte sua corretora' });
    expect(
      await nextAction.getByRole('link', { name: 'Conectar corretora' }).getAttribute('href'),
    ).toBe('/corretoras');

    // Summary: the onboarding's net worth, no return yet, the CDI of the year from the fake SGS,
    // and the cashback estimate for the investor's broker.
    const netWorthSummary = region(page, 'Patrimônio');
    await netWorthSummary.getByText('R$ 50.000,00').waitFor();
    expect(await netWorthSummary.innerText()).toContain('Rendimento no ano: —');
    const cdi = region(page, 'Desempenho vs CDI');
    await cdi.getByText(/^CDI de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}: \+?\d+,\d%$/).waitFor();
    expect(await cdi.innerText()).toContain('Fonte: Banco Central (SGS 12)');
    expect(await cdi.innerText()).not.toContain('CDI indisponível');
    const cashback = region(page, 'Cashback');
    await cashback.getByText('R$ 25,00/mês').waitFor();
    await cashback.getByText('Estimativa', { exact: true }).waitFor();
    await cashback.getByLabel('Corretora').selectOption('btg');
    await cashback.getByText('R$ 20,83/mês').waitFor();
    expect(await cashback.getByLabel('Corretora').locator('option').allInnerTexts()).toEqual([
      'XP Investimentos',
      'BTG Pactual',
      'Ágora Investimentos',
      'Avenue Securities',
      'Inter Invest',
      'Rico',
      'Clear',
    ]);

    // Never an "em desenvolvimento" alert; later capabilities are not shown.
    expect(await main.innerText()).not.toMatch(/em desenvolvimento/i);
    expect(await main.getByRole('link', { name: /Falar com Consultor/ }).getAttribute('href')).toBe(
      '/theo',
    );
    expect(
      await main.getByRole('link', { name: /Simular Rebalanceamento/ }).getAttribute('href'),
    ).toBe('/carteira#simulador');
    await auditPage(page, 'dashboard');
    await expectNoSidewaysScroll(page);

    // Ordered for a phone: the figures and the next action come first, with no form on the page
    // (net worth and portfolio are edited in dialogs, issue #27).
    await page.setViewportSize(MOBILE);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await main.getByRole('textbox').count()).toBe(0);
    const bottomOf = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().bottom);
    const topOf = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().top);
    expect(await bottomOf(netWorthSummary)).toBeLessThanOrEqual(MOBILE.height);
    expect(await topOf(cdi)).toBeLessThan(MOBILE.height);
    expect(await topOf(nextAction)).toBeLessThan(MOBILE.height * 1.5);
    expect(await topOf(main.getByRole('region', { name: 'Seus objetivos' }))).toBeLessThan(
      MOBILE.height * 2,
    );
    await page.setViewportSize(DESKTOP);

    // Net worth: the validation toast (docs/product.md §5), then the success toast and new figure.
    await netWorthSummary.getByRole('button', { name: 'Atualizar patrimônio' }).click();
    const netWorth = page.getByRole('dialog', { name: 'Patrimônio total' });
    const netWorthField = netWorth.getByLabel('Patrimônio total (R$)');
    await netWorthField.fill('-100');
    await netWorth.getByRole('button', { name: 'Atualizar patrimônio' }).click();
    await toast(page, 'Valor inválido').getByText('Por favor, insira um valor válido.').waitFor();
    expect(await netWorthField.getAttribute('aria-invalid')).toBe('true');
    await auditPage(page, 'dashboard-patrimonio');
    await netWorthField.fill('52.500,00');
    await netWorth.getByRole('button', { name: 'Atualizar patrimônio' }).click();
    await toast(page, 'Patrimônio atualizado')
      .getByText('Seus dados foram salvos com sucesso!')
      .waitFor();
    await toast(page, 'Missão Concluída!').waitFor();
    await netWorth.waitFor({ state: 'detached' });
    await netWorthSummary.getByText('R$ 52.500,00').waitFor();
    await netWorthSummary.getByText('+5,0%').waitFor();

    // The current portfolio, in its dialog: an invalid amount is said to become 0 and is saved
    // as 0.
    const comparison = region(page, 'Carteira atual x recomendada');
    await comparison.getByRole('button', { name: 'Atualizar carteira' }).click();
    const holdings = page.getByRole('dialog', { name: 'Carteira atual' });
    await holdings.getByLabel('Renda Fixa (R$)').fill('27.000,00');
    await holdings.getByLabel('Ações Brasil (R$)').fill('15.000,00');
    await holdings.getByLabel('Internacional (R$)').fill('5.000,00');
    await holdings.getByLabel('FIIs (R$)').fill('2.500,00');
    await holdings.getByLabel('Cripto (R$)').fill('muito');
    await holdings.getByText('Valor inválido: será salvo como R$ 0,00.').waitFor();
    await auditPage(page, 'dashboard-carteira-atual');
    await holdings.getByText('R$ 49.500,00').waitFor();
    await holdings.getByRole('button', { name: 'Salvar carteira' }).click();
    await toast(page, 'Carteira atualizada')
      .getByText(/Sua carteira foi atualizada com sucesso!/)
      .waitFor();
    await holdings.waitFor({ state: 'detached' });
    await comparison.getByRole('button', { name: 'Atualizar carteira' }).click();
    expect(await holdings.getByLabel('Cripto (R$)').inputValue()).toBe('0,00');
    await page.keyboard.press('Escape');
    await holdings.waitFor({ state: 'detached' });

    // Current against recommended as bars; the out-of-band classes flagged in words.
    const chart = comparison.getByRole('img', { name: /Gráfico de barras/ });
    // Drawn with the page (no chart library): two bars a class.
    await chart.locator('svg [data-bar="atual"]').first().waitFor();
    expect(await chart.getAttribute('aria-label')).toContain(
      'Multimercado: atual 0,0%, recomendada 25%',
    );
    expect(
      await comparison.getByRole('link', { name: 'Ver minha carteira' }).getAttribute('href'),
    ).toBe('/carteira');
    const recommended = region(page, 'Carteira recomendada');
    await recommended.getByText('Sua carteira está fora do seu perfil').waitFor();
    const multimercado = recommended.getByRole('listitem').filter({ hasText: 'Multimercado' });
    await multimercado.getByText('Abaixo da faixa').waitFor();
    await recommended
      .getByRole('listitem')
      .filter({ hasText: 'Renda Fixa' })
      .getByText('Dentro da faixa')
      .waitFor();
    // Recording the portfolio completes the Alocação step.
    await journey.getByText('3 de 4 etapas concluídas').waitFor();

    // The aportes dialog: its validation (docs/product.md §5), then a registered aporte.
    await main.getByRole('button', { name: 'Registrar aporte' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Registrar aporte' });
    await dialog.getByRole('button', { name: 'Registrar aporte' }).click();
    await toast(page, 'Valor inválido').last().waitFor();
    await dialog.getByText('Informe um valor maior que zero.').waitFor();
    await dialog.getByText('Escolha a corretora.').waitFor();
    await auditPage(page, 'dashboard-registrar-aporte');
    await dialog.getByLabel('Valor (R$)').pressSequentially('150000');
    expect(await dialog.getByLabel('Valor (R$)').inputValue()).toBe('1.500,00');
    await dialog.getByRole('button', { name: 'Registrar aporte' }).click();
    await toast(page, 'Campos obrigatórios')
      .getByText('Por favor, preencha todos os campos.')
      .waitFor();
    expect(await dialog.getByLabel('Corretora').locator('option').allInnerTexts()).toEqual([
      'Selecione a corretora',
      'XP',
      'BTG',
      'Ágora',
      'Avenue',
      'JP Morgan',
      'Interactive Brokers',
      'Inter Invest',
      'Rico',
      'Clear',
      'Easynvest',
      'Modalmais',
      'Outra',
    ]);
    await dialog.getByLabel('Corretora').selectOption('xp');
    await dialog.getByLabel('Categoria').selectOption('Renda Fixa');
    await screenshot(page, 'dashboard-aporte-dialog');
    await dialog.getByRole('button', { name: 'Registrar aporte' }).click();
    await toast(page, 'Aporte registrado')
      .getByText('Seu aporte foi registrado com sucesso!')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const recent = region(page, 'Aportes recentes');
    await recent.getByText('R$ 1.500,00', { exact: true }).waitFor();

    // The last recommendation can be marked as applied.
    const last = region(page, 'Última recomendação');
    await last.getByText('Pendente').waitFor();
    await last.getByRole('button', { name: 'Marcar como aplicada' }).click();
    await last.getByText('Aplicada', { exact: true }).waitFor();

    // Step 3 can also be marked by hand (docs/product.md §4), and undone.
    const brokerStep = journey.getByRole('listitem').filter({ hasText: 'Corretora' });
    const brokerBox = brokerStep.getByLabel('Marcar a etapa Corretora como concluída');
    // While it saves, the box keeps the keyboard's focus and a second press changes nothing.
    await checkWhileSaveIsHeld(page, brokerBox, '**/api/dashboard/tracker', () =>
      journey.getByText('4 de 4 etapas concluídas').waitFor(),
    );
    await main.getByRole('heading', { name: 'Jornada completa' }).waitFor();
    await brokerBox.uncheck();
    await journey.getByText('3 de 4 etapas concluídas').waitFor();

    // "Dúvidas?" answers with the product's rules.
    await main.getByRole('button', { name: 'Dúvidas?' }).first().click();
    const faq = page.getByRole('dialog', { name: 'Dúvidas frequentes' });
    await faq.getByText('O que é suitability?').click();
    await faq.getByText(/Resolução CVM 30\/2021/).waitFor();
    await auditPage(page, 'dashboard-duvidas');
    await page.keyboard.press('Escape');
    await faq.waitFor({ state: 'detached' });

    await auditPage(page, 'dashboard-preenchido');
    await expectNoSidewaysScroll(page);

    // /carteira's link to the current portfolio opens its dialog; closing it drops the fragment.
    await page.goto('/dashboard#carteira-atual');
    await waitForReact(page);
    await holdings.getByLabel('Renda Fixa (R$)').waitFor();
    expect(await holdings.getByLabel('Renda Fixa (R$)').inputValue()).toBe('27.000,00');
    await screenshot(page, 'dashboard-carteira-dialog');
    await page.keyboard.press('Escape');
    await holdings.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.hash === '');
  });

  it('asks an investor without a profile to answer the questionnaire', async () => {
    const investor = await signUpInvestor('Bruno Alves');
    const page = await visit(MOBILE);
    await adoptSession(page, investor.cookies);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Olá, Bruno!' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Você ainda não tem um perfil de investidor').waitFor();
    await region(page, 'Sua jornada').getByText('0 de 4 etapas concluídas').waitFor();
    expect(
      await main
        .getByRole('region', { name: 'Descubra seu perfil de investidor' })
        .getByRole('link', { name: 'Responder ao questionário' })
        .getAttribute('href'),
    ).toBe('/perfil');
    await region(page, 'Patrimônio').getByText('—', { exact: true }).first().waitFor();
    await region(page, 'Carteira recomendada').getByText('Sem recomendação no momento').waitFor();
    expect(await main.innerText()).not.toMatch(/em desenvolvimento/i);
    await auditPage(page, 'dashboard-sem-perfil');
    await expectNoSidewaysScroll(page);
  });

  it('sends a signed-in investor to /dashboard, and /corretoras confirms the broker step', async () => {
    const investor = await signUpInvestor('Rafael Lima');
    await completeOnboarding(investor, { brokerIds: ['xp'] });
    const page = await visit(MOBILE);

    // After sign-in, with no page asked for, investors land on their dashboard.
    await page.goto('/entrar');
    await page.getByLabel('Email', { exact: true }).fill(investor.email);
    await page.getByLabel('Senha', { exact: true }).fill(investor.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(pathIs('/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Olá, Rafael!' }).waitFor();
    await waitForReact(page);

    // The next action at step 3 goes to /corretoras.
    await page.getByRole('main').getByRole('link', { name: 'Conectar corretora' }).first().click();
    await page.waitForURL(pathIs('/corretoras'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Conectar Corretora' }).waitFor();
    expect(await main.getByRole('link', { name: 'Voltar ao painel' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const steps = main.getByRole('region', { name: 'Como funciona' }).getByRole('listitem');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(4);
    expect(await main.innerText()).toContain('1 a 3 dias úteis');
    expect(await main.innerText()).not.toMatch(/Falar com um consultor/i);

    const xp = main.getByRole('region', { name: 'XP Investimentos' });
    await xp.getByText('4,8').waitFor();
    await xp.getByText('3,5 mi+ clientes').waitFor();
    await xp.getByText('Prós').waitFor();
    await xp.getByText('Contras').waitFor();
    await main.getByRole('region', { name: 'BTG Pactual' }).waitFor();

    // "Abrir conta" opens the broker's site in a new tab and highlights the card. The closed
    // network has no broker sites, so the new tab's request is answered locally.
    const open = xp.getByRole('link', { name: /Abrir conta na XP Investimentos/ });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await open.getAttribute('href')).toBe('https://www.xpi.com.br/');
    await page
      .context()
      .route('https://www.xpi.com.br/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>XP</title>' }),
      );
    const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await popup.close();
    await xp.getByText('Site aberto').waitFor();
    expect(await xp.getAttribute('data-highlighted')).toBe('true');
    await auditPage(page, 'corretoras');
    await expectNoSidewaysScroll(page);

    // "Já abri minha conta" confirms the account and completes the tracker's step.
    await xp.getByRole('button', { name: 'Já abri minha conta' }).click();
    await toast(page, 'Conta confirmada').waitFor();
    await xp.getByText(/Confirmada em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await screenshot(page, 'corretoras-confirmada');

    await main.getByRole('link', { name: 'Voltar ao painel' }).click();
    await page.waitForURL(pathIs('/dashboard'));
    const brokerStep = region(page, 'Sua jornada')
      .getByRole('listitem')
      .filter({ hasText: 'Corretora' });
    await brokerStep.getByText('Você confirmou sua conta em uma corretora.').waitFor();
    await brokerStep.getByText('Concluída').waitFor();

    // Next is the portfolio, recorded on the dashboard itself: the next action opens its dialog.
    await page
      .getByRole('main')
      .getByRole('region', { name: 'Registre sua carteira atual' })
      .getByRole('button', { name: 'Registrar carteira' })
      .click();
    await page
      .getByRole('dialog', { name: 'Carteira atual' })
      .getByLabel('Renda Fixa (R$)')
      .waitFor();
  });
});
