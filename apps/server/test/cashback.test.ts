import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toIsoCalendarDate, addMonths } from '@algoone/domain';
import { auditLog, cashbackEntries } from '../src/db/schema/index.ts';
import { fillFigures } from '../src/plugins/web-app.ts';
import { createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { onboard, openIsolatedDatabase, request } from './support/portfolio.ts';
import { captureMailer, createTestApp, type TestContext } from './support/test-app.ts';

// A database of its own: these tests change the shared catalogue (rates, an inactive broker),
// which other files read on PostgreSQL, where the run shares one database.
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: TestContext;
let app: FastifyInstance;
const mailer = captureMailer();
let admin: Actor;
let ana: Actor;
let bia: Actor;

const thisMonth = toIsoCalendarDate(new Date()).slice(0, 7);
const lastMonth = addMonths(thisMonth, -1);
const [year, month] = [lastMonth.slice(0, 4), lastMonth.slice(5, 7)];

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const file = (content: string | Buffer, fileName = 'xp.csv') => ({
  fileName,
  contentBase64: b64(content),
});

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ mailer, database: isolated.database });
  app = ctx.app;
  admin = await createStaff(app, 'admin');
  ana = await signUpInvestor(app, 'Ana Investidora');
  bia = await signUpInvestor(app, 'Bia Investidora');
  await onboard(app, ana);
});
afterAll(async () => {
  await ctx.close();
  await isolated.drop();
});

const credit = (overrides: Record<string, unknown> = {}) => ({
  email: ana.email,
  brokerId: 'xp',
  referenceMonth: lastMonth,
  receivedCents: 3_125,
  passedOnCents: 2_500,
  status: 'creditado',
  ...overrides,
});

describe('a credit recorded by an admin', () => {
  it('reaches the ledger, the investor’s /cashback, the dashboard and their inbox', async () => {
    const res = await request(app, admin, 'POST', '/api/admin/cashback/credits', credit());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      entry: { brokerId: 'xp', passedOnCents: 2_500, status: 'creditado', source: 'manual' },
      emailSent: true,
    });
    await app.background.idle(); // the outbox sends it off the answer's path
    const email = mailer.lastTo(ana.email);
    expect(email?.subject).toBe('AlgoOne — cashback de R$ 25,00 creditado');
    expect(email?.text).toContain('/cashback/extrato');

    const overview = (await request(app, ana, 'GET', '/api/cashback')).json();
    expect(overview.cards.accumulatedCents).toBe(2_500);
    expect(overview.cards.lastCredit).toMatchObject({
      amountCents: 2_500,
      referenceMonth: lastMonth,
      brokerName: 'XP Investimentos',
    });
    // R$ 50.000 at XP's 0,60% a year: R$ 25,00 a month, R$ 300,00 a year (estimates).
    expect(overview.cards.monthEstimate).toMatchObject({
      brokerId: 'xp',
      annualBps: 60,
      monthlyCents: 2_500,
    });
    expect(overview.cards.annualProjectionCents).toBe(30_000);
    expect(overview.history).toEqual([{ month: lastMonth, amountCents: 2_500 }]);
    expect(overview.breakdown).toEqual([
      {
        brokerId: 'xp',
        brokerName: 'XP Investimentos',
        amountCents: 2_500,
        sharePercent: 100,
        rates: [{ annualBps: 60, firstMonth: lastMonth, lastMonth }],
      },
    ]);
    expect(overview.disclosure).toEqual([
      {
        brokerId: 'xp',
        brokerName: 'XP Investimentos',
        receivedCents: 3_125,
        passedOnCents: 2_500,
      },
    ]);
    expect(overview.simulator.brokers.map((b: { id: string }) => b.id)).toEqual([
      'xp',
      'btg',
      'avenue',
      'agora',
      'jp-morgan',
      'interactive-brokers',
    ]);

    const dashboard = (await request(app, ana, 'GET', '/api/dashboard')).json();
    expect(dashboard.cashbackLedger).toMatchObject({
      accumulatedCents: 2_500,
      lastCredit: { amountCents: 2_500, referenceMonth: lastMonth },
    });

    const [audit] = await app.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cashback.credit_recorded'), eq(auditLog.actorId, admin.id)));
    expect(audit?.n).toBe(1);
  });

  it('the same credit twice is a 409; a reversal is a new row that subtracts', async () => {
    const again = await request(app, admin, 'POST', '/api/admin/cashback/credits', credit());
    expect(again.statusCode).toBe(409);
    const reversal = await request(
      app,
      admin,
      'POST',
      '/api/admin/cashback/credits',
      credit({ status: 'estornado', receivedCents: 1_000, passedOnCents: 500 }),
    );
    expect(reversal.statusCode, reversal.body).toBe(201);
    expect(reversal.json().emailSent).toBe(false);
    const overview = (await request(app, ana, 'GET', '/api/cashback')).json();
    expect(overview.cards.accumulatedCents).toBe(2_000);
  });

  it.each([
    ['an unknown investor', { email: 'ninguem@exemplo.com' }, 'email'],
    ['an unknown broker', { brokerId: 'banco-x' }, 'brokerId'],
    ['centavos with a fraction', { passedOnCents: 10.5 }, 'passedOnCents'],
    ['a negative amount', { receivedCents: -1 }, 'receivedCents'],
    ['an amount past the bound', { receivedCents: 100_000_001 }, 'receivedCents'],
    ['more passed on than received', { passedOnCents: 4_000 }, 'passedOnCents'],
    ['a month that is not one', { referenceMonth: '2026-13' }, 'referenceMonth'],
    ['a status outside the three', { status: 'pago' }, 'status'],
  ])('refuses %s with a pt-BR message on the field', async (_case, overrides, field) => {
    const res = await request(app, admin, 'POST', '/api/admin/cashback/credits', credit(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toMatch(/[a-zç]/i);
  });

  it('an investor never sees another’s ledger', async () => {
    const overview = (await request(app, bia, 'GET', '/api/cashback')).json();
    expect(overview.cards.accumulatedCents).toBe(0);
    expect(overview.history).toEqual([]);
    const statement = (await request(app, bia, 'GET', '/api/cashback/statement')).json();
    expect(statement.entries).toEqual([]);
    const csv = (await request(app, bia, 'GET', '/api/cashback/statement.csv')).body;
    expect(csv).not.toContain('XP');
  });
});

