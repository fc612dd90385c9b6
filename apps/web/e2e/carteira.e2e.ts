// Journeys of issue 6 on /carteira ("Minha Carteira"), in Chromium against the real built
// server: the charts, the aportes with filters, edit, delete, CSV export and import (with its
// report of rejected rows), and the contribution simulator. Data is created through the API.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { auditPage, MOBILE, screenshot, toast, trackedPages } from './support/index.ts';
import { adoptSession, signUpInvestor, type TestInvestor } from './support/auth-helpers.ts';
import { apiAs, completeOnboarding, saoPauloDay, subscribeDemo } from './support/investor-data.ts';
import { holdRequests } from './support/held-requests.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

// Every page is closed after each test, which fails if a page threw or broke the CSP.
const visit = trackedPages();

/** Sends a CSV of aportes made of `rows` (after the export's header) through the import dialog. */
async function importCsvFile(dialog: Locator, name: string, rows: string[]): Promise<void> {
  const csv = ['Data;Valor;Corretora;Categoria', ...rows].join('\r\n');
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Verificar e importar' }).click();
}

function region(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

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

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the list and the CSV show it. */
const br = (day: string) => day.split('-').reverse().join('/');

/**
 * An onboarded Moderado investor (target 50/25/20/5) with a recorded portfolio of R$ 52.500,00
 * (FIIs count as Ações Brasil), a second net worth and three aportes on different days.
 */
async function investorWithData(): Promise<TestInvestor> {
  const investor = await signUpInvestor('Helena Duarte');
  await completeOnboarding(investor, { patrimonioCents: 5_000_000, brokerIds: ['xp'] });
  expect(
    (await apiAs(investor, 'PUT', '/api/portfolio/net-worth', { amountCents: 5_250_000 })).status,
  ).toBe(200);
  const holdings = await apiAs(investor, 'PUT', '/api/portfolio/holdings', {
    holdings: {
      'Renda Fixa': 3_000_000,
      'Ações Brasil': 1_500_000,
      Internacional: 500_000,
      FIIs: 250_000,
    },
  });
  expect(holdings.status).toBe(200);
  for (const aporte of [
    { amountCents: 100_000, date: saoPauloDay(40), brokerId: 'xp', category: 'Renda Fixa' },
    { amountCents: 50_000, date: saoPauloDay(10), brokerId: 'btg', category: 'FIIs' },
    { amountCents: 25_000, date: saoPauloDay(0), brokerId: 'xp', category: 'Internacional' },
  ]) {
    const created = await apiAs(investor, 'POST', '/api/contributions', aporte);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
  }
  return investor;
}

describe('carteira', () => {
  it('shows the allocation and history as charts, and manages the aportes', async () => {
    const investor = await investorWithData();
    const page = await visit();
    await adoptSession(page, investor.cookies);

    // "Carregando sua carteira..." only while the request is in flight: reached from another
    // page (a first visit arrives rendered by the server, with its figures; ADR 026).
    await page.goto('/conquistas');
    await slowDown(page, '**/api/portfolio');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Carteira' })
      .click();
    await page.getByText('Carregando sua carteira...').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Minha Carteira' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Perfil Moderado', { exact: true }).first().waitFor();

    // The allocation: a donut with its text alternative, and the table by class.
    const allocation = region(page, 'Alocação atual');
    const donut = allocation.getByRole('img', { name: /Gráfico de rosca da alocação atual/ });
    await donut.locator('svg [data-slice]').first().waitFor();
    expect(await donut.getAttribute('aria-label')).toContain('Renda Fixa 57,1%');
    const fixedIncome = allocation.getByRole('row', { name: /Renda Fixa/ });
    expect(await fixedIncome.innerText()).toMatch(
      /R\$ 30\.000,00\s+57,1%\s+50%\s+\+7,1 p\.p\.\s+Acima da faixa/,
    );
    const multimarket = allocation.getByRole('row', { name: /Multimercado/ });
    expect(await multimarket.innerText()).toMatch(
      /R\$ 0,00\s+0,0%\s+25%\s+-25,0 p\.p\.\s+Abaixo da faixa/,
    );
    await allocation.getByText('Sua carteira está fora do seu perfil').waitFor();

    // Net worth over time as a line.
    const history = region(page, 'Evolução do patrimônio');
    const line = history.getByRole('img', { name: /Gráfico de linha do patrimônio/ });
    // Drawn in the server's HTML (no chart library): a dot per record.
    const dots = line.locator('svg [data-series="patrimonio"] circle');
    await dots.first().waitFor();
    expect(await dots.count()).toBe(2);
    expect(await line.getAttribute('aria-label')).toContain('2 registros: de R$ 50.000,00');

    // "Entenda sua carteira recomendada": the role of each class for a Moderado investor.
    const understand = region(page, 'Entenda sua carteira recomendada');
    await understand
      .getByText('Dá estabilidade e amortece as quedas da renda variável', { exact: false })
      .waitFor();
    await understand.getByText('Fora da sua carteira agora').waitFor();
    await auditPage(page, 'carteira');
    await expectNoSidewaysScroll(page);

    // The aportes, newest first, and the filters.
    const aportes = region(page, 'Aportes');
    const table = aportes.getByRole('table');
    await aportes.getByText('3 aportes, somando R$ 1.750,00.').waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(1).innerText()).toContain(br(saoPauloDay(0)));
    await aportes.getByLabel('Categoria').selectOption('FIIs');
    await aportes.getByText('1 aporte, somando R$ 500,00.').waitFor();
    await aportes.getByLabel('Categoria').selectOption('');
    await aportes.getByLabel('Corretora').selectOption('xp');
    await aportes.getByText('2 aportes, somando R$ 1.250,00.').waitFor();
    await aportes.getByLabel('Período').selectOption('personalizado');
    await aportes.getByLabel('De', { exact: true }).fill(saoPauloDay(20));
    await aportes.getByText('1 aporte, somando R$ 250,00.').waitFor();
    await aportes.getByRole('button', { name: 'Limpar filtros' }).click();
    await aportes.getByText('3 aportes, somando R$ 1.750,00.').waitFor();

    // Edit one aporte.
    await table.getByRole('button', { name: /Editar aporte de R\$ 500,00/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar aporte' });
    expect(await edit.getByLabel('Valor (R$)').inputValue()).toBe('500,00');
    await auditPage(page, 'carteira-editar-aporte');
    await edit.getByLabel('Valor (R$)').fill('');
    await edit.getByLabel('Valor (R$)').pressSequentially('80000');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await toast(page, 'Aporte atualizado').waitFor();
    await aportes.getByText('3 aportes, somando R$ 2.050,00.').waitFor();

    // Delete one, after confirming.
    await table.getByRole('button', { name: /Excluir aporte de R\$ 250,00/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir este aporte?' });
    await auditPage(page, 'carteira-excluir-aporte');
    await confirm.getByRole('button', { name: 'Excluir aporte' }).click();
    await toast(page, 'Aporte excluído').waitFor();
    await aportes.getByText('2 aportes, somando R$ 1.800,00.').waitFor();

    // CSV export: what the list shows, in the pt-BR format.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      aportes.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('aportes-algoone.csv');
    const exported = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = exported.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Data;Valor;Corretora;Categoria');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain('800,00');

    // CSV import with a bad row: the report names the line, nothing is imported...
    await aportes.getByRole('button', { name: 'Importar CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importar aportes de um CSV' });
    await importCsvFile(importDialog, 'meus-aportes.csv', [
      `${br(saoPauloDay(5))};1.000,00;XP;Renda Fixa`,
      // A long unbroken cell: its reason quotes 40 characters and wraps inside the dialog.
      `${br(saoPauloDay(4))};-50,00;BancoImaginárioQueNãoExisteEmLugarNenhumDoBrasil;Ouro`,
      `${br(saoPauloDay(3))};2.000,00;BTG;Multimercado`,
    ]);
    const report = importDialog.getByTestId('relatorio-importacao');
    await report.getByText('1 linha recusada de 3. Nada foi importado.').waitFor();
    await report.getByText(/^Linha 3: /).waitFor();
    await report.getByText(/"BancoImaginárioQueNãoExisteEmLugarNenhum…"/).waitFor();
    // auditPage also checks the dialog at 320 px: the quoted cell and the long confirm button
    // wrap instead of widening it.
    await auditPage(page, 'carteira-importacao-relatorio');
    const afterReport = await apiAs<{ total: number }>(investor, 'GET', '/api/contributions');
    expect(afterReport.json.total).toBe(2);

    // ...until the investor confirms importing only the valid rows.
    await importDialog
      .getByRole('button', { name: 'Importar somente as linhas válidas (2)' })
      .click();
    await toast(page, 'Aportes importados')
      .getByText('2 aportes importados com sucesso.')
      .waitFor();
    await importDialog.waitFor({ state: 'detached' });
    await aportes.getByText('4 aportes, somando R$ 4.800,00.').waitFor();
    // The dialog's code came on the first click; closing it gives the focus back to its button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Importar CSV');

    // A file whose rows are all valid is imported by its check: while the server has it, the
    // dialog cannot be dismissed, so the outcome is never hidden from the investor.
    const importing = await holdRequests(page, '**/api/contributions/import');
    await aportes.getByRole('button', { name: 'Importar CSV' }).click();
    await importCsvFile(importDialog, 'mais-aportes.csv', [
      `${br(saoPauloDay(2))};300,00;XP;Renda Fixa`,
    ]);
    const verifying = importDialog.getByRole('button', { name: 'Verificando...' });
    await verifying.waitFor();
    // Busy, the button keeps the keyboard's focus (a disabled one drops it to the page) and
    // pressing it again sends nothing.
    expect(await verifying.getAttribute('aria-disabled')).toBe('true');
    expect(await verifying.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await importDialog.getByRole('button', { name: 'Cancelar' }).isDisabled()).toBe(true);
    expect(await importDialog.getByRole('button', { name: 'Fechar' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await importDialog.isVisible()).toBe(true);
    await screenshot(page, 'carteira-importacao-verificando');
    importing.release();
    await toast(page, 'Aportes importados').getByText('1 aporte importado com sucesso.').waitFor();
    await importDialog.waitFor({ state: 'detached' });
    await aportes.getByText('5 aportes, somando R$ 5.100,00.').waitFor();
    expect(importing.count).toBe(1);
    await importing.stop();

    // The connection drops before the answer: the dialog says the file may have gone in, and
    // lets go.
    await page.route('**/api/contributions/import', (route) => route.abort('connectionreset'));
    await aportes.getByRole('button', { name: 'Importar CSV' }).click();
    await importCsvFile(importDialog, 'sem-resposta.csv', [
      `${br(saoPauloDay(1))};10,00;XP;Renda Fixa`,
    ]);
    await importDialog
      .getByRole('alert')
      .getByText(/^A resposta não chegou: o arquivo pode ter sido importado\./)
      .waitFor();
    await importDialog.getByRole('button', { name: 'Cancelar' }).click();
    await importDialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/contributions/import');
  });

  it('deletes a mistaken net worth record after confirming, and the history follows', async () => {
    const investor = await investorWithData();
    const page = await visit();
    await adoptSession(page, investor.cookies);
    await page.goto('/carteira');
    const history = region(page, 'Evolução do patrimônio');
    const line = history.getByRole('img', { name: /Gráfico de linha do patrimônio/ });
    // Drawn in the server's HTML (no chart library): a dot per record.
    const dots = line.locator('svg [data-series="patrimonio"] circle');
    await dots.first().waitFor();
    expect(await dots.count()).toBe(2);
    expect(await line.getAttribute('aria-label')).toContain('2 registros');

    await history.getByText('Ver os registros (e excluir um valor errado)').click();
    const records = history.getByRole('table');
    expect(await records.getByRole('row').count()).toBe(3);
    await records.getByRole('button', { name: /^Excluir registro de R\$ 52\.500,00 de / }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Excluir este registro de patrimônio?',
    });
    await confirm.getByText(/o seu patrimônio atual passa a ser o registro anterior/).waitFor();
    await auditPage(page, 'carteira-excluir-patrimonio');

    // Cancelling keeps it; confirming removes it.
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await records.getByRole('row').count()).toBe(3);
    await records.getByRole('button', { name: /^Excluir registro de R\$ 52\.500,00 de / }).click();
    await confirm.getByRole('button', { name: 'Excluir registro' }).click();
    await toast(page, 'Registro excluído').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await history.getByText(/Com um registro só/).waitFor();
    expect(await records.getByRole('row').count()).toBe(2);

    // The server agrees, and the dashboard's net worth is the record left.
    const overview = await apiAs<{ netWorthHistory: { amountCents: number }[] }>(
      investor,
      'GET',
      '/api/portfolio',
    );
    expect(overview.json.netWorthHistory.map((snapshot) => snapshot.amountCents)).toEqual([
      5_000_000,
    ]);
    await page.goto('/dashboard');
    await region(page, 'Patrimônio').getByText('R$ 50.000,00').first().waitFor();
  });

  it('simulates an aporte from the dashboard\'s "Simular Rebalanceamento"', async () => {
    const investor = await investorWithData();
    // The simulator is a plan feature (billing.e2e.ts shows it locked without one).
    await subscribeDemo(investor);
    const page = await visit(MOBILE);
    await adoptSession(page, investor.cookies);
    await page.goto('/dashboard');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Simular Rebalanceamento/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/carteira' && url.hash === '#simulador');

    const simulator = region(page, 'Simular aporte e rebalanceamento');
    await simulator.waitFor();
    const value = simulator.getByLabel('Valor do aporte (R$)');
    await simulator.getByRole('button', { name: 'Simular' }).click();
    await toast(page, 'Valor inválido').waitFor();
    expect(await value.getAttribute('aria-invalid')).toBe('true');

    // R$ 52.500,00 + R$ 10.000,00 → each class brought to its share of R$ 62.500,00.
    await value.pressSequentially('1000000');
    expect(await value.inputValue()).toBe('10.000,00');
    // The server runs the simulation on the saved holdings and target.
    const [simulated] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/portfolio/simulate') &&
          response.request().method() === 'POST',
      ),
      simulator.getByRole('button', { name: 'Simular' }).click(),
    ]);
    expect(simulated.status()).toBe(200);
    expect(simulated.request().postDataJSON()).toEqual({ aporteCents: 1_000_000 });
    // On a phone the table becomes one card per class (0% classes dropped).
    const split = simulator.getByRole('list', { name: 'Simulação por classe' });
    await split.getByRole('listitem').first().waitFor();
    const cards = await split.getByRole('listitem').allInnerTexts();
    expect(cards.map((card) => card.split('\n')[0])).toEqual([
      'Renda Fixa',
      'Multimercado',
      'Ações Brasil',
      'Internacional',
    ]);
    expect(cards[0]).toMatch(/R\$ 30\.000,00 → R\$ 31\.250,00[\s\S]*Diferença: \+R\$ 1\.250,00/);
    expect(cards[0]).toContain('50,0%');
    expect(cards[2]).toMatch(/R\$ 17\.500,00 → R\$ 12\.500,00[\s\S]*Diferença: -R\$ 5\.000,00/);

    // Without selling, the whole aporte goes to the class furthest below its target.
    const suggestion = simulator.getByRole('region', {
      name: 'Sugestão: onde colocar o aporte sem vender nada',
    });
    await suggestion.getByRole('listitem').first().waitFor();
    expect(await suggestion.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Aplicar em Multimercado\s+R\$ 10\.000,00\s+fica com 16,0%/),
    ]);
    const rebalance = simulator.getByRole('region', { name: 'Rebalanceamento completo' });
    await rebalance.getByText('Vender Ações Brasil').waitFor();
    await rebalance.getByText('Comprar Multimercado').waitFor();
    await auditPage(page, 'carteira-simulador');
    await expectNoSidewaysScroll(page);
  });
});
