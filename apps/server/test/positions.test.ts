import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { POSITIONS_MESSAGES } from '@algoone/contracts';
import {
  auditLog,
  b3Imports,
  contributions,
  netWorthSnapshots,
  securityHoldings,
  securityMovements,
} from '../src/db/schema/index.ts';
import { createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import {
  SAMPLE_INVESTOR,
  SAMPLE_MOVEMENTS,
  SAMPLE_POSICAO,
  SAMPLE_TRADES,
  cpfWithCheckDigits,
  formatCpf,
  movimentacaoWorkbook,
  negociacaoWorkbook,
  posicaoFileName,
  posicaoWorkbook,
  zipBombFile,
} from './support/b3-fixtures.ts';
import { onboard, request } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

const file = (bytes: Buffer, fileName = 'arquivo.xlsx') => ({
  fileName,
  contentBase64: bytes.toString('base64'),
});
const posicao = (sheets = SAMPLE_POSICAO, date = '2026-11-24') =>
  file(posicaoWorkbook({ sheets }), posicaoFileName(date));
const movimentacao = (cpf?: string) =>
  file(
    movimentacaoWorkbook({ rows: SAMPLE_MOVEMENTS, ...(cpf ? { cpf: formatCpf(cpf) } : {}) }),
    'movimentacao-2026-11-24-10-40-01.xlsx',
  );

const preview = (actor: Actor, body: object) =>
  request(app, actor, 'POST', '/api/positions/imports/preview', body);
const commit = (actor: Actor, body: object) =>
  request(app, actor, 'POST', '/api/positions/imports', body);

/** Reais as the fixtures write them → centavos. */
const cents = (reais: number) => Math.round(reais * 100);
const SAMPLE_TOTAL = cents(
  300 * 38.12 +
    1250 * 10.47 +
    80 * 52.3 +
    40 * 62.15 +
    55 * 128.4 +
    20 * 351.72 +
    50 * 160.5 +
    700 * 9.61 +
    11_452.37 +
    5_612.88 +
    13_740.51,
);

type UserTable =
  | typeof contributions
  | typeof securityHoldings
  | typeof securityMovements
  | typeof netWorthSnapshots
  | typeof b3Imports;

/** The investor's rows in one of the tables an import writes. */
async function countRows(_app: FastifyInstance, table: UserTable, userId: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.userId, userId));
  return row?.n ?? 0;
}

async function newInvestor(): Promise<Actor> {
  const investor = await signUpInvestor(app);
  await onboard(app, investor);
  return investor;
}

