import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLib } from 'pdf-lib';
import { RESEARCH_PDF_MAX_BYTES, singularWord } from '@algoone/domain';
import { auditLog, researchDownloads, researchReports } from '../src/db/schema/index.ts';
import { seedResearch } from '../src/db/seed/research.ts';
import { as, createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { openIsolatedDatabase, request } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

// A database of its own: search results and rankings must not see other files' reports.
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: TestContext;
let app: FastifyInstance;
let admin: Actor;
let analyst: Actor;
let plainConsultant: Actor;
let reader: Actor;
let visitor: Actor;

/** A small real PDF made with pdfkit; `userPassword` makes it encrypted. */
function makePdf(text: string, options: { userPassword?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.text(text);
  doc.end();
  return done;
}

const upload = (actor: Actor, id: string, body: Buffer, fileName = 'relatorio.pdf') =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/research/reports/${id}/pdf?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...as(actor), 'content-type': 'application/pdf' },
    payload: body,
  });

const report = (overrides: Record<string, unknown> = {}) => ({
  title: 'Relatório de teste',
  summary: 'Um resumo longo o bastante para o contrato.',
  category: 'Renda Fixa',
  tags: ['Teste'],
  featured: false,
  author: 'Ana Analista',
  analystCnpi: 'EM-4321',
  ...overrides,
});