describe('the statement', () => {
  it('filters by period and broker and exports a pt-BR CSV', async () => {
    const res = await request(
      app,
      ana,
      'GET',
      `/api/cashback/statement?from=${lastMonth}&to=${lastMonth}&broker=xp`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.entries).toHaveLength(2);
    expect(body.totals).toEqual({
      accumulatedCents: 2_000,
      receivedCents: 2_125,
      forecastCents: 0,
    });
    expect(body.brokers).toEqual([{ id: 'xp', name: 'XP Investimentos' }]);
    const none = (await request(app, ana, 'GET', `/api/cashback/statement?broker=btg`)).json();
    expect(none.entries).toEqual([]);

    const csv = await request(app, ana, 'GET', `/api/cashback/statement.csv?from=${lastMonth}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFMês de referência;Corretora;Status;Recebido pela AlgoOne (R$);Repassado a você (R$);Data do crédito',
    );
    expect(lines).toContain(
      `${['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'][Number(month) - 1]}/${year};XP Investimentos;Estornado;-10,00;-5,00;${toIsoCalendarDate(new Date()).split('-').reverse().join('/')}`,
    );
    expect(lines).toContain('Total creditado;;;21,25;20,00;');
  });

  it('refuses a period that ends before it starts, and months that are not months', async () => {
    const backwards = await request(
      app,
      ana,
      'GET',
      '/api/cashback/statement?from=2026-05&to=2026-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.to).toBe(
      'O mês inicial deve ser anterior ou igual ao final.',
    );
    const bad = await request(app, ana, 'GET', '/api/cashback/statement?from=maio');
    expect(bad.statusCode).toBe(400);
  });
});

describe('importing a broker’s month', () => {
  const header = 'email;corretora;mes;recebido;repassado';

  it('previews with per-line errors and writes nothing; commits once; re-importing changes nothing', async () => {
    const csv =
      '\uFEFF' +
      [
        header,
        `${ana.email};XP Investimentos;${month}/${year};1.250,00;1.000,00`,
        `${bia.email.toUpperCase()};btg;${lastMonth};10,5;8,40`,
        `ninguem@exemplo.com;xp;${month}/${year};10,00;8,00`,
        `${ana.email};Banco Nenhum;${month}/${year};10,00;8,00`,
        `${ana.email};XP Investimentos;${month}/${year};1.250,00;1.000,00`,
        `${ana.email};xp;${month}/${year};10,00;8,001`,
      ].join('\r\n');
    const before = await app.database.db.select({ n: count() }).from(cashbackEntries);

    const preview = await request(
      app,
      admin,
      'POST',
      '/api/admin/cashback/imports/preview',
      file(csv),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      lineCount: 6,
      toCreate: 2,
      duplicates: [{ line: 6 }],
      rejected: [
        { line: 4, reasons: ['Investidor não encontrado: "ninguem@exemplo.com".'] },
        { line: 5, reasons: ['Corretora desconhecida: "Banco Nenhum".'] },
        { line: 7, reasons: [expect.stringMatching(/duas casas decimais/)] },
      ],
      totals: { receivedCents: 126_050, passedOnCents: 100_840 },
    });
    const after = await app.database.db.select({ n: count() }).from(cashbackEntries);
    expect(after[0]?.n).toBe(before[0]?.n);

    const commit = await request(app, admin, 'POST', '/api/admin/cashback/imports', file(csv));
    expect(commit.statusCode, commit.body).toBe(201);
    expect(commit.json()).toMatchObject({ lineCount: 6, created: 2, duplicates: 1 });
    expect(commit.json().rejected).toHaveLength(3);
    await app.background.idle(); // the emails go after the answer, through the outbox
    expect(mailer.lastTo(bia.email.toLowerCase())?.subject).toBe(
      'AlgoOne — cashback de R$ 8,40 creditado',
    );

    const again = await request(app, admin, 'POST', '/api/admin/cashback/imports', file(csv));
    expect(again.json()).toMatchObject({ importId: null, created: 0, duplicates: 3 });

    const overview = (await request(app, bia, 'GET', '/api/cashback')).json();
    expect(overview.cards.accumulatedCents).toBe(840);
  });

  it('reads Latin-1 files, comma-separated files with quotes, and skips blank lines', async () => {
    const latin1 = Buffer.from(
      `E-mail;Corretora;Mês;Recebido;Repassado;Situação\n${bia.email};Ágora;${lastMonth};20,00;16,00;previsto\n\n`,
      'latin1',
    );
    const res = await request(
      app,
      admin,
      'POST',
      '/api/admin/cashback/imports/preview',
      file(latin1),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      toCreate: 1,
      rejected: [],
      sample: [{ brokerId: 'agora', status: 'previsto' }],
    });

    const commas = `email,corretora,mes,recebido,repassado\n${bia.email},avenue,${lastMonth},"1.000,00","800,00"`;
    const comma = await request(
      app,
      admin,
      'POST',
      '/api/admin/cashback/imports/preview',
      file(commas),
    );
    expect(comma.json()).toMatchObject({
      toCreate: 1,
      totals: { receivedCents: 100_000, passedOnCents: 80_000 },
    });
  });

  it.each([
    ['an empty file', '', 'O arquivo está vazio ou só tem o cabeçalho.'],
    [
      'a header only',
      'email;corretora;mes;recebido;repassado\r\n',
      'O arquivo está vazio ou só tem o cabeçalho.',
    ],
    ['other columns', 'nome;valor\nAna;10', /Cabeçalho não reconhecido/],
    ['a binary file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01, 0x02]), /não parece um CSV/],
    ['UTF-16', Buffer.from('\uFEFFemail;corretora', 'utf16le'), /UTF-8 ou Latin-1/],
  ])('refuses %s with a clear pt-BR error', async (_case, content, message) => {
    const res = await request(
      app,
      admin,
      'POST',
      '/api/admin/cashback/imports/preview',
      file(content),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields.file).toMatch(message);
  });

  it('refuses a file that is too large', async () => {
    const big = 'x'.repeat(5 * 1024 * 1024 + 10);
    const res = await request(app, admin, 'POST', '/api/admin/cashback/imports/preview', file(big));
    expect([400, 413]).toContain(res.statusCode);
    expect(JSON.stringify(res.json().error)).toMatch(/Arquivo grande demais/);
  });

  it('imports 10.000 lines in one transaction, and again changes nothing', async () => {
    const investors = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUpInvestor(app, `Investidor ${i}`)),
    );
    const lines = [header];
    for (let i = 0; i < 10_000; i += 1) {
      const investor = investors[i % investors.length] as Actor;
      const monthOf = addMonths(lastMonth, -(i % 24));
      lines.push(`${investor.email};xp;${monthOf};${i + 10},00;${i + 5},50`);
    }
    const csv = lines.join('\n');
    const started = Date.now();
    const res = await request(
      app,
      admin,
      'POST',
      '/api/admin/cashback/imports',
      file(csv, 'xp-10k.csv'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      lineCount: 10_000,
      created: 10_000,
      duplicates: 0,
      rejected: [],
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    const again = await request(
      app,
      admin,
      'POST',
      '/api/admin/cashback/imports',
      file(csv, 'xp-10k.csv'),
    );
    expect(again.json()).toMatchObject({ created: 0, duplicates: 10_000 });
  }, 120_000);
});

describe('the catalogue and its rates', () => {
  it('a new rate from this month reaches /api/brokers, the estimates and the landing; history is kept', async () => {
    const future = await request(app, admin, 'POST', '/api/admin/cashback/brokers/xp/rates', {
      effectiveMonth: addMonths(thisMonth, 2),
      annualBps: 70,
    });
    expect(future.statusCode, future.body).toBe(201);
    let list = (await request(app, null, 'GET', '/api/brokers')).json();
    expect(list.brokers.find((b: { id: string }) => b.id === 'xp').cashbackAnnualBps).toBe(60);

    const now = await request(app, admin, 'POST', '/api/admin/cashback/brokers/xp/rates', {
      effectiveMonth: thisMonth,
      annualBps: 45,
    });
    expect(now.statusCode).toBe(201);
    expect(now.json().rates.map((r: { effectiveMonth: string }) => r.effectiveMonth)).toEqual([
      '2000-01',
      thisMonth,
      addMonths(thisMonth, 2),
    ]);
    list = (await request(app, null, 'GET', '/api/brokers')).json();
    expect(list.brokers.find((b: { id: string }) => b.id === 'xp').cashbackAnnualBps).toBe(45);
    const overview = (await request(app, ana, 'GET', '/api/cashback')).json();
    expect(overview.cards.monthEstimate).toMatchObject({ annualBps: 45, monthlyCents: 1_875 });
    // Ana's credits of last month were earned at 0,60%: 'Por corretora' keeps that rate.
    const xpRates = overview.breakdown.find((b: { brokerId: string }) => b.brokerId === 'xp').rates;
    const lastMonthRate = xpRates.find(
      (r: { firstMonth: string; lastMonth: string }) =>
        r.firstMonth <= lastMonth && lastMonth <= r.lastMonth,
    );
    expect(lastMonthRate.annualBps).toBe(60);
    expect(overview.simulator.brokers[0]).toEqual({
      id: 'xp',
      name: 'XP Investimentos',
      annualBps: 45,
    });
    const dashboard = (await request(app, ana, 'GET', '/api/dashboard?broker=xp')).json();
    expect(dashboard.cashback.annualRatePercent).toBe(0.45);
    const landing = (await request(app, null, 'GET', '/api/cashback/landing-figures')).json();
    expect(landing.claims[0]).toEqual({ brokerId: 'xp', name: 'XP Investimentos', annualBps: 45 });

    const clash = await request(app, admin, 'POST', '/api/admin/cashback/brokers/xp/rates', {
      effectiveMonth: thisMonth,
      annualBps: 50,
    });
    expect(clash.statusCode).toBe(409);
    const bad = await request(app, admin, 'POST', '/api/admin/cashback/brokers/xp/rates', {
      effectiveMonth: thisMonth,
      annualBps: 1001,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await request(app, admin, 'POST', '/api/admin/cashback/brokers/nope/rates', {
      effectiveMonth: thisMonth,
      annualBps: 10,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('edits a broker’s texts, audited; deactivating hides it from /api/brokers', async () => {
    const res = await request(app, admin, 'PATCH', '/api/admin/cashback/brokers/clear', {
      rating: '4,1',
      pros: ['Corretagem zero em ações'],
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rating: '4,1',
      active: false,
      pros: ['Corretagem zero em ações'],
    });
    const list = (await request(app, null, 'GET', '/api/brokers')).json();
    expect(list.brokers.map((b: { id: string }) => b.id)).not.toContain('clear');
    const [audit] = await app.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'cashback.broker_updated'));
    expect(audit?.n).toBe(1);
    const bad = await request(app, admin, 'PATCH', '/api/admin/cashback/brokers/clear', {
      createAccountUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.createAccountUrl).toBe(
      'Informe um endereço que comece com https://.',
    );
  });
});

describe('monthly totals', () => {
  it('sums received and passed on per month and broker, with a CSV', async () => {
    const res = await request(
      app,
      admin,
      'GET',
      `/api/admin/cashback/totals?from=${lastMonth}&to=${lastMonth}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const xp = res.json().rows.find((r: { brokerId: string }) => r.brokerId === 'xp');
    // Ana's manual R$ 25,00 − R$ 5,00 reversal + R$ 1.000,00 imported, plus the 10.000-line file's first 20 lines.
    expect(xp.month).toBe(lastMonth);
    expect(xp.passedOnCents).toBeGreaterThan(102_000);
    const csv = await request(
      app,
      admin,
      'GET',
      `/api/admin/cashback/totals.csv?from=${lastMonth}`,
    );
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFMês;Corretora;Recebido das corretoras (R$);Repassado aos investidores (R$);Investidores',
    );
  });
  it('are kept a minute, but a credit or a broker’s new name shows at once (ADR 024)', async () => {
    const path = `/api/admin/cashback/totals?from=${lastMonth}&to=${lastMonth}`;
    const xpOf = async () =>
      (await request(app, admin, 'GET', path))
        .json()
        .rows.find((r: { brokerId: string }) => r.brokerId === 'xp');
    const before = await xpOf();
    const credit = await request(app, admin, 'POST', '/api/admin/cashback/credits', {
      email: bia.email,
      brokerId: 'xp',
      referenceMonth: lastMonth,
      receivedCents: 700,
      passedOnCents: 700,
      status: 'creditado',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect((await xpOf()).passedOnCents).toBe(before.passedOnCents + 700);
    const renamed = await request(app, admin, 'PATCH', '/api/admin/cashback/brokers/xp', {
      name: 'XP Investimentos S.A.',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await xpOf()).brokerName).toBe('XP Investimentos S.A.');
  });
});

describe('the landing page', () => {
  it('says true things below the minimums, and the server fills the prerendered page', async () => {
    const figures = (await request(app, null, 'GET', '/api/cashback/landing-figures')).json();
    expect(figures.stats[0]).toEqual({
      value: 'Sem custódia',
      label: 'seu dinheiro fica na sua corretora',
    });
    expect(figures.stats[1].value).toBe('Sem conflito');
  });

  it('writes figures into the elements that carry their key, escaped', () => {
    expect(
      fillFigures(
        '<dd class="a" data-figure="stat-0-value">R$ 0</dd><span data-figure="x">y</span>',
        {
          'stat-0-value': 'R$ 1 mi+ <b>',
        },
      ),
    ).toBe(
      '<dd class="a" data-figure="stat-0-value">R$ 1 mi&#43; &#60;b&#62;</dd><span data-figure="x">y</span>'.replace(
        '&#43;',
        '+',
      ),
    );
  });

  it('an admin’s rate change reaches `/` without a rebuild', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'algoone-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      join(dist, 'landing.html'),
      '<!doctype html><td><span data-figure="claim-xp-rate">até 0,6% a.a.</span></td>',
    );
    const web = await createTestApp({ database: ctx.database, env: { WEB_DIST: dist } });
    try {
      const page = async () =>
        (
          await web.app.inject({
            method: 'GET',
            url: '/',
            headers: { 'accept-encoding': 'identity' },
          })
        ).body;
      expect(await page()).toContain('até 0,45% a.a.');
      await request(web.app, admin, 'POST', '/api/admin/cashback/brokers/xp/rates', {
        effectiveMonth: addMonths(thisMonth, -1),
        annualBps: 55,
      });
      // Last month's rate is history: this month's 0,45% stays in force.
      expect(await page()).toContain('até 0,45% a.a.');
      await ctx.database.db.execute(
        // As another node would: straight in the database, heard through the change feed.
        (await import('drizzle-orm'))
          .sql`delete from cashback_rates where broker_id = 'xp' and effective_month >= ${`${thisMonth}-01`}::date`,
      );
      expect(await page()).toContain('até 0,55% a.a.');
      const br = await web.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
    } finally {
      await web.close();
    }
  });
});
