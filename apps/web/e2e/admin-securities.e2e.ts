// Journey of issue #28's /admin/ativos in Chromium against the real built server: an admin
// finds a catalogue entry, is told a wrong CNPJ next to the field, corrects the entry and adds
// a new one. Each state gets axe and screenshots at 320, 375 and 1280 px.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPage, trackedPages } from './support/index.ts';
import { adoptSession, type TestInvestor } from './support/auth-helpers.ts';
import { signInJourneyAdmin } from './support/admin-session.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const visit = trackedPages();

describe('/admin/ativos', () => {
  let adminCookies: TestInvestor['cookies'];
  beforeAll(async () => {
    adminCookies = await signInJourneyAdmin();
  });

  it('an admin corrects an entry and adds one; a wrong CNPJ is told next to its field', async () => {
    const page = await visit();
    await adoptSession(page, adminCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Ativos', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Ativos' }).waitFor();
    await page.getByLabel('Buscar por código ou nome').fill('IVVB11');
    const entry = page.getByRole('main').getByRole('listitem').filter({ hasText: 'IVVB11' });
    await entry.getByText('Internacional').waitFor();
    await auditPage(page, 'admin-ativos');
    await expectNoSidewaysScroll(page);

    await entry.getByRole('button', { name: 'Corrigir IVVB11' }).click();
    const dialog = page.getByRole('dialog', { name: 'Corrigir IVVB11' });
    await dialog.getByLabel('CNPJ do emissor').fill('11.111.111/1111-11');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => dialog.getByText('CNPJ inválido: confira os 14 dígitos.').count())
      .toBeGreaterThan(0);
    await auditPage(page, 'admin-ativos-cnpj-invalido');
    await dialog.getByLabel('CNPJ do emissor').fill('');
    await dialog.getByLabel('Índice que acompanha (ETFs)').fill('S&P 500 (em reais)');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Ativo corrigido').waitFor();
    await entry.getByText('acompanha S&P 500 (em reais)').waitFor();

    await page.getByRole('button', { name: 'Novo ativo' }).click();
    const create = page.getByRole('dialog', { name: 'Novo ativo' });
    await create.getByLabel('Código de negociação').fill('ZZTE11');
    await create.getByLabel('Nome').fill('Fundo Teste da Jornada');
    await create.getByLabel('Tipo').selectOption({ label: 'ETF' });
    await create.getByLabel('Classe').selectOption('Multimercado');
    await create.getByRole('button', { name: 'Salvar' }).click();
    // An ETF's index decides its class: the form says so next to the field.
    await create.getByText('Informe o índice que o ETF acompanha').waitFor();
    await auditPage(page, 'admin-ativos-novo');
    await create.getByLabel('Índice que acompanha (ETFs)').fill('Ouro');
    await create.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Ativo incluído').waitFor();
    await page.getByLabel('Buscar por código ou nome').fill('zzte');
    // The catalogue's own entry: the toast above ("ZZTE11 entra em Multimercado.") is a list
    // item too, so the search is kept inside the page.
    await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'ZZTE11' })
      .getByText('Multimercado', { exact: true })
      .waitFor();
  });
});