/** Creates, uploads and publishes a report as `actor`; returns its id. */
async function publish(actor: Actor, fields: Record<string, unknown>): Promise<string> {
  const created = await request(app, actor, 'POST', '/api/admin/research/reports', report(fields));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const uploaded = await upload(actor, id, await makePdf(String(fields.title ?? 'PDF')));
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const published = await request(app, actor, 'POST', `/api/admin/research/reports/${id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

const search = (query: string, actor: Actor | null = null) =>
  request(app, actor, 'GET', `/api/research/reports?${query}`);

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ database: isolated.database });
  app = ctx.app;
  admin = await createStaff(app, 'admin');
  analyst = await createStaff(app, 'consultant');
  plainConsultant = await createStaff(app, 'consultant');
  reader = await signUpInvestor(app, 'Rita Leitora');
  visitor = await signUpInvestor(app, 'Vera Visitante');
  const res = await request(app, admin, 'PUT', '/api/admin/research/analysts', {
    email: analyst.email,
    cnpi: ' em-7788 ',
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await isolated.drop();
});

describe('search', () => {
  let titleHit: string;
  let summaryHit: string;
  beforeAll(async () => {
    // The test app seeds the six examples; these tests count and rank their own reports.
    await app.database.db.delete(researchReports).where(eq(researchReports.isExample, true));
    summaryHit = await publish(admin, {
      title: 'Juros e inflação no radar',
      summary: 'O efeito da Selic sobre as ações de consumo e a renda fixa.',
      category: 'Renda Fixa',
    });
    titleHit = await publish(admin, {
      title: 'Ações de energia: dividendos em alta',
      summary: 'Transmissoras com contratos longos e receita corrigida pela inflação.',
      category: 'Ações',
      featured: true,
      tags: ['Dividendos', 'Energia'],
    });
    await publish(admin, {
      title: 'FIIs de logística',
      // 'acompanhar' begins like the stem of 'acoes' ('aco'): no search for ações may find it.
      summary: 'Galpões com vacância em queda; vale acompanhar os contratos.',
      category: 'FIIs',
    });
  });

  it("finds 'Ações' with 'acoes', the title match above the summary match, words marked", async () => {
    const res = await search('q=acoes');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([titleHit, summaryHit]);
    expect(page.total).toBe(2);
    expect(page.items[0].titleSegments).toEqual([
      { text: 'Ações', match: true },
      { text: ' de energia: dividendos em alta', match: false },
    ]);
    expect(page.items[1].summarySegments).toContainEqual({ text: 'ações', match: true });
  });

  it("finds the plural 'Ações' with the singular, accented or not, and marks only what matched", async () => {
    for (const typed of ['ação', 'acao', 'AÇÃO', 'acoes']) {
      const page = (await search(`q=${encodeURIComponent(typed)}`)).json();
      expect(
        page.items.map((item: { id: string }) => item.id),
        typed,
      ).toEqual([titleHit, summaryHit]);
      expect(page.items[0].titleSegments, typed).toEqual([
        { text: 'Ações', match: true },
        { text: ' de energia: dividendos em alta', match: false },
      ]);
      const marked = page.items[1].summarySegments.filter((s: { match: boolean }) => s.match);
      expect(marked, typed).toEqual([{ text: 'ações', match: true }]);
    }
    // And the singular in a report with the plural typed; 'logística' stays unmarked.
    const fii = (await search('q=fii')).json();
    expect(fii.total).toBe(1);
    expect(fii.items[0].titleSegments).toEqual([
      { text: 'FIIs', match: true },
      { text: ' de logística', match: false },
    ]);
    const prefix = (await search(`q=${encodeURIComponent('vale acompanh')}`)).json();
    expect(prefix.items[0].summarySegments.filter((s: { match: boolean }) => s.match)).toEqual([
      { text: 'vale', match: true },
      { text: 'acompanhar', match: true },
    ]);
  });

  it('singularises a word in the database exactly as the domain does', async () => {
    // The migration's research_singular mirrors SINGULAR_RULES; any drift breaks search quietly.
    const words = [
      ...['acoes', 'capitaes', 'graos', 'reais', 'mais', 'pais', 'papeis', 'seis', 'util', 'mil'],
      ...['bens', 'valores', 'vezes', 'meses', 'analises', 'fiis', 'lcis', 'leis', 'dos', 'mes'],
      ...['dividendos', 'etfs', 'bonus', 'ss', 's', 'is', 'oes', '2024', 'x1s', 'aaes', 'ns'],
      ...fc.sample(fc.stringMatching(/^[a-z0-9]{1,6}(oes|aes|aos|ais|eis|il|ns|es|is|as|os|s)?$/), {
        numRuns: 300,
        seed: 30,
      }),
    ];
    const result = await app.database.db.execute(
      sql`select w as word, research_singular(w) as singular
          from unnest(string_to_array(${words.join(' ')}, ' ')) as w`,
    );
    const rows = (result as unknown as { rows: { word: string; singular: string }[] }).rows;
    expect(rows).toHaveLength(words.length);
    for (const row of rows) expect(row.singular, row.word).toBe(singularWord(row.word));
  });

  it('matches words by prefix and stem, accents and case aside', async () => {
    const res = await search(`q=${encodeURIComponent('DIVIDENDO energ')}`);
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual([titleHit]);
    const accented = await search(`q=${encodeURIComponent('inflação')}`);
    expect(accented.json().total).toBe(2);
  });

  it('filters the category exactly, alone or with the text', async () => {
    const fiis = (await search(`category=FIIs`)).json();
    expect(fiis.items.map((item: { category: string }) => item.category)).toEqual(['FIIs']);
    const both = (await search(`q=acoes&category=${encodeURIComponent('Renda Fixa')}`)).json();
    expect(both.items.map((item: { id: string }) => item.id)).toEqual([summaryHit]);
    expect((await search('category=Cripto')).statusCode).toBe(400);
  });

  it('pages, and says when nothing matches', async () => {
    const first = (await search('page=1')).json();
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(3);
    const past = (await search('page=2')).json();
    expect(past).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await search('q=criptomoedas')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a 10,000-character search and a search of symbols only, in pt-BR', async () => {
    const long = await search(`q=${'a'.repeat(10_000)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.q).toBe('A busca pode ter até 200 caracteres.');
    const symbols = await search(`q=${encodeURIComponent('%$#@!*&()')}`);
    expect(symbols.statusCode).toBe(400);
    expect(symbols.json().error.fields.q).toBe('Digite ao menos uma letra ou número para buscar.');
  });

  it('never lists drafts or withdrawn reports', async () => {
    const draft = await request(
      app,
      admin,
      'POST',
      '/api/admin/research/reports',
      report({ title: 'Rascunho sobre ações' }),
    );
    expect(draft.statusCode).toBe(201);
    const withdrawn = await publish(admin, { title: 'Ações retiradas', category: 'Ações' });
    expect(
      (await request(app, admin, 'POST', `/api/admin/research/reports/${withdrawn}/withdraw`))
        .statusCode,
    ).toBe(200);
    const ids = (await search('q=acoes')).json().items.map((item: { id: string }) => item.id);
    expect(ids).not.toContain(draft.json().id);
    expect(ids).not.toContain(withdrawn);
  });
});

