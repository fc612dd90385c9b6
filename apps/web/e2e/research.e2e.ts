// Journeys of issue 16 (Research), in Chromium against the real built server (seeded with the
// six example reports): an admin records a consultant's CNPI and grants a subscriber access; the
// consultant-analyst writes a report, uploads its PDF, previews the first page and publishes;
// the subscriber finds it by a search without accents, downloads it, and sees it on the
// dashboard; an investor without a plan is sent to the plans. Each page gets axe and
// screenshots at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage, trackedPages } from './support/index.ts';
import {
  adoptSession,
  signInThroughApi,
  signUpInvestor,
  type TestInvestor,
} from './support/auth-helpers.ts';
import { signInJourneyAdmin } from './support/admin-session.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const visit = trackedPages();
const cast = inject('chatCast');

const TITLE = 'Ações de saneamento: tarifas, investimentos e o marco legal';
const SUMMARY =
  'Como as concessões de água e esgoto remuneram o capital e o que o novo marco legal muda para as companhias listadas.';

/** A one-page PDF written by hand, with the cross-reference offsets every reader checks. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('research', () => {
  let adminCookies: TestInvestor['cookies'];
  let subscriber: TestInvestor;

  beforeAll(async () => {
    adminCookies = await signInJourneyAdmin();
    subscriber = await signUpInvestor('Sofia Assinante');
  });

  it('an analyst publishes a report; a subscriber finds it by search and downloads it', async () => {
    if (!cast) throw new Error('The global setup did not provide the chat cast.');

    // The admin: the consultant becomes an analyst; the subscriber gets access.
    const admin = await visit();
    await adoptSession(admin, adminCookies);
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Research', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/research');
    await admin.getByRole('heading', { level: 1, name: 'Research' }).waitFor();
    const analysts = admin.getByRole('region', { name: 'Analistas (CNPI)' });
    await analysts.getByLabel('CNPI').fill('abc');
    await analysts.getByLabel('E-mail do consultor').fill(cast.consultant.email);
    await analysts.getByRole('button', { name: 'Salvar CNPI' }).click();
    await analysts.getByText(/^CNPI inválido/).waitFor();
    await analysts.getByLabel('CNPI').fill('EM-24680');
    await analysts.getByRole('button', { name: 'Salvar CNPI' }).click();
    await analysts.getByText(`${cast.consultant.name}`).waitFor();
    const access = admin.getByRole('region', { name: 'Acesso ao research' });
    await access.getByLabel('E-mail do investidor').fill(subscriber.email);
    await access.getByRole('button', { name: 'Conceder acesso' }).click();
    await access.getByText(subscriber.email).waitFor();
    await auditPage(admin, 'admin-research');

    // The analyst: a draft, its PDF, the first page, then publication.
    const analyst = await visit();
    await adoptSession(
      analyst,
      await signInThroughApi(cast.consultant.email, cast.consultant.password),
    );
    await analyst.goto('/admin/research');
    await analyst.getByText(`assinados por ${cast.consultant.name} (CNPI EM-24680)`).waitFor();
    await analyst.getByRole('button', { name: 'Novo relatório' }).click();
    const dialog = analyst.getByRole('dialog', { name: 'Novo relatório' });
    await dialog.getByLabel('Título').fill(TITLE);
    await dialog.getByLabel('Resumo').fill(SUMMARY);
    await dialog.getByLabel('Categoria').selectOption('Ações');
    await dialog.getByLabel('Tags').fill('Saneamento, Concessões');
    await dialog.getByLabel('Destaque').check();
    await auditPage(analyst, 'admin-research-novo');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = analyst.getByRole('listitem').filter({ hasText: TITLE });
    await row.getByText('Rascunho').waitFor();
    // Publishing without the PDF is refused in pt-BR.
    await row.getByRole('button', { name: 'Publicar' }).click();
    await row.getByText('Envie o PDF do relatório antes de publicar.').waitFor();
    await row.getByLabel(`Arquivo PDF de ${TITLE}`).setInputFiles({
      name: 'saneamento.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('isto não é um PDF'),
    });
    await row.getByText('O arquivo não é um PDF válido.').waitFor();
    await row.getByLabel(`Arquivo PDF de ${TITLE}`).setInputFiles({
      name: 'saneamento.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf('Saneamento - relatorio do analista'),
    });
    await row.getByText(/PDF: saneamento\.pdf · 1 pág\./).waitFor();
    await row.getByRole('button', { name: 'Pré-visualizar' }).click();
    await row.getByText('Página 1 de 1').waitFor();
    await auditPage(analyst, 'admin-research-previa');
    await expectNoSidewaysScroll(analyst);
    await row.getByRole('button', { name: 'Publicar' }).click();
    await row.getByText('Publicado', { exact: true }).waitFor();

    // The subscriber: the singular 'ação' finds the plural 'Ações' of the title, words marked;
    // the PDF downloads.
    const reader = await visit();
    await adoptSession(reader, subscriber.cookies);
    await reader.goto('/research');
    await reader.getByRole('heading', { level: 1, name: 'Research AlgoOne' }).waitFor();
    await reader
      .getByRole('heading', { level: 2, name: /Exemplo|Ações|FIIs/ })
      .first()
      .waitFor();
    await reader.getByLabel('Buscar', { exact: true }).fill('zzzz');
    await reader.getByRole('button', { name: 'Buscar', exact: true }).click();
    await reader.getByText('Nenhum relatório encontrado com os filtros aplicados.').waitFor();
    await reader.getByLabel('Buscar', { exact: true }).fill('ação saneamento');
    await reader.getByLabel('Categoria').selectOption('Ações');
    await reader.getByRole('button', { name: 'Buscar', exact: true }).click();
    const card = reader.getByRole('article', { name: TITLE });
    await card.waitFor();
    // The search lives in the address: it can be shared, and survives a reload.
    const address = new URL(reader.url()).searchParams;
    expect([address.get('busca'), address.get('categoria')]).toEqual(['ação saneamento', 'Ações']);
    await reader.reload();
    await card.waitFor();
    expect(await reader.getByLabel('Buscar', { exact: true }).inputValue()).toBe('ação saneamento');
    // Whole words that matched, and only those.
    expect(new Set(await card.locator('mark').allTextContents())).toEqual(
      new Set(['Ações', 'saneamento']),
    );
    await card.getByText('Destaque').waitFor();
    await card.getByText(`${cast.consultant.name} · CNPI EM-24680`).waitFor();
    await auditPage(reader, 'research-busca');
    await expectNoSidewaysScroll(reader);
    const [download] = await Promise.all([
      reader.waitForEvent('download'),
      card.getByRole('button', { name: `Baixar PDF: ${TITLE}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'acoes-de-saneamento-tarifas-investimentos-e-o-marco-legal.pdf',
    );
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await reader.getByRole('button', { name: 'Limpar filtros' }).click();
    await reader.getByText(/^\d+ relatórios publicados$/).waitFor();

    // The dashboard's recent research reads the same reports; 'Atualizar' stays on the page.
    await reader.goto('/dashboard');
    const recent = reader.getByRole('region', { name: 'Research recente' });
    await recent.getByRole('link', { name: TITLE }).waitFor();
    await auditPage(reader, 'dashboard-research-recente');
    await recent.getByRole('button', { name: 'Atualizar' }).click();
    await recent.getByRole('link', { name: TITLE }).waitFor();
    expect(new URL(reader.url()).pathname).toBe('/dashboard');
    await recent.getByRole('link', { name: 'Ver todos os relatórios' }).click();
    await reader.waitForURL((url) => url.pathname === '/research');
  });

  it('a visitor without a plan is sent to the plans', async () => {
    const visitor = await signUpInvestor('Vitor Visitante');
    const page = await visit();
    await adoptSession(page, visitor.cookies);
    await page.goto('/dashboard');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Multi-Corretoras' }).click();
    await page.waitForURL((url) => url.pathname === '/research');
    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: /^Baixar PDF/ }).click();
    const plans = page.getByRole('dialog', { name: 'Research exclusivo para assinantes' });
    await plans.getByText('R$ 49,00').waitFor();
    await plans.getByText('R$ 499,00').waitFor();
    await auditPage(page, 'research-planos');
    await plans.getByRole('link', { name: 'Ver planos' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await page.getByRole('heading', { name: 'Escolha seu Plano' }).waitFor();
  });
});