describe('importing a Posição', () => {
  it('previews each security with its class and why, writing nothing', async () => {
    const investor = await newInvestor();
    const res = await preview(investor, posicao());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'posicao',
      fileDate: '2026-11-24',
      alreadyImportedAt: null,
    });
    expect(body.totals.totalCents).toBe(SAMPLE_TOTAL);
    expect(body.unknown).toEqual([]);
    const bySecurity = Object.fromEntries(
      body.securities.map((s: { securityKey: string; category: string }) => [
        s.securityKey,
        s.category,
      ]),
    );
    expect(bySecurity).toMatchObject({
      PETR4: 'Ações Brasil',
      AAPL34: 'Internacional',
      BOVA11: 'Ações Brasil',
      IVVB11: 'Internacional',
      HGLG11: 'FIIs',
      'TD-IPCA-2035': 'Renda Fixa',
    });
    const ivvb = body.securities.find((s: { securityKey: string }) => s.securityKey === 'IVVB11');
    expect(ivvb.reason).toMatch(/S&P 500/);
    expect(await countRows(app, securityHoldings, investor.id)).toBe(0);
  });

  it('imports in one go: holdings, class totals, the net worth of the file day; the same file twice changes nothing', async () => {
    const investor = await newInvestor();
    const res = await commit(investor, posicao());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'posicao', created: 11, updated: 0 });

    const positions = (await request(app, investor, 'GET', '/api/positions')).json();
    expect(positions.asOf).toBe('2026-11-24');
    expect(positions.totalCents).toBe(SAMPLE_TOTAL);
    const fiis = positions.byCategory.find((c: { category: string }) => c.category === 'FIIs');
    expect(fiis.valueCents).toBe(cents(50 * 160.5 + 700 * 9.61));

    // /carteira plans on it: its holdings are the file's class totals.
    const portfolio = (await request(app, investor, 'GET', '/api/portfolio')).json();
    expect(portfolio.holdings.totalCents).toBe(SAMPLE_TOTAL);
    const international = portfolio.holdings.byCategory.find(
      (c: { category: string }) => c.category === 'Internacional',
    );
    expect(international.amountCents).toBe(cents(40 * 62.15 + 20 * 351.72));
    // The onboarding's net worth was typed today, after the file's day: the import's total
    // becomes the current net worth.
    const dashboard = (await request(app, investor, 'GET', '/api/dashboard')).json();
    expect(dashboard.netWorth.amountCents).toBe(SAMPLE_TOTAL);
    expect(dashboard.holdings.b3).toMatchObject({ asOf: '2026-11-24' });

    const again = await commit(investor, posicao());
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ importId: null, created: 0, updated: 0 });
    expect(await countRows(app, securityHoldings, investor.id)).toBe(11);
    expect(await countRows(app, b3Imports, investor.id)).toBe(1);
    const repeated = await preview(investor, posicao());
    expect(repeated.json().alreadyImportedAt).not.toBeNull();

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, investor.id), eq(auditLog.action, 'positions.imported')));
    expect(audit).toHaveLength(1);
  });

  it('a newer Posição replaces the holdings of the institutions it covers, and leaves the others', async () => {
    const investor = await newInvestor();
    await commit(investor, posicao());
    // The new file covers XP only: PETR4 sold, ITSA4 unchanged.
    const newer = posicao(
      { acoes: [{ ticker: 'ITSA4', quantity: 1250, price: 10.47 }] },
      '2026-11-25',
    );
    const res = await commit(investor, newer);
    expect(res.statusCode, res.body).toBe(201);
    const positions = (await request(app, investor, 'GET', '/api/positions')).json();
    const keys = positions.securities.map((s: { securityKey: string }) => s.securityKey);
    expect(keys).not.toContain('PETR4');
    expect(keys).toContain('ITSA4');
    // WEGE3 is at Nu Invest and the CDB at Inter: not in the new file, kept.
    expect(keys).toEqual(expect.arrayContaining(['WEGE3']));
  });

  it('asks the investor to place an unknown security, then remembers the answer', async () => {
    const investor = await newInvestor();
    const withUnknown = posicao({ etf: [{ ticker: 'QWER11', quantity: 10, price: 100 }] });
    const first = (await preview(investor, withUnknown)).json();
    expect(first.unknown).toEqual([
      { securityKey: 'QWER11', ticker: 'QWER11', name: expect.any(String) },
    ]);
    expect(first.totals.unclassifiedCents).toBe(100_000);

    const refused = await commit(investor, withUnknown);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.choices).toMatch(/QWER11/);
    expect(await countRows(app, securityHoldings, investor.id)).toBe(0);

    const answered = await commit(investor, {
      ...withUnknown,
      choices: [{ securityKey: 'QWER11', category: 'Internacional' }],
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const positions = (await request(app, investor, 'GET', '/api/positions')).json();
    expect(positions.securities[0]).toMatchObject({
      category: 'Internacional',
      categorySource: 'investor',
    });

    // The next file with it needs no question.
    const later = (
      await preview(
        investor,
        posicao({ etf: [{ ticker: 'QWER11', quantity: 12, price: 100 }] }, '2026-11-26'),
      )
    ).json();
    expect(later.unknown).toEqual([]);

    // Changing the answer moves the holding and the class totals at once.
    const changed = await request(app, investor, 'PUT', '/api/positions/choices', {
      securityKey: 'QWER11',
      category: 'Multimercado',
    });
    expect(changed.json()).toEqual({ updated: 1 });
    const portfolio = (await request(app, investor, 'GET', '/api/portfolio')).json();
    const multi = portfolio.holdings.byCategory.find(
      (c: { category: string }) => c.category === 'Multimercado',
    );
    expect(multi.amountCents).toBe(100_000);
  });
});

describe('the same import sent at once', () => {
  it('has exactly one effect: one import, one set of holdings, one snapshot, one aporte', async () => {
    const investor = await signUpInvestor(app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => commit(investor, posicao())));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.filter((res) => res.json().importId !== null)).toHaveLength(1);
    expect(await countRows(app, b3Imports, investor.id)).toBe(1);
    expect(await countRows(app, securityHoldings, investor.id)).toBe(11);
    expect(await countRows(app, netWorthSnapshots, investor.id)).toBe(1);

    const movements = await Promise.all(
      Array.from({ length: 4 }, () => commit(investor, movimentacao())),
    );
    expect(movements.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await countRows(app, securityMovements, investor.id)).toBe(SAMPLE_MOVEMENTS.length);
    expect(await countRows(app, contributions, investor.id)).toBe(1);
  });
});

describe('the net worth history', () => {
  it("gets the Posição's day and total when nothing later was typed", async () => {
    const investor = await signUpInvestor(app);
    expect((await commit(investor, posicao())).statusCode).toBe(201);
    const [snapshot] = await app.database.db
      .select()
      .from(netWorthSnapshots)
      .where(eq(netWorthSnapshots.userId, investor.id));
    expect(snapshot?.amountCents).toBe(SAMPLE_TOTAL);
    expect(snapshot?.recordedAt.toISOString().slice(0, 10)).toBe('2026-11-24');
  });
});

