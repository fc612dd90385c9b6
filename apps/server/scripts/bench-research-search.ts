// `node bench/research-search.mjs [--reports 10000] [--requests 600] [--postgres]`: times
// GET /api/research/reports (full-text search, category filter, paging) over 10.000 published
// reports (issue #16: p99 ≤ 50 ms).
//
// The app runs in this process on a fresh in-memory PGlite (or DATABASE_URL's PostgreSQL with
// --postgres), migrated and seeded as in production; the reports are written straight into the
// table, titles and summaries drawn from pt-BR words with accents. Requests go through the real
// route (app.inject: validation, the ranked query, the highlights), one at a time, as a
// visitor: a mix of one- and two-word searches (some typed without accents), a category alone,
// a search with a category, page 3, and no filter at all.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { RESEARCH_CATEGORIES } from '@algoone/domain';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/db/migrations-dir.ts';
import { seedDemoContent } from '../src/db/seed/index.ts';
import { loadEnv } from '../src/env.ts';

const { values: flags } = parseArgs({
  options: {
    reports: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '600' },
    postgres: { type: 'boolean', default: false },
  },
});
const reportCount = Number(flags.reports);
const requestCount = Number(flags.requests);
const onPostgres = Boolean(flags.postgres && process.env.DATABASE_URL);

const database = onPostgres
  ? await openDatabase({ driver: 'postgres', url: process.env.DATABASE_URL as string })
  : await openDatabase({ driver: 'pglite' });
await database.migrate(MIGRATIONS_DIR);
await seedDemoContent(database.db);

const SUBJECTS = [
  'Ações',
  'Debêntures',
  'Fundos imobiliários',
  'Títulos públicos',
  'Crédito privado',
  'Câmbio',
  'Dividendos',
  'Inflação',
  'Juros',
  'Commodities',
];
const SECTORS = [
  'energia elétrica',
  'saneamento',
  'bancos',
  'varejo',
  'logística',
  'agronegócio',
  'mineração',
  'tecnologia',
  'saúde',
  'construção civil',
  'petróleo',
  'telecomunicações',
];
const ANGLES = [
  'perspectivas para 2026',
  'revisão de preço-alvo',
  'resultado do trimestre',
  'riscos regulatórios',
  'alocação recomendada',
  'análise de valuation',
  'cenário macroeconômico',
  'governança e gestão',
];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

const CHUNK = 2_000;
const started = performance.now();
for (let from = 0; from < reportCount; from += CHUNK) {
  const rows = Array.from({ length: Math.min(CHUNK, reportCount - from) }, (_, k) => {
    const i = from + k;
    const subject = pick(SUBJECTS, i);
    const sector = pick(SECTORS, Math.floor(i / 7));
    const angle = pick(ANGLES, Math.floor(i / 13));
    return {
      title: `${subject} de ${sector}: ${angle} (${i + 1})`,
      summary: `Relatório nº ${i + 1} sobre ${sector}. ${pick(SUBJECTS, i + 3)} e ${pick(SECTORS, i + 5)} no radar: ${pick(ANGLES, i + 2)}, com atenção à inflação, aos juros e à liquidez das companhias.`,
      category: pick(RESEARCH_CATEGORIES, i),
      tags: `{${pick(SECTORS, i + 1)},${pick(SUBJECTS, i + 4)}}`,
      featured: i % 50 === 0,
      days: i % 900,
    };
  });
  await database.db.execute(sql`
    insert into research_reports (title, summary, category, tags, featured, author, analyst_cnpi,
      status, published_at)
    select t, s, c, g::text[], f, 'Analista de bancada', 'EM-9999', 'published',
      now() - make_interval(days => d)
    from unnest(${sql.param(rows.map((r) => r.title))}::text[], ${sql.param(rows.map((r) => r.summary))}::text[],
      ${sql.param(rows.map((r) => r.category))}::text[], ${sql.param(rows.map((r) => r.tags))}::text[],
      ${sql.param(rows.map((r) => r.featured))}::boolean[], ${sql.param(rows.map((r) => r.days))}::int[])
      as x(t, s, c, g, f, d)`);
}
await database.db.execute(sql`analyze research_reports`);
console.info(
  `${reportCount} reports written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const app = await buildApp({
  env: loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
    APP_URL: 'http://localhost:3000',
  }),
  database,
  migrated: true,
  logger: false,
  mailer: { async send() {} },
});
await app.ready();

const QUERIES = [
  'q=acoes',
  'q=dividendos',
  `q=${encodeURIComponent('energia elétrica')}`,
  'q=saneamento%20riscos',
  'q=logistica',
  `q=${encodeURIComponent('preço-alvo')}`,
  'q=inflacao%20juros',
  'q=tecnolog',
  `category=${encodeURIComponent('Renda Fixa')}`,
  `q=bancos&category=${encodeURIComponent('Ações')}`,
  'q=acoes&page=3',
  '',
];

const timings = new Map<string, number[]>();
// A few warm-up requests: the first plans and the JIT, not the steady state.
for (const query of QUERIES)
  await app.inject({ method: 'GET', url: `/api/research/reports?${query}` });
for (let i = 0; i < requestCount; i += 1) {
  const query = QUERIES[i % QUERIES.length] as string;
  const t = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/research/reports?${query}` });
  const ms = performance.now() - t;
  if (res.statusCode !== 200)
    throw new Error(`${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const list = timings.get(query) ?? [];
  list.push(ms);
  timings.set(query, list);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};
for (const [query, values] of timings) {
  const total = (await app.inject({ method: 'GET', url: `/api/research/reports?${query}` })).json()
    .total as number;
  console.info(
    `${(query || '(no filter)').padEnd(40)} ${String(total).padStart(6)} matches  p50 ${quantile(values, 0.5).toFixed(1)} ms  p99 ${quantile(values, 0.99).toFixed(1)} ms`,
  );
}
const all = [...timings.values()].flat();
console.info(
  `${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${reportCount} reports, ${all.length} requests: ` +
    `p50 ${quantile(all, 0.5).toFixed(1)} ms, p95 ${quantile(all, 0.95).toFixed(1)} ms, ` +
    `p99 ${quantile(all, 0.99).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms (target p99 ≤ 50 ms)`,
);
await app.close();
await database.close();
