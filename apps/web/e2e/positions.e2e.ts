// Journeys of issue #28 in Chromium against the real built server: a new investor imports
// their B3 files on /carteira (Posição, then Movimentação, then Negociação), answers what the
// import asks (an unknown security's class, whether a month's aporte is one they typed), sees
// their securities, class totals and allocation follow the file, the proventos by month, the
// average cost, and the IR summary with its CSV. A second import of the same Posição changes
// nothing; a picture renamed .xlsx is refused next to the file field. The files are built here
// with the server tests' B3 builders (the same layouts as B3's own files; invented investor).
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  auditPage,
  DESKTOP,
  MOBILE,
  screenshot,
  SCREENSHOT_DIR,
  toast,
  trackedPages,
} from './support/index.ts';
import { adoptSession, signUpInvestor } from './support/auth-helpers.ts';
import { apiAs, completeOnboarding } from './support/investor-data.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { PHONES } from './support/overflow.ts';
import {
  movimentacaoWorkbook,
  negociacaoWorkbook,
  pngRenamedFile,
  posicaoFileName,
  posicaoWorkbook,
  SAMPLE_MOVEMENTS,
  SAMPLE_POSICAO,
  SAMPLE_POSICAO_DATE,
  SAMPLE_TRADES,
} from '../../server/test/support/b3-fixtures.ts';

const visit = trackedPages();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WIDTHS = [PHONES[0], MOBILE, DESKTOP];
const NU = 'NU INVEST CORRETORA DE VALORES S.A.';

/**
 * B3's sample Posição, plus PETR4 also held at a second broker (both must show) and an ETF the
 * catalogue does not know (on the ETF sheet a code 11 could follow any index: the investor says).
 */
const POSICAO = {
  ...SAMPLE_POSICAO,
  acoes: [
    ...(SAMPLE_POSICAO.acoes ?? []),
    { ticker: 'PETR4', quantity: 100, price: 38.12, institution: NU },
  ],
  etf: [
    ...(SAMPLE_POSICAO.etf ?? []),
    { ticker: 'ESGB11', product: 'ESGB11 - ETF ESG BRASIL', quantity: 10, price: 100 },
  ],
};

const files = {
  posicao: {
    name: posicaoFileName(SAMPLE_POSICAO_DATE),
    mimeType: XLSX,
    buffer: posicaoWorkbook({ sheets: POSICAO }),
  },
  movimentacao: {
    name: 'movimentacao-2026-11-24-10-40-12.xlsx',
    mimeType: XLSX,
    buffer: movimentacaoWorkbook({ rows: SAMPLE_MOVEMENTS }),
  },
  negociacao: {
    name: 'negociacao-2026-11-24-10-41-30.xlsx',
    mimeType: XLSX,
    buffer: negociacaoWorkbook({ rows: SAMPLE_TRADES }),
  },
  // A screenshot renamed: what a person sends by mistake.
  png: { name: 'posicao-2026-11-24.xlsx', mimeType: XLSX, buffer: pngRenamedFile() },
};

function section(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Today in São Paulo as dd/mm/aaaa, as the page writes the day of an import. */
function todayBr(): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}

/**
 * The dialog scrolls inside the screen, so a full-page screenshot shows a slice of it: this saves
 * what each width shows, a screen at a time (positions-<name>-<width>-<n>.png).
 */
async function dialogShots(page: Page, dialog: Locator, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (let step = 0; step < 8; step += 1) {
      const end = await dialog.evaluate((element, at) => {
        element.scrollTop = at * element.clientHeight * 0.9;
        return element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
      }, step);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `positions-${name}-${viewport.width}-${step}.png`),
        animations: 'disabled',
      });
      if (end) break;
    }
    await dialog.evaluate((element) => element.scrollTo(0, 0));
  }
  await page.setViewportSize(DESKTOP);
}

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Importar da B3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar da B3' });
  await dialog.waitFor();
  return dialog;
}

async function choose(dialog: Locator, file: (typeof files)[keyof typeof files]) {
  await dialog.getByLabel('Arquivo da B3 (.xlsx)').setInputFiles(file);
}

/** The text of a security's row (a card on a phone, a table row on a desktop). */
async function securityRow(page: Page, ticker: string): Promise<string> {
  return section(page, 'Seus ativos na B3').locator(`tr[data-security="${ticker}"]`).innerText();
}

