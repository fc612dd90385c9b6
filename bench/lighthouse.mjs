// `node bench/lighthouse.mjs`: Lighthouse (the npm package, its CLI) on the landing page served
// by the real built server, with Debian's Chromium. Prints the four category scores for
// Lighthouse's default mobile run and for its desktop preset.
//
//   LH_PRESETS=mobile       only the mobile run (default: mobile,desktop)
//   LH_PATH=/termos         another page (default: /)
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
const pagePath = process.env.LH_PATH ?? '/';
const TARGET = 95;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function lighthouse(url, preset, outputPath) {
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

const resultsDir = join(repoRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
const app = await startApp();
const rows = [];
try {
  for (const preset of presets) {
    const outputPath = join(resultsDir, `lighthouse-${preset}.json`);
    await lighthouse(app.url + pagePath, preset, outputPath);
    const report = JSON.parse(await readFile(outputPath, 'utf8'));
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
      .map(
        (a) => `${a.id} (${a.displayValue ?? ''}, ~${Math.round(a.details.overallSavingsMs)} ms)`,
      );
    rows.push({
      preset,
      scores,
      failing,
      metrics,
      savings,
      lighthouseVersion: report.lighthouseVersion,
      outputPath,
    });
  }
} finally {
  await app.stop();
}

console.info(
  `\nLighthouse ${rows[0]?.lighthouseVersion ?? ''} on ${pagePath} (real server, ${app.database})\n`,
);
console.info(`${'preset'.padEnd(9)} ${categories.map((c) => c.padStart(15)).join('')}`);
for (const row of rows) {
  console.info(
    `${row.preset.padEnd(9)} ${categories.map((c) => String(row.scores[c]).padStart(15)).join('')}`,
  );
}
for (const row of rows) {
  const below = categories.filter((c) => row.scores[c] < TARGET);
  console.info(
    `\n${row.preset}: target all ≥ ${TARGET} — ${below.length === 0 ? 'met' : `NOT met (${below.join(', ')})`}`,
  );
  console.info(`  ${row.metrics.join('; ')}`);
  if (row.failing.length > 0) console.info(`  audits below 90: ${row.failing.join(', ')}`);
  if (row.savings.length > 0) console.info(`  opportunities: ${row.savings.join('; ')}`);
  console.info(`  full report: ${row.outputPath}`);
}
