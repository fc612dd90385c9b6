// Journey of issue 13 (Cashback), in Chromium against the real built server: an admin imports a
// broker's month from a CSV (preview with a bad line, then confirm); the investor sees the
// credit on /cashback and on the dashboard, opens the statement and exports it. Each page gets
// axe and screenshots at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditPage, trackedPages } from './support/index.ts';
import { adoptSession, signUpInvestor, type TestInvestor } from './support/auth-helpers.ts';
import { addMonths, formatMonth, monthOfDay, toIsoCalendarDate } from '@algoone/domain';
import { signInJourneyAdmin } from './support/admin-session.ts';

const visit = trackedPages();

/** Last month, as the statement labels it (the domain's own month arithmetic and format). */
function previousMonth(): { iso: string; label: string } {
  const iso = addMonths(monthOfDay(toIsoCalendarDate(new Date())), -1);
  return { iso, label: formatMonth(iso) };
}

describe('cashback', () => {
  let adminCookies: { name: string; value: string }[];
  let investor: TestInvestor;
  const month = previousMonth();

  beforeAll(async () => {
    adminCookies = await signInJourneyAdmin();
    investor = await signUpInvestor('Helena Prado');
  });

  it('an admin imports a month; the investor sees it on /cashback and the dashboard, and exports it', async () => {
    // The admin: /admin lists Cashback as a real area; the import previews, then commits.
    const page: Page = await visit();
    await adoptSession(page, adminCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Cashback', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/cashback');
    await page.getByRole('heading', { level: 1, name: 'Cashback' }).waitFor();
    await auditPage(page, 'admin-cashback');

    const csv =
      '\uFEFF' +
      [
        'email;corretora;mes;recebido;repassado',
        `${investor.email};XP Investimentos;${month.iso.slice(5)}/${month.iso.slice(0, 4)};100,00;80,00`,
        `ninguem@exemplo.com;xp;${month.iso};10,00;8,00`,
      ].join('\r\n');
    await page.getByLabel('Arquivo CSV').setInputFiles({
      name: 'xp-mes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByRole('button', { name: 'Conferir arquivo' }).click();
    await page.getByText('Linha 3:').waitFor();
    await page.getByText('Investidor não encontrado: "ninguem@exemplo.com".').waitFor();
    await auditPage(page, 'admin-cashback-conferencia');
    await page.getByRole('button', { name: 'Confirmar importação de 1 lançamento' }).click();
    await page
      .getByText(
        'Criados: 1 · já registrados (ignorados): 0 · rejeitados: 1 · linhas no arquivo: 2.',
      )
      .waitFor();
    await page.getByRole('cell', { name: 'XP Investimentos' }).first().waitFor();
    // The catalogue: a seeded rate history starts 'Desde o início', not in January 2000.
    const xp = page.locator('details', { hasText: 'XP Investimentos' }).first();
    await xp.locator('summary').click();
    await xp.getByText('Desde o início').waitFor();
    expect(await xp.getByText('jan/2000').count()).toBe(0);
    await auditPage(page, 'admin-cashback-taxas');

    // The investor: /cashback from the header's link.
    const mine = await visit();
    await adoptSession(mine, investor.cookies);
    await mine.goto('/dashboard');
    await mine
      .getByRole('banner')
      .getByRole('link', { name: 'Cashback', exact: true })
      .first()
      .click();
    await mine.waitForURL((url) => url.pathname === '/cashback');
    await mine.getByRole('heading', { level: 1, name: 'Cashback direto na sua conta' }).waitFor();
    const accumulated = mine.getByRole('region', { name: 'Acumulado' });
    await accumulated.getByText('R$ 80,00').waitFor();
    await accumulated.getByText('Registrado', { exact: true }).waitFor();
    await mine
      .getByRole('region', { name: 'Estimativa deste mês' })
      .getByText('Estimativa', { exact: true })
      .waitFor();
    await mine.getByRole('list', { name: 'Créditos por mês' }).getByText(month.label).waitFor();
    await mine
      .getByRole('region', { name: /Transparência/ })
      .getByText('R$ 100,00')
      .waitFor();
    // 'Por corretora': the rate the credit was earned at, beside it.
    await mine
      .getByRole('region', { name: 'Por corretora' })
      .getByText('0,6% a.a.', { exact: true })
      .waitFor();
    await mine.getByRole('button', { name: 'Comparar corretoras' }).click();
    await mine.getByRole('button', { name: 'Ocultar corretoras' }).waitFor();
    await auditPage(mine, 'cashback');
    // The tips' link only changes the query (`?chat=aberto`): it opens the consultant's chat on
    // this page, which then takes the query back off the address.
    await mine.getByRole('link', { name: 'Falar com um consultor' }).click();
    await mine.getByRole('button', { name: 'Fechar chat com o consultor' }).waitFor();
    await mine.waitForURL((url) => url.pathname === '/cashback' && url.search === '');
    await mine.getByRole('button', { name: 'Fechar chat com o consultor' }).click();

    // The dashboard's accumulated figure is the ledger's, and its button opens the statement.
    await mine.goto('/dashboard');
    const card = mine.getByRole('main').getByRole('region', { name: 'Cashback', exact: true });
    await card.getByText('R$ 80,00', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Ver extrato' }).click();
    await mine.waitForURL((url) => url.pathname === '/cashback/extrato');
    await mine.getByRole('heading', { level: 1, name: 'Extrato de cashback' }).waitFor();
    await mine.getByRole('cell', { name: month.label }).waitFor();
    await auditPage(mine, 'cashback-extrato');

    const [download] = await Promise.all([
      mine.waitForEvent('download'),
      mine.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('extrato-cashback-algoone.csv');
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Mês de referência;Corretora;Status;Recebido pela AlgoOne (R$);Repassado a você (R$);Data do crédito',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${month.label};XP Investimentos;Creditado;100,00;80,00;\\d{2}/\\d{2}/\\d{4}$`),
    );
    expect(lines[2]).toBe('Total creditado;;;100,00;80,00;');
  });
});