describe('upload checks', () => {
  let id: string;
  beforeAll(async () => {
    id = (await request(app, admin, 'POST', '/api/admin/research/reports', report())).json().id;
  });

  it('keeps a real PDF with its size and pages', async () => {
    const pdf = await makePdf('Conteúdo do relatório');
    const res = await upload(admin, id, pdf, 'meu relatório.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pdf).toMatchObject({
      fileName: 'meu relatório.pdf',
      bytes: pdf.length,
      pageCount: 1,
    });
  });

  it.each([
    ['a text file', async () => Buffer.from('isto não é um pdf'), 'O arquivo não é um PDF válido.'],
    [
      'a PDF signature on garbage',
      async () => Buffer.from('%PDF-1.7\nlixo'),
      'O arquivo não é um PDF válido.',
    ],
    ['an empty file', async () => Buffer.alloc(0), 'Envie o arquivo PDF do relatório.'],
    [
      'an encrypted PDF',
      () => makePdf('segredo', { userPassword: 'senha' }),
      'O PDF está protegido por senha ou criptografado. Envie uma versão sem proteção.',
    ],
    [
      'a PDF over 20 MB',
      async () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(RESEARCH_PDF_MAX_BYTES)]),
      'O PDF pode ter até 20 MB.',
    ],
  ])('refuses %s with a pt-BR 400 and keeps the previous file', async (_label, make, message) => {
    const res = await upload(admin, id, await make());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields.file).toBe(message);
    const view = await request(app, admin, 'GET', `/api/admin/research/reports?status=draft`);
    const kept = view.json().items.find((item: { id: string }) => item.id === id);
    expect(kept.pdf.fileName).toBe('meu relatório.pdf');
  });

  it('refuses a body that is not application/pdf', async () => {
    const res = await request(app, admin, 'PUT', `/api/admin/research/reports/${id}/pdf`, {
      file: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('previews the PDF inline for staff, recorded', async () => {
    const res = await request(app, admin, 'GET', `/api/admin/research/reports/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="relatorio-de-teste.pdf"$/,
    );
    expect((await PdfLib.load(res.rawPayload)).getPageCount()).toBe(1);
  });
});

describe('publishing', () => {
  it('refuses to publish without the analyst’s CNPI or without the PDF, in pt-BR', async () => {
    const created = await request(
      app,
      admin,
      'POST',
      '/api/admin/research/reports',
      report({ analystCnpi: null }),
    );
    const id = created.json().id;
    expect((await upload(admin, id, await makePdf('x'))).statusCode).toBe(200);
    const res = await request(app, admin, 'POST', `/api/admin/research/reports/${id}/publish`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.analystCnpi).toBe(
      'Informe o CNPI do analista responsável antes de publicar (CVM Res. 20/2021).',
    );

    const noPdf = await request(app, admin, 'POST', '/api/admin/research/reports', report());
    const refused = await request(
      app,
      admin,
      'POST',
      `/api/admin/research/reports/${noPdf.json().id}/publish`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Envie o PDF do relatório antes de publicar.');
  });

  it('refuses a malformed CNPI', async () => {
    const res = await request(
      app,
      admin,
      'POST',
      '/api/admin/research/reports',
      report({ analystCnpi: 'abc' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.analystCnpi).toMatch(/^CNPI inválido/);
  });

  it('lets a consultant with a CNPI publish under their own name and CNPI; one without, not at all', async () => {
    const id = await publish(analyst, { author: 'Outra Pessoa', analystCnpi: 'EM-1111' });
    const mine = await request(app, analyst, 'GET', '/api/admin/research/reports');
    expect(mine.json().viewer).toEqual({ isAdmin: false, author: analyst.name, cnpi: 'EM-7788' });
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        id,
        author: analyst.name,
        analystCnpi: 'EM-7788',
        status: 'published',
      }),
    ]);
    const refused = await request(app, plainConsultant, 'GET', '/api/admin/research/reports');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/CNPI cadastrado/);
    // Another staff member's report is not the consultant's to touch.
    const adminReport = (
      await request(app, admin, 'POST', '/api/admin/research/reports', report())
    ).json();
    const touch = await request(
      app,
      analyst,
      'PATCH',
      `/api/admin/research/reports/${adminReport.id}`,
      {
        title: 'Tomado',
      },
    );
    expect(touch.statusCode).toBe(404);
  });

  it('audits every step', async () => {
    const id = await publish(admin, { title: 'Auditado' });
    await request(app, admin, 'PATCH', `/api/admin/research/reports/${id}`, { featured: true });
    await request(app, admin, 'POST', `/api/admin/research/reports/${id}/withdraw`);
    const rows = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.actorId, admin.id)));
    expect(rows.map((row) => row.action).sort()).toEqual(
      [
        'research.pdf_uploaded',
        'research.report_created',
        'research.report_published',
        'research.report_updated',
        'research.report_withdrawn',
      ].sort(),
    );
    const [row] = await app.database.db
      .select({ featured: researchReports.featured, title: researchReports.title })
      .from(researchReports)
      .where(eq(researchReports.id, id));
    expect(row).toEqual({ featured: true, title: 'Auditado' });
  });
});

describe('download', () => {
  let id: string;
  beforeAll(async () => {
    id = await publish(admin, { title: 'Relatório para baixar' });
  });

  it('is 401 for a visitor and 403 RESEARCH_PLAN_REQUIRED for an investor without a plan', async () => {
    const anonymous = await request(app, null, 'GET', `/api/research/reports/${id}/pdf`);
    expect(anonymous.statusCode).toBe(401);
    const refused = await request(app, visitor, 'GET', `/api/research/reports/${id}/pdf`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('RESEARCH_PLAN_REQUIRED');
    expect((await search('', visitor)).json().canDownload).toBe(false);
  });

  it('serves the PDF as an attachment to a granted investor and records each download', async () => {
    const granted = await request(app, admin, 'POST', '/api/admin/research/grants', {
      email: reader.email.toUpperCase(),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toContainEqual(expect.objectContaining({ userId: reader.id }));
    expect((await search('', reader)).json().canDownload).toBe(true);

    const res = await request(app, reader, 'GET', `/api/research/reports/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-para-baixar.pdf"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await request(app, reader, 'GET', `/api/research/reports/${id}/pdf`);
    const [recorded] = await app.database.db
      .select({ n: count() })
      .from(researchDownloads)
      .where(and(eq(researchDownloads.reportId, id), eq(researchDownloads.userId, reader.id)));
    expect(recorded?.n).toBe(2);

    const revoked = await request(app, admin, 'DELETE', `/api/admin/research/grants/${reader.id}`);
    expect(revoked.statusCode).toBe(200);
    expect((await request(app, reader, 'GET', `/api/research/reports/${id}/pdf`)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for a withdrawn report and for an id that is not one', async () => {
    const gone = await publish(admin, { title: 'Será retirado' });
    await request(app, admin, 'POST', `/api/admin/research/reports/${gone}/withdraw`);
    expect(
      (await request(app, analyst, 'GET', `/api/research/reports/${gone}/pdf`)).statusCode,
    ).toBe(404);
    expect((await request(app, analyst, 'GET', '/api/research/reports/nada/pdf')).statusCode).toBe(
      404,
    );
  });
});

describe('seed', () => {
  it('publishes six labelled examples with readable PDFs, once', async () => {
    const database = await openIsolatedDatabase();
    const seeded = await createTestApp({ database: database.database });
    try {
      await seedResearch(seeded.app.database.db);
      await seedResearch(seeded.app.database.db);
      const page = (
        await seeded.app.inject({ method: 'GET', url: '/api/research/reports' })
      ).json();
      expect(page.total).toBe(6);
      expect(page.items.every((item: { isExample: boolean }) => item.isExample)).toBe(true);
      expect(new Set(page.items.map((item: { category: string }) => item.category)).size).toBe(5);
      const admin2 = await createStaff(seeded.app, 'admin');
      const pdf = await seeded.app.inject({
        method: 'GET',
        url: `/api/research/reports/${page.items[0].id}/pdf`,
        headers: as(admin2),
      });
      expect(pdf.statusCode).toBe(200);
      const text = pdf.rawPayload.toString('latin1');
      expect((await PdfLib.load(pdf.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(1);
      expect(text).toContain('%PDF-');
    } finally {
      await seeded.close();
      await database.drop();
    }
  });
});
