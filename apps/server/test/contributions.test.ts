import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTRIBUTIONS_CSV, PORTFOLIO_MESSAGES, type TContribution } from '@algoone/contracts';
import { toIsoCalendarDate } from '@algoone/domain';
import { eq } from 'drizzle-orm';
import { brokers, contributions } from '../src/db/schema/index.ts';
import { addCalendarDays } from '../src/modules/performance/sync-cdi.ts';
import { signUpInvestor, type Actor } from './support/actors.ts';
import { countRows, insertAportes, request } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

const today = () => toIsoCalendarDate(new Date());
const ids = (achievements: { id: string }[]) => achievements.map((a) => a.id);

async function create(actor: Actor, payload: object) {
  return request(app, actor, 'POST', '/api/contributions', payload);
}

describe('POST /api/contributions', () => {
  it('registers an aporte dated today by default, with register-aporte', async () => {
    const investor = await signUpInvestor(app);
    const res = await create(investor, { amountCents: 150_000, brokerId: 'xp', category: 'FIIs' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contribution).toMatchObject({
      amountCents: 150_000,
      date: today(),
      brokerId: 'xp',
      brokerName: 'XP Investimentos',
      category: 'FIIs',
      assetClass: 'Ações Brasil',
    });
    expect(ids(res.json().achievements)).toEqual([
      expect.stringMatching(/^mission:register-aporte:/),
    ]);
  });

  it('unlocks monthly-discipline when 2 or more aportes existed before (product §4)', async () => {
    const investor = await signUpInvestor(app);
    const yesterday = addCalendarDays(today(), -1);
    const first = await create(investor, {
      amountCents: 1,
      brokerId: 'btg',
      category: 'Cripto',
      date: yesterday,
    });
    const second = await create(investor, {
      amountCents: 2,
      brokerId: 'outra',
      category: 'Previdência',
    });
    const third = await create(investor, {
      amountCents: 3,
      brokerId: 'modalmais',
      category: 'Renda Fixa',
    });
    expect(first.json().contribution.date).toBe(yesterday);
    expect(ids(second.json().achievements)).not.toContain('badge:monthly-discipline');
    expect(ids(third.json().achievements)).toEqual(['badge:monthly-discipline']);
  });

  it.each([
    [
      { amountCents: 0, brokerId: 'xp', category: 'Cripto' },
      { amountCents: PORTFOLIO_MESSAGES.invalidValue },
      'Valor inválido',
    ],
    [
      { amountCents: -100, brokerId: 'xp', category: 'Cripto' },
      { amountCents: PORTFOLIO_MESSAGES.invalidValue },
      'Valor inválido',
    ],
    [
      { amountCents: 'NaN', brokerId: 'xp', category: 'Cripto' },
      { amountCents: PORTFOLIO_MESSAGES.invalidValue },
      'Valor inválido',
    ],
    [
      { amountCents: '1.234,56', brokerId: 'xp', category: 'Cripto' },
      { amountCents: PORTFOLIO_MESSAGES.invalidValue },
      'Valor inválido',
    ],
    [
      { amountCents: 100 },
      { brokerId: PORTFOLIO_MESSAGES.requiredFields, category: PORTFOLIO_MESSAGES.requiredFields },
      'Campos obrigatórios',
    ],
    [
      { amountCents: 100, brokerId: '', category: 'Cripto' },
      { brokerId: PORTFOLIO_MESSAGES.requiredFields },
      'Campos obrigatórios',
    ],
    [
      { amountCents: 100, brokerId: 'nubank', category: 'Cripto' },
      { brokerId: PORTFOLIO_MESSAGES.unknownBroker },
      undefined,
    ],
    [
      { amountCents: 100, brokerId: 'xp', category: 'Ouro' },
      { category: PORTFOLIO_MESSAGES.unknownCategory },
      undefined,
    ],
    [
      { amountCents: 100, brokerId: 'xp', category: 'Cripto', date: '31/01/2025' },
      { date: PORTFOLIO_MESSAGES.invalidDate },
      undefined,
    ],
    [
      { amountCents: 100, brokerId: 'xp', category: 'Cripto', date: '2025-02-30' },
      { date: PORTFOLIO_MESSAGES.invalidDate },
      undefined,
    ],
  ])('refuses %j with field messages and saves nothing', async (payload, fields, message) => {
    const investor = await signUpInvestor(app);
    const res = await create(investor, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await countRows(app, contributions, investor.id)).toBe(0);
  });

  it('refuses a date in the future (São Paulo calendar) and saves nothing', async () => {
    const investor = await signUpInvestor(app);
    const res = await create(investor, {
      amountCents: 100,
      brokerId: 'xp',
      category: 'Cripto',
      date: addCalendarDays(today(), 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ date: PORTFOLIO_MESSAGES.futureDate });
    expect(await countRows(app, contributions, investor.id)).toBe(0);
  });
});

describe('GET /api/contributions', () => {
  it('lists the viewer’s aportes newest first, filtered and paged, with totals', async () => {
    const investor = await signUpInvestor(app);
    const other = await signUpInvestor(app);
    await insertAportes(app, other.id, [{ date: '2025-03-01', amountCents: 999 }]);
    await insertAportes(app, investor.id, [
      { date: '2025-01-10', amountCents: 100, category: 'Renda Fixa', brokerId: 'xp' },
      { date: '2025-02-10', amountCents: 200, category: 'Cripto', brokerId: 'btg' },
      { date: '2025-03-10', amountCents: 300, category: 'Renda Fixa', brokerId: 'btg' },
      { date: '2025-04-10', amountCents: 400, category: 'FIIs', brokerId: 'xp' },
    ]);
    const all = await request(app, investor, 'GET', '/api/contributions');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, pageSize: 20, total: 4, totalCents: 1_000 });
    expect(all.json().items.map((c: TContribution) => c.date)).toEqual([
      '2025-04-10',
      '2025-03-10',
      '2025-02-10',
      '2025-01-10',
    ]);

    const filtered = await request(
      app,
      investor,
      'GET',
      '/api/contributions?from=2025-02-01&to=2025-03-31&broker=btg&category=Renda%20Fixa',
    );
    expect(filtered.json().items.map((c: TContribution) => c.amountCents)).toEqual([300]);
    expect(filtered.json()).toMatchObject({ total: 1, totalCents: 300 });

    const page2 = await request(app, investor, 'GET', '/api/contributions?page=2&pageSize=3');
    expect(page2.json().items.map((c: TContribution) => c.amountCents)).toEqual([100]);
    expect(page2.json().total).toBe(4);
  });

  it('refuses bad filters with field messages', async () => {
    const investor = await signUpInvestor(app);
    const cases: [string, string][] = [
      ['from=2025-03-01&to=2025-01-01', 'from'],
      ['from=01/01/2025', 'from'],
      ['category=Ouro', 'category'],
      ['broker=nubank', 'broker'],
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await request(app, investor, 'GET', `/api/contributions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toContain(field);
    }
  });
});

describe('PATCH and DELETE /api/contributions/:id', () => {
  it('edits and deletes the viewer’s own aporte; another investor gets 404 and nothing changes', async () => {
    const a = await signUpInvestor(app);
    const b = await signUpInvestor(app);
    const created = await create(a, { amountCents: 5_000, brokerId: 'xp', category: 'Cripto' });
    const id = created.json().contribution.id as string;

    const stolen = await request(app, b, 'PATCH', `/api/contributions/${id}`, { amountCents: 1 });
    expect(stolen.statusCode).toBe(404);
    expect((await request(app, b, 'DELETE', `/api/contributions/${id}`)).statusCode).toBe(404);
    const listB = await request(app, b, 'GET', '/api/contributions');
    expect(listB.json().total).toBe(0);

    const edited = await request(app, a, 'PATCH', `/api/contributions/${id}`, {
      amountCents: 7_500,
      category: 'Internacional',
      date: '2025-06-15',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().contribution).toMatchObject({
      id,
      amountCents: 7_500,
      category: 'Internacional',
      date: '2025-06-15',
      brokerId: 'xp',
    });

    const bad = await request(app, a, 'PATCH', `/api/contributions/${id}`, { amountCents: 0 });
    expect(bad.statusCode).toBe(400);
    const future = await request(app, a, 'PATCH', `/api/contributions/${id}`, {
      date: addCalendarDays(today(), 2),
    });
    expect(future.statusCode).toBe(400);
    const empty = await request(app, a, 'PATCH', `/api/contributions/${id}`, {});
    expect(empty.statusCode).toBe(400);
    const list = await request(app, a, 'GET', '/api/contributions');
    expect(list.json().items[0]).toMatchObject({ amountCents: 7_500, date: '2025-06-15' });

    for (const probe of ['123', 'abc', '00000000-0000-4000-8000-000000000000']) {
      expect((await request(app, a, 'DELETE', `/api/contributions/${probe}`)).statusCode).toBe(404);
    }
    expect((await request(app, a, 'DELETE', `/api/contributions/${id}`)).statusCode).toBe(204);
    expect(await countRows(app, contributions, a.id)).toBe(0);
  });
});

describe('CSV export', () => {
  it('writes pt-BR CSV: BOM, `;`, dd/mm/aaaa and 1.234,56, only the viewer’s rows', async () => {
    const investor = await signUpInvestor(app);
    const other = await signUpInvestor(app);
    await insertAportes(app, other.id, [{ date: '2025-05-05', amountCents: 4_242 }]);
    await insertAportes(app, investor.id, [
      { date: '2025-01-31', amountCents: 123_456, brokerId: 'agora', category: 'Ações Brasil' },
      { date: '2025-02-01', amountCents: 5, brokerId: 'outra', category: 'Previdência' },
    ]);
    const res = await request(app, investor, 'GET', '/api/contributions.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${CONTRIBUTIONS_CSV.filename}"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFFData;Valor;Corretora;Categoria\r\n' +
        '01/02/2025;0,05;Outra corretora;Previdência\r\n' +
        '31/01/2025;1.234,56;Ágora Investimentos;Ações Brasil\r\n',
    );

    const filtered = await request(
      app,
      investor,
      'GET',
      '/api/contributions.csv?category=Previd%C3%AAncia',
    );
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('CSV import', () => {
  const header = 'Data;Valor;Corretora;Categoria';

  async function importCsv(actor: Actor, csv: string, mode?: 'validate' | 'commit-valid') {
    return request(app, actor, 'POST', '/api/contributions/import', {
      csv,
      ...(mode ? { mode } : {}),
    });
  }

  it('imports a valid file in one go (one register-aporte event)', async () => {
    const investor = await signUpInvestor(app);
    const csv = [
      header,
      '10/01/2025;1.000,00;XP;Renda Fixa',
      '',
      '11/01/2025;R$ 250,50;btg;renda fixa',
      '12/01/2025;99;Ágora Investimentos;FIIS',
    ].join('\n');
    const res = await importCsv(investor, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mode: 'validate',
      total: 3,
      valid: 3,
      imported: 3,
      rejected: [],
    });
    expect(ids(res.json().achievements)).toEqual([
      expect.stringMatching(/^mission:register-aporte:/),
    ]);
    const list = await request(app, investor, 'GET', '/api/contributions');
    expect(
      list.json().items.map((c: TContribution) => [c.date, c.amountCents, c.brokerId, c.category]),
    ).toEqual([
      ['2025-01-12', 9_900, 'agora', 'FIIs'],
      ['2025-01-11', 25_050, 'btg', 'Renda Fixa'],
      ['2025-01-10', 100_000, 'xp', 'Renda Fixa'],
    ]);
  });

  it('round-trips the export', async () => {
    const source = await signUpInvestor(app);
    const target = await signUpInvestor(app);
    await insertAportes(app, source.id, [
      { date: '2024-12-31', amountCents: 98_765_432, brokerId: 'clear', category: 'Multimercado' },
      { date: '2025-01-02', amountCents: 1, brokerId: 'easynvest', category: 'Internacional' },
    ]);
    const csv = (await request(app, source, 'GET', '/api/contributions.csv')).body;
    const res = await importCsv(target, csv);
    expect(res.json()).toMatchObject({ total: 2, imported: 2 });
    const exported = (await request(app, target, 'GET', '/api/contributions.csv')).body;
    expect(exported).toBe(csv);
  });

  it('a file with a bad row imports nothing and reports every reason with its line', async () => {
    const investor = await signUpInvestor(app);
    const csv = [
      header,
      '10/01/2025;1.000,00;XP;Renda Fixa',
      '31/02/2025;-5;Nubank;Ouro',
      '"11/01/2025";"2.000,00";"BTG";"Cripto"',
      `${addCalendarDays(today(), 1).split('-').reverse().join('/')};0;;Cripto`,
    ].join('\r\n');
    const res = await importCsv(investor, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 4, valid: 2, imported: 0, achievements: [] });
    expect(res.json().rejected).toEqual([
      {
        line: 3,
        reasons: [
          'Data inválida "31/02/2025": use dd/mm/aaaa.',
          'Valor inválido "-5": O valor não pode ser negativo.',
          expect.stringMatching(/^Corretora desconhecida "Nubank"\. Use uma destas: XP, BTG/),
          expect.stringMatching(/^Categoria desconhecida "Ouro"\. Use uma destas: Renda Fixa/),
        ],
      },
      {
        line: 5,
        reasons: [
          PORTFOLIO_MESSAGES.futureDate,
          'O valor do aporte deve ser maior que zero.',
          'Informe a corretora.',
        ],
      },
    ]);
    expect(await countRows(app, contributions, investor.id)).toBe(0);

    // The investor confirms: only the valid rows.
    const confirmed = await importCsv(investor, csv, 'commit-valid');
    expect(confirmed.json()).toMatchObject({ mode: 'commit-valid', valid: 2, imported: 2 });
    expect(confirmed.json().rejected.map((r: { line: number }) => r.line)).toEqual([3, 5]);
    expect(await countRows(app, contributions, investor.id)).toBe(2);
  });

  it('quotes at most 40 characters of a bad cell in its reason', async () => {
    const investor = await signUpInvestor(app);
    const long = '9'.repeat(400);
    const res = await importCsv(
      investor,
      [header, `10/01/2025;${long},00;XP;${'Z'.repeat(41)}`].join('\n'),
    );
    expect(res.statusCode).toBe(200);
    const [value, category] = res.json().rejected[0].reasons as string[];
    expect(value).toMatch(new RegExp(`^Valor inválido "${'9'.repeat(40)}…": `));
    expect(category).toMatch(new RegExp(`^Categoria desconhecida "${'Z'.repeat(40)}…"\\. `));
    expect(await countRows(app, contributions, investor.id)).toBe(0);
  });

  it('reads comma-separated files and quoted fields with separators inside', async () => {
    const investor = await signUpInvestor(app);
    const csv = 'Categoria,Data,Valor,Corretora\n"Renda Fixa",05/05/2025,"1.500,25","XP"\n';
    const res = await importCsv(investor, csv);
    expect(res.json()).toMatchObject({ total: 1, imported: 1 });
    const list = await request(app, investor, 'GET', '/api/contributions');
    expect(list.json().items[0]).toMatchObject({ amountCents: 150_025, date: '2025-05-05' });
  });

  it.each([
    ['', PORTFOLIO_MESSAGES.csvEmpty],
    ['\n\n', PORTFOLIO_MESSAGES.csvEmpty],
    [header, PORTFOLIO_MESSAGES.csvEmpty],
    ['10/01/2025;1.000,00;XP;Renda Fixa', PORTFOLIO_MESSAGES.csvMissingHeader],
    ['Data;Valor;Corretora\n10/01/2025;1,00;XP', PORTFOLIO_MESSAGES.csvMissingHeader],
  ])('refuses a file without rows or header (%j)', async (csv, message) => {
    const investor = await signUpInvestor(app);
    const res = await importCsv(investor, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { csv: message } });
  });

  it('refuses more than 5.000 rows with a clear message, importing nothing', async () => {
    const investor = await signUpInvestor(app);
    const rows = Array.from(
      { length: CONTRIBUTIONS_CSV.maxRows + 1 },
      () => '1/1/2025;1;XP;Cripto',
    );
    const res = await importCsv(investor, [header, ...rows].join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ csv: PORTFOLIO_MESSAGES.csvTooLarge });
    expect(await countRows(app, contributions, investor.id)).toBe(0);
  });

  it('imports 5.000 rows in one transaction', async () => {
    const investor = await signUpInvestor(app);
    const rows = Array.from(
      { length: CONTRIBUTIONS_CSV.maxRows },
      (_, i) => `1/1/2025;${i + 1};XP;Cripto`,
    );
    const res = await importCsv(investor, [header, ...rows].join('\n'));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().imported).toBe(CONTRIBUTIONS_CSV.maxRows);
    expect(await countRows(app, contributions, investor.id)).toBe(CONTRIBUTIONS_CSV.maxRows);
  });

  it('refuses an unknown mode and a body that is not text', async () => {
    const investor = await signUpInvestor(app);
    const mode = await request(app, investor, 'POST', '/api/contributions/import', {
      csv: header,
      mode: 'force',
    });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().error.fields).toHaveProperty('mode');
    const csv = await request(app, investor, 'POST', '/api/contributions/import', { csv: 42 });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.fields).toHaveProperty('csv');
  });
});

describe('aporte brokers come from the catalogue', () => {
  const setActive = (id: string, active: boolean) =>
    app.database.db.update(brokers).set({ active }).where(eq(brokers.id, id));

  it('offers every active broker and Outra, and refuses one staff deactivated', async () => {
    const investor = await signUpInvestor(app);
    // JP Morgan is in the catalogue, though not in the prototype's list of ten.
    const jp = await create(investor, {
      amountCents: 100,
      brokerId: 'jp-morgan',
      category: 'Cripto',
    });
    expect(jp.statusCode).toBe(201);
    const kept = await create(investor, {
      amountCents: 200,
      brokerId: 'modalmais',
      category: 'FIIs',
    });
    expect(kept.statusCode).toBe(201);
    const id = kept.json().contribution.id;

    await setActive('modalmais', false);
    try {
      const refused = await create(investor, {
        amountCents: 300,
        brokerId: 'modalmais',
        category: 'FIIs',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ brokerId: PORTFOLIO_MESSAGES.unknownBroker });

      // An older aporte keeps its broker when edited, but cannot be moved to it.
      const edited = await request(app, investor, 'PATCH', `/api/contributions/${id}`, {
        amountCents: 250,
        brokerId: 'modalmais',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().contribution).toMatchObject({ amountCents: 250, brokerId: 'modalmais' });
      const moved = await request(
        app,
        investor,
        'PATCH',
        `/api/contributions/${jp.json().contribution.id}`,
        {
          brokerId: 'modalmais',
        },
      );
      expect(moved.statusCode).toBe(400);

      const csv = 'Data;Valor;Corretora;Categoria\n01/02/2025;10,00;Modalmais;FIIs\n';
      const imported = await request(app, investor, 'POST', '/api/contributions/import', {
        csv,
        mode: 'validate',
      });
      expect(imported.json().rejected).toEqual([
        {
          line: 2,
          reasons: [
            expect.stringMatching(
              /^Corretora desconhecida "Modalmais"\. Use uma destas: .*JP Morgan.*Outra\.$/,
            ),
          ],
        },
      ]);
      expect(imported.json().rejected[0].reasons[0].split('Use uma destas: ')[1]).not.toContain(
        'Modalmais',
      );
    } finally {
      await setActive('modalmais', true);
    }
  });
});
