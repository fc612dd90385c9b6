// `node bench/lighthouse.mjs`: Lighthouse (the npm package, its CLI) on pages served by the real
// built server, with Debian's Chromium. Prints the four category scores for Lighthouse's default
// mobile run and for its desktop preset.
//
//   LH_PRESETS=mobile                 only the mobile run (default: mobile,desktop)
//   LH_PATH=/termos                   other pages, comma-separated (default: /)
//   LH_SIGNED_IN=1                    as an investor with a profile, a portfolio, a goal and an
//                                     aporte (for /dashboard, /carteira, /objetivos…)
//   LH_RUNS=3                         runs per page; the table shows each category's median and
//                                     the details are the run with the median performance
//   LH_WARMUP=5                       requests per page before measuring (default 5; 0 for none)
//
// The server has just started: without the warm-up, the first page measured would pay for the
// JIT compiling the renderer and the first database reads (Lighthouse's "server response time"
// of 280–450 ms on the first page against 120 ms on the next), which a serving node never does.
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { furnishInvestor, signUp } from './lib/clients.mjs';
import { repoRoot, startApp } from './lib/servers.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const presets = (process.env.LH_PRESETS ?? 'mobile,desktop').split(',').map((p) => p.trim());
const pagePaths = (process.env.LH_PATH ?? '/').split(',').map((p) => p.trim());
const signedIn = process.env.LH_SIGNED_IN === '1';
const TARGET = 95;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function lighthouse(url, preset, outputPath, cookie) {
  const args = [
    join(repoRoot, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${categories.join(',')}`,
    '--quiet',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with code ${code}`)),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The scores, the metrics, the audits below 90 and the opportunities of one report. */
function summarise(report, outputPath) {
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id} (${Math.round(a.score * 100)})`);
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ].map((id) => `${id.replace(/-/g, ' ')} ${report.audits[id]?.displayValue ?? '?'}`);
  const savings = Object.values(report.audits)
    .filter((a) => (a.details?.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .map((a) => `${a.id} (${a.displayValue ?? ''}, ~${Math.round(a.details.overallSavingsMs)} ms)`);
  return {
    scores,
    failing,
    metrics,
    savings,
    lighthouseVersion: report.lighthouseVersion,
    outputPath,
  };
}

const resultsDir = join(repoRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
const app = await startApp();
const rows = [];
try {
  let cookie;
  if (signedIn) {
    const investor = await signUp(app.url, 1);
    await furnishInvestor(app.url, investor.headers);
    cookie = investor.headers.cookie;
  }
  const warmups = Number(process.env.LH_WARMUP ?? 5);
  for (const pagePath of pagePaths)
    for (let i = 0; i < warmups; i += 1) {
      const response = await fetch(app.url + pagePath, {
        headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': 'gzip' },
      });
      await response.arrayBuffer();
    }
  const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1));
  for (const pagePath of pagePaths)
    for (const preset of presets) {
      const name = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        const suffix = runs > 1 ? `-run${run}` : '';
        const outputPath = join(resultsDir, `lighthouse-${name}-${preset}${suffix}.json`);
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that run is redone once.
        await lighthouse(app.url + pagePath, preset, outputPath, cookie).catch(() =>
          lighthouse(app.url + pagePath, preset, outputPath, cookie),
        );
        measured.push(summarise(JSON.parse(await readFile(outputPath, 'utf8')), outputPath));
      }
      const scores = Object.fromEntries(
        categories.map((c) => [c, median(measured.map((m) => m.scores[c]))]),
      );
      rows.push({
        // The details (metrics, audits) are those of the run with the median performance.
        ...measured.find((m) => m.scores.performance === scores.performance),
        preset: `${pagePath} ${preset}`,
        scores,
        performanceRuns: measured.map((m) => m.scores.performance),
      });
    }
} finally {
  await app.stop();
}

console.info(
  `\nLighthouse ${rows[0]?.lighthouseVersion ?? ''} (real server, ${app.database}${signedIn ? ', signed in' : ''})\n`,
);
console.info(`${'page'.padEnd(22)} ${categories.map((c) => c.padStart(15)).join('')}`);
for (const row of rows) {
  console.info(
    `${row.preset.padEnd(22)} ${categories.map((c) => String(row.scores[c]).padStart(15)).join('')}`,
  );
}
for (const row of rows) {
  const below = categories.filter((c) => row.scores[c] < TARGET);
  console.info(
    `\n${row.preset}: target all ≥ ${TARGET} — ${below.length === 0 ? 'met' : `NOT met (${below.join(', ')})`}`,
  );
  if (row.performanceRuns.length > 1) {
    console.info(`  performance in each run: ${row.performanceRuns.join(' / ')} (median shown)`);
  }
  console.info(`  ${row.metrics.join('; ')}`);
  if (row.failing.length > 0) console.info(`  audits below 90: ${row.failing.join(', ')}`);
  if (row.savings.length > 0) console.info(`  opportunities: ${row.savings.join('; ')}`);
  console.info(`  full report: ${row.outputPath}`);
}
