// Where a page's JavaScript comes from: for each file a page loads (as the last
// `npm run bench:bundle` recorded in bench/results/bundle.json), the source modules that make
// it up, by their share of the file's gzip size (minified bytes per source, from the source
// map, times the file's compression ratio: an estimate, cross-module compression is shared
// out evenly). Needs a build with maps: `WEB_SOURCEMAP=1 npm run build -w apps/web`, then
// `npm run bench:bundle`, then `node bench/bundle-sources.mjs /dashboard [min KB, default 0.2]`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/servers.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

const [path = '/dashboard', minKb = '0.2'] = process.argv.slice(2);
const dist = join(repoRoot, 'apps/web/dist');
const recorded = JSON.parse(readFileSync(join(repoRoot, 'bench/results/bundle.json'), 'utf8'));
const page = recorded.find((r) => r.path === path);
if (!page) throw new Error(`${path} is not in bench/results/bundle.json; run npm run bench:bundle`);

const label = (source) =>
  resolve(join(dist, 'assets'), source)
    .replace(/^.*node_modules\//, 'npm: ')
    .replace(`${repoRoot}/`, '');

let total = 0;
for (const file of page.jsFiles) {
  const code = readFileSync(join(dist, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  total += gzip;
  let map;
  try {
    map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  } catch {
    console.info(`\n${file}: ${(gzip / 1024).toFixed(1)} KB gzip (no source map)`);
    continue;
  }
  const mappings = [];
  new SourceMapConsumer(map).eachMapping((m) => mappings.push(m));
  mappings.sort(
    (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
  );
  const lines = code.split('\n');
  const bytes = new Map();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine
        ? next.generatedColumn
        : (lines[m.generatedLine - 1] ?? '').length;
    const source = m.source ? label(m.source) : '(bundler)';
    bytes.set(source, (bytes.get(source) ?? 0) + end - m.generatedColumn);
  });
  const ratio = gzip / code.length;
  console.info(`\n${file}: ${(gzip / 1024).toFixed(1)} KB gzip`);
  for (const [source, size] of [...bytes].sort((a, b) => b[1] - a[1])) {
    const kb = (size * ratio) / 1024;
    if (kb >= Number(minKb)) console.info(`  ${kb.toFixed(1).padStart(5)} KB  ${source}`);
  }
}
console.info(`\n${path}: ${(total / 1024).toFixed(1)} KB gzip in ${page.jsFiles.length} files`);