describe('importing a Movimentação', () => {
  it('keeps proventos by month, adds the months with money in as aportes marked B3, and never twice', async () => {
    const investor = await newInvestor();
    const res = await commit(investor, movimentacao(SAMPLE_INVESTOR.cpf));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(SAMPLE_MOVEMENTS.length);

    const proventos = (
      await request(app, investor, 'GET', '/api/positions/proventos?year=2026')
    ).json();
    expect(proventos.totals).toEqual({
      exemptCents: 10_600 + 5_500 + 7_000,
      exclusiveCents: 2_450,
      totalCents: 10_600 + 5_500 + 7_000 + 2_450,
    });
    expect(proventos.byMonth.map((m: { month: string }) => m.month)).toEqual([
      '2026-03',
      '2026-04',
    ]);

    const aportes = await app.database.db
      .select()
      .from(contributions)
      .where(eq(contributions.userId, investor.id));
    // March: 7.000 bought; September: only a sale (no aporte).
    expect(aportes.map((a) => [a.sourceKey, a.amountCents, a.brokerId])).toEqual([
      ['b3:2026-03', 700_000, 'xp'],
    ]);

    const again = await commit(investor, movimentacao(SAMPLE_INVESTOR.cpf));
    expect(again.json().importId).toBeNull();
    expect(await countRows(app, securityMovements, investor.id)).toBe(SAMPLE_MOVEMENTS.length);
    expect(await countRows(app, contributions, investor.id)).toBe(1);
  });

  it('asks before adding an aporte the investor already typed, and keeps theirs when they say it is the same', async () => {
    const investor = await newInvestor();
    const typed = await request(app, investor, 'POST', '/api/contributions', {
      amountCents: 700_000,
      brokerId: 'xp',
      category: 'Ações Brasil',
      date: '2026-03-11',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const previewed = (await preview(investor, movimentacao())).json();
    expect(previewed.aportes).toEqual([
      expect.objectContaining({
        month: '2026-03',
        action: 'create',
        manualCandidate: expect.objectContaining({
          id: typed.json().contribution.id,
          amountCents: 700_000,
        }),
      }),
    ]);
    const res = await commit(investor, {
      ...movimentacao(),
      sameAportes: [{ month: '2026-03', contributionId: typed.json().contribution.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await app.database.db
      .select()
      .from(contributions)
      .where(eq(contributions.userId, investor.id));
    expect(rows.map((row) => [row.id, row.sourceKey])).toEqual([
      [typed.json().contribution.id, 'b3:2026-03'],
    ]);
  });

  it("refuses a Movimentação of another CPF than the investor's earlier files", async () => {
    const investor = await newInvestor();
    expect((await commit(investor, movimentacao(SAMPLE_INVESTOR.cpf))).statusCode).toBe(201);
    const other = await commit(investor, {
      ...movimentacao(cpfWithCheckDigits('123456789')),
      fileName: 'outra.xlsx',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.file).toBe(POSITIONS_MESSAGES.otherCpf);
  });
});

describe('importing a Negociação and the IR summary', () => {
  it('gives the average cost per security and the year summary in JSON, CSV and PDF', async () => {
    const investor = await newInvestor();
    await commit(investor, posicao());
    await commit(investor, movimentacao());
    const res = await commit(
      investor,
      file(negociacaoWorkbook({ rows: SAMPLE_TRADES }), 'negociacao.xlsx'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'negociacao', created: SAMPLE_TRADES.length });

    const positions = (await request(app, investor, 'GET', '/api/positions')).json();
    const petr4 = positions.securities.find(
      (s: { securityKey: string }) => s.securityKey === 'PETR4',
    );
    // 200 × 35,00 + 37 × 38,00 = 8.406,00 for 237; selling 100 keeps the average.
    expect(petr4.averageCostCents).toBe(Math.round(840_600 / 237));

    const summary = (
      await request(app, investor, 'GET', '/api/positions/ir-summary?year=2026')
    ).json();
    expect(summary.disclaimer).toMatch(/não é orientação tributária/);
    // Quantities from the Posição of that year; where the trades disagree, a note says so.
    expect(summary.positionsAsOf).toBe('2026-11-24');
    const row = summary.rows.find((r: { ticker: string }) => r.ticker === 'PETR4');
    expect(row).toMatchObject({ quantity: 300, dividendCents: 10_600 });
    expect(row.note).toMatch(/137/);
    const fii = summary.rows.find((r: { ticker: string }) => r.ticker === 'MXRF11');
    expect(fii).toMatchObject({ quantity: 700, averageCostCents: null, fiiIncomeCents: 7_000 });
    // ITSA4 came only from a bonus without a value: its cost is unknown, not R$ 0,00.
    const itsa = positions.securities.find(
      (s: { securityKey: string }) => s.securityKey === 'ITSA4',
    );
    expect(itsa.averageCostCents).toBeNull();
    expect(summary.totals.exclusiveCents).toBe(2_450);

    const csv = await request(app, investor, 'GET', '/api/positions/ir-summary.csv?year=2026');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('PETR4');
    const pdf = await request(app, investor, 'GET', '/api/positions/ir-summary.pdf?year=2026');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('bad files', () => {
  it.each([
    ['a PNG renamed .xlsx', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), /imagem/],
    ['a CSV', Buffer.from('Data;Produto;Valor\n01/01/2026;PETR4;10,00\n'), /CSV/],
    ['a zip bomb', zipBombFile(), /grande demais/],
    [
      'another layout',
      movimentacaoWorkbook({
        rows: SAMPLE_MOVEMENTS,
        withoutColumns: ['Valor da Operação', 'Data'],
      }),
      /Data/,
    ],
  ])(
    '%s gets a message next to the file field and nothing is written',
    async (_name, bytes, message) => {
      const investor = await newInvestor();
      for (const send of [preview, commit]) {
        const res = await send(investor, file(bytes));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.fields.file).toMatch(message);
      }
      expect(await countRows(app, b3Imports, investor.id)).toBe(0);
    },
  );

  it('refuses bytes that are not base64 and an empty file', async () => {
    const investor = await newInvestor();
    const garbage = await preview(investor, { fileName: 'x.xlsx', contentBase64: '%%%%' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.fields.file).toBeTruthy();
    const empty = await preview(investor, { fileName: 'x.xlsx', contentBase64: '' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('/admin/ativos', () => {
  it('lets an admin correct the catalogue, and holders follow unless they chose themselves', async () => {
    const admin = await createStaff(app, 'admin');
    const investor = await newInvestor();
    await commit(investor, posicao({ etf: [{ ticker: 'GOLD11', quantity: 10, price: 20 }] }));
    const listed = await request(app, admin, 'GET', '/api/admin/securities?q=gold');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().securities.map((s: { ticker: string }) => s.ticker)).toContain('GOLD11');

    const bad = await request(app, admin, 'PUT', '/api/admin/securities/GOLD11', {
      name: 'Ouro',
      kind: 'etf',
      category: 'Internacional',
      issuerCnpj: '11.111.111/1111-11',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.issuerCnpj).toBe(POSITIONS_MESSAGES.cnpj);

    const res = await request(app, admin, 'PUT', '/api/admin/securities/GOLD11', {
      name: 'Ouro',
      kind: 'etf',
      category: 'Internacional',
      indexName: 'Ouro',
    });
    expect(res.statusCode, res.body).toBe(200);
    const positions = (await request(app, investor, 'GET', '/api/positions')).json();
    expect(positions.securities[0]).toMatchObject({
      securityKey: 'GOLD11',
      category: 'Internacional',
    });

    const contradicting = await request(app, admin, 'POST', '/api/admin/securities', {
      ticker: 'ZZFI11',
      name: 'Fundo imobiliário',
      kind: 'fii',
      category: 'Ações Brasil',
    });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.json().error.fields.category).toBe('Este tipo de ativo entra em FIIs.');
    const etfWithoutIndex = await request(app, admin, 'POST', '/api/admin/securities', {
      ticker: 'ZZET11',
      name: 'ETF',
      kind: 'etf',
      category: 'Internacional',
    });
    expect(etfWithoutIndex.json().error.fields.indexName).toMatch(/índice/);

    const missing = await request(app, admin, 'PUT', '/api/admin/securities/NOPE3', {
      name: 'Nada',
      kind: 'acao',
      category: 'Ações Brasil',
    });
    expect(missing.statusCode).toBe(404);
    const duplicate = await request(app, admin, 'POST', '/api/admin/securities', {
      ticker: 'petr4',
      name: 'Petrobras',
      kind: 'acao',
      category: 'Ações Brasil',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields.ticker).toBe(POSITIONS_MESSAGES.tickerExists);
  });
});

describe('reading files is rate limited', () => {
  it('answers 429 past a twentieth of the API budget per minute', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '40' } });
    try {
      const investor = await signUpInvestor(limited.app);
      const body = { fileName: 'x.xlsx', contentBase64: Buffer.from('texto').toString('base64') };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await request(limited.app, investor, 'POST', '/api/positions/imports/preview', body))
            .statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
