// `node bench/b3-import.mjs [--movements 5000] [--holdings 200] [--runs 3] [--postgres]`: the
// B3 import's speed targets (issue #28): the preview of a 5,000-line Movimentação under 1 s and
// its import under 2 s on PGlite; /carteira's data with 200 holdings under 50 ms p99 steady; a
// zip bomb refused in under 1 s with less than 100 MB of extra memory.
//
// The app runs in this process on a fresh in-memory PGlite (or DATABASE_URL's PostgreSQL with
// --postgres), migrated and seeded as in production. Every call goes through the real routes
// (app.inject: validation, reading the file, planning, one transaction, audit).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { LEGAL_VERSIONS } from '@algoone/contracts';
import {
  movimentacaoWorkbook,
  posicaoWorkbook,
  posicaoFileName,
  zipBombFile,
  type ListedPosition,
  type MovementFixture,
} from '../test/support/b3-fixtures.ts';
import { startBenchApp } from './bench-app.ts';

const { values: flags } = parseArgs({
  options: {
    movements: { type: 'string', default: '5000' },
    holdings: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
  },
});
const movementCount = Number(flags.movements);
const holdingCount = Number(flags.holdings);
const runs = Number(flags.runs);

const { app, database } = await startBenchApp({ postgres: flags.postgres });

const ORIGIN = 'http://localhost:3000';
async function newInvestor(): Promise<string> {
  const email = `b3-${randomUUID().slice(0, 8)}@bench.exemplo.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: {
      name: 'Investidora B3',
      email,
      password: 'cavalo correto bateria grampo',
      acceptTerms: true,
      termsVersion: LEGAL_VERSIONS.terms,
      privacyVersion: LEGAL_VERSIONS.privacy,
    },
  });
  if (res.statusCode >= 300) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  return [res.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
}

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const day = (i: number) => {
  const date = new Date(Date.UTC(2024, 0, 2) + i * 86_400_000 * 0.2);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
};

// A Movimentação of `movementCount` lines over two years: buys, dividends, JCP, rendimentos.
const KINDS = [
  'Transferência - Liquidação',
  'Dividendo',
  'Juros Sobre Capital Próprio',
  'Rendimento',
];
const TICKERS = ['PETR4', 'VALE3', 'ITUB4', 'BBAS3', 'HGLG11', 'MXRF11', 'WEGE3', 'BBDC4'];
const movements: MovementFixture[] = Array.from({ length: movementCount }, (_, i) => ({
  direction: 'Credito',
  date: day(i),
  kind: KINDS[i % KINDS.length] ?? 'Dividendo',
  product: `${TICKERS[i % TICKERS.length]} - EMPRESA ${i % TICKERS.length}`,
  quantity: 10 + (i % 90),
  unitPrice: 1 + (i % 37) / 10,
  value: Math.round((10 + (i % 90)) * (1 + (i % 37) / 10) * 100) / 100,
}));
const movimentacao = {
  fileName: 'movimentacao-bench.xlsx',
  contentBase64: movimentacaoWorkbook({ rows: movements }).toString('base64'),
};

const lines: string[] = [];
const report = (label: string, value: string, target: string, ok: boolean) =>
  lines.push(`| ${label} | ${value} | ${target} | ${ok ? 'ok' : 'MISSED'} |`);

// 1. Preview and import of the Movimentação, each run on a new investor (every line new).
const previews: number[] = [];
const imports: number[] = [];
for (let run = 0; run < runs; run++) {
  const cookie = await newInvestor();
  let started = performance.now();
  const preview = await call(cookie, 'POST', '/api/positions/imports/preview', movimentacao);
  previews.push(performance.now() - started);
  if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body}`);
  started = performance.now();
  const imported = await call(cookie, 'POST', '/api/positions/imports', movimentacao);
  imports.push(performance.now() - started);
  if (imported.statusCode !== 201)
    throw new Error(`import: ${imported.statusCode} ${imported.body}`);
}
report(
  `Preview, Movimentação of ${movementCount} lines (median of ${runs})`,
  `${median(previews).toFixed(0)} ms`,
  '< 1000 ms',
  median(previews) < 1000,
);
report(
  `Import, the same file (median of ${runs})`,
  `${median(imports).toFixed(0)} ms`,
  '< 2000 ms',
  median(imports) < 2000,
);

// 2. /carteira's data with `holdingCount` holdings: GET /api/positions and /api/portfolio.
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const acoes: ListedPosition[] = Array.from({ length: holdingCount }, (_, i) => ({
  ticker: `Q${letters[Math.floor(i / 26) % 26]}${letters[i % 26]}X3`,
  quantity: 100 + i,
  price: 10 + (i % 50),
}));
const cookie = await newInvestor();
const posicao = await call(cookie, 'POST', '/api/positions/imports', {
  fileName: posicaoFileName('2026-11-24'),
  contentBase64: posicaoWorkbook({ sheets: { acoes } }).toString('base64'),
});
if (posicao.statusCode !== 201) throw new Error(`posição: ${posicao.statusCode} ${posicao.body}`);
for (const url of ['/api/positions', '/api/portfolio']) {
  for (let i = 0; i < 50; i++) await call(cookie, 'GET', url); // warm
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    const res = await call(cookie, 'GET', url);
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  const p99 = percentile(times, 99);
  report(
    `GET ${url} with ${holdingCount} holdings, p99 of 500 sequential`,
    `${p99.toFixed(1)} ms`,
    '< 50 ms',
    p99 < 50,
  );
}

// 3. A zip bomb (1 GiB of zeros in about 1 MB): refused, quickly, without the memory.
global.gc?.();
const bomb = { fileName: 'bomba.xlsx', contentBase64: zipBombFile().toString('base64') };
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = performance.now();
const refused = await call(cookie, 'POST', '/api/positions/imports/preview', bomb);
const elapsed = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
if (refused.statusCode !== 400) throw new Error(`zip bomb: ${refused.statusCode} ${refused.body}`);
const extraMb = (peak - before) / 1024 / 1024;
report(
  'Zip bomb (1 GiB inflated) refused',
  `${elapsed.toFixed(0)} ms`,
  '< 1000 ms',
  elapsed < 1000,
);
report(
  'Zip bomb, extra memory (RSS peak − before)',
  `${extraMb.toFixed(1)} MB`,
  '< 100 MB',
  extraMb < 100,
);

console.info(
  `\nB3 import on ${flags.postgres ? 'PostgreSQL' : 'PGlite'} (${new Date().toISOString().slice(0, 10)})\n`,
);
console.info('| Measure | Result | Target | |');
console.info('| --- | --- | --- | --- |');
for (const line of lines) console.info(line);
await app.close();
await database.close();