describe('positions (B3 import)', () => {
  it(
    'imports Posição, Movimentação and Negociação; nothing doubles; shows proventos and the IR summary',
    { timeout: 240_000 },
    async () => {
      const investor = await signUpInvestor('Helena Duarte Ribeiro');
      await completeOnboarding(investor, { patrimonioCents: 5_000_000, brokerIds: ['xp'] });
      // An aporte typed by hand in March, the month the Movimentação has R$ 7.000,00 of buys.
      const typed = await apiAs(investor, 'POST', '/api/contributions', {
        amountCents: 700_000,
        date: '2026-03-12',
        brokerId: 'xp',
        category: 'Ações Brasil',
      });
      expect(typed.status, JSON.stringify(typed.json)).toBe(201);

      const page = await visit();
      await adoptSession(page, investor.cookies);
      await page.goto('/carteira');
      await page.getByRole('heading', { level: 1, name: 'Minha Carteira' }).waitFor();
      // No B3 file yet: no B3 section, the allocation still unrecorded.
      expect(await section(page, 'Seus ativos na B3').count()).toBe(0);
      await section(page, 'Alocação atual')
        .getByText('Sua carteira atual ainda não foi registrada.')
        .waitFor();
      // The dialog's code is not part of the page's first load.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /import-b3-dialog/.test(name)),
      );
      expect(scripts).toEqual([]);

      // A bad file: the server's reason next to the field, and nothing else.
      let dialog = await openImport(page);
      await dialog.getByText('Como baixar os arquivos da B3').click();
      await dialog.getByText('Baixar em Excel').waitFor();
      await choose(dialog, files.png);
      const field = dialog.getByLabel('Arquivo da B3 (.xlsx)');
      await dialog
        .getByText('O arquivo é uma imagem, não uma planilha do Excel.', { exact: false })
        .waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain('imagem');
      expect(await dialog.getByTestId('previa-b3').count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Confirmar importação' }).count()).toBe(0);
      await dialogShots(page, dialog, 'arquivo-invalido');

      // The Posição: what it would do, each security's class and why, and one question.
      await choose(dialog, files.posicao);
      const preview = dialog.getByTestId('previa-b3');
      await preview.getByRole('heading', { name: 'Posição de 24/11/2026' }).waitFor();
      const totals = preview.getByRole('list', { name: 'Totais por classe do arquivo' });
      expect(await totals.innerText()).toMatch(/Renda Fixa\s+R\$ 30\.805,76/);
      expect(await totals.innerText()).toMatch(/Sem classe \(responda abaixo\)\s+R\$ 1\.000,00/);
      const lines = preview.getByRole('list', { name: 'Ativos do arquivo' });
      expect(await lines.getByRole('listitem').count()).toBe(13);
      expect(await lines.getByRole('listitem').filter({ hasText: 'AAPL34' }).innerText()).toContain(
        'BDR — conta como Internacional (catálogo)',
      );
      await preview.getByText('6 linhas ignoradas e o motivo').click();
      await preview.getByText('Linha de total da aba.').first().waitFor();
      await auditPage(page, 'positions-previa-posicao');
      await dialogShots(page, dialog, 'previa-posicao');
      // Confirming without answering is stopped at the question.
      await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
      const question = dialog.getByLabel(/Classe de ESGB11/);
      await dialog.getByText('Escolha uma classe.').waitFor();
      expect(await question.evaluate((el) => el === document.activeElement)).toBe(true);
      await question.selectOption('Ações Brasil');
      await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
      await toast(page, 'Posição de 24/11/2026 importada').waitFor();
      await dialog.waitFor({ state: 'detached' });
      // Focus went back to the button that opened the dialog.
      expect(
        await page
          .getByRole('button', { name: 'Importar da B3' })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);

      // "Seus ativos na B3": every security, exactly as the file says.
      const b3 = section(page, 'Seus ativos na B3');
      await b3.getByText('Posição B3 de 24/11/2026: R$ 95.659,66 em 12 ativos.').waitFor();
      const byClass = b3.getByRole('list', { name: 'Totais da B3 por classe' });
      const classText = await byClass.innerText();
      expect(classText).toMatch(/Renda Fixa\s+R\$ 30\.805,76/);
      expect(classText).toMatch(/Ações Brasil\s+R\$ 40\.581,50/);
      expect(classText).toMatch(/Internacional\s+R\$ 9\.520,40/);
      expect(classText).toMatch(/FIIs\s+R\$ 14\.752,00/);
      expect(await b3.locator('tr[data-security]').count()).toBe(12);
      const petr4 = await securityRow(page, 'PETR4');
      expect(petr4).toContain('400');
      expect(petr4).toContain('R$ 15.248,00');
      expect(petr4).toMatch(/XP INVESTIMENTOS CCTVM S\/A: 300 · R\$ 11\.436,00/);
      expect(petr4).toMatch(/NU INVEST CORRETORA DE VALORES S\.A\.: 100 · R\$ 3\.812,00/);
      expect(await securityRow(page, 'ESGB11')).toContain('Ações Brasil');
      expect(await securityRow(page, 'HGLG11')).toContain('Fundo imobiliário (catálogo)');
      await b3
        .getByTestId('origem-b3')
        .getByText(
          'Renda Fixa, Ações Brasil, Internacional e FIIs vêm da sua Posição B3 de 24/11/2026',
          {
            exact: false,
          },
        )
        .waitFor();
      // The allocation and drift now follow the file (FIIs count as Ações Brasil there).
      const allocation = section(page, 'Alocação atual');
      await allocation.getByRole('row', { name: /Renda Fixa/ }).waitFor();
      expect(await allocation.getByRole('row', { name: /Renda Fixa/ }).innerText()).toMatch(
        /R\$ 30\.805,76\s+32,2%\s+50%/,
      );
      expect(await allocation.getByRole('row', { name: /Ações Brasil/ }).innerText()).toMatch(
        /R\$ 55\.333,50\s+57,8%\s+20%/,
      );
      await auditPage(page, 'positions-carteira');
      await screenshot(page, 'positions-carteira', WIDTHS);
      await expectNoSidewaysScroll(page);

      // The Movimentação: proventos, the month's aporte and the question about the typed one.
      dialog = await openImport(page);
      await choose(dialog, files.movimentacao);
      const mov = dialog.getByTestId('previa-b3');
      await mov.getByRole('heading', { name: 'Movimentação' }).waitFor();
      expect(await mov.innerText()).toMatch(
        /4 proventos\s+\(dividendos, JCP e rendimentos\) somando R\$ 255,50/,
      );
      const same = mov.getByRole('group', {
        name: 'É o mesmo aporte que você lançou em 12/03 de R$ 7.000,00?',
      });
      await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
      await same.getByText('Responda sim ou não.').waitFor();
      await auditPage(page, 'positions-previa-movimentacao');
      await dialogShots(page, dialog, 'previa-movimentacao');
      await same.getByLabel('Sim, é o mesmo').check();
      await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
      await toast(page, 'Movimentação importada').waitFor();
      // The typed aporte became B3's: still one aporte of R$ 7.000,00, not two.
      await section(page, 'Aportes').getByText('1 aporte, somando R$ 7.000,00.').waitFor();

      // The Negociação: the average cost shows.
      dialog = await openImport(page);
      await choose(dialog, files.negociacao);
      await dialog.getByTestId('previa-b3').getByText('5 negociações novas').waitFor();
      await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
      await toast(page, 'Negociação importada').waitFor();
      await expect
        .poll(() => securityRow(page, 'PETR4'), { timeout: 10_000 })
        .toContain('R$ 35,47');
      expect(await securityRow(page, 'HGLG11')).toContain('R$ 158,90');

      // The same Posição again: already imported, and nothing doubles.
      dialog = await openImport(page);
      await choose(dialog, files.posicao);
      await dialog.getByText(`Este arquivo já foi importado em ${todayBr()}`).waitFor();
      await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
      await toast(page, /0 criados, 0 atualizados, 13 sem mudança/).waitFor();
      await b3.getByText('Posição B3 de 24/11/2026: R$ 95.659,66 em 12 ativos.').waitFor();
      expect(await b3.locator('tr[data-security]').count()).toBe(12);
      expect(await securityRow(page, 'PETR4')).toContain('R$ 15.248,00');

      // Proventos by month, by security, and the year's totals.
      await b3.getByRole('link', { name: 'Proventos' }).click();
      await page.getByRole('heading', { level: 1, name: 'Proventos' }).waitFor();
      const chart = page.getByRole('img', { name: /Proventos de 2026 por mês/ });
      expect(await chart.getAttribute('aria-label')).toBe(
        'Proventos de 2026 por mês: mar R$ 106,00; abr R$ 149,50.',
      );
      expect(await chart.locator('[data-bar]').count()).toBe(3);
      const figures = page.getByRole('main').getByLabel('Totais de 2026');
      expect(await figures.innerText()).toMatch(/Total em 2026\s+R\$ 255,50/);
      expect(await figures.innerText()).toMatch(/Isentos\s+R\$ 231,00/);
      expect(await figures.innerText()).toMatch(/Tributação exclusiva\s+R\$ 24,50/);
      const bySecurity = section(page, 'Por ativo');
      expect(await bySecurity.getByRole('row').nth(1).innerText()).toMatch(
        /PETR4[\s\S]*R\$ 106,00/,
      );
      await auditPage(page, 'positions-proventos');
      await screenshot(page, 'positions-proventos', WIDTHS);
      await expectNoSidewaysScroll(page);

      // The IR summary, server-rendered, with the disclaimer first and the CSV.
      await page.goto('/carteira/ir');
      await page.getByRole('heading', { level: 1, name: 'Resumo para o IR' }).waitFor();
      await page
        .getByTestId('aviso-ir')
        .getByText('não é orientação tributária', { exact: false })
        .first()
        .waitFor();
      const ir = section(page, 'Bens e direitos e rendimentos, por ativo');
      const petr4Ir = await ir.locator('tr[data-ticker="PETR4"]').innerText();
      expect(petr4Ir).toContain('33.000.167/0001-01');
      expect(petr4Ir).toContain('R$ 35,47');
      expect(petr4Ir).toContain('R$ 106,00');
      await auditPage(page, 'positions-ir');
      await screenshot(page, 'positions-ir', WIDTHS);
      await expectNoSidewaysScroll(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Baixar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv).toContain('Código;Nome;CNPJ da fonte pagadora');
      expect(csv).toMatch(/PETR4;Petrobras PN;33\.000\.167\/0001-01;/);
    },
  );
});
