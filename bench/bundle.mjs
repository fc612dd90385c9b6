// `npm run bench:bundle`: for each public route, the JavaScript a first visit loads (entry,
// module preloads and the route's lazy chunks), gzip-compressed, as Chromium actually requests it.
// Watching the browser needs no build manifest and counts exactly what a visitor downloads.
// Needs a web build (npm run build -w apps/web); serves apps/web/dist itself, no app server, with
// the real server's mapping: `/` is the prerendered landing.html (ADR 009) when the build has it,
// any other page path index.html.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot } from './lib/servers.mjs';

const TARGET_LANDING_GZIP_KB = 90;
const routes = [
  { name: 'landing', path: '/' },
  { name: 'termos', path: '/termos' },
  { name: 'privacidade', path: '/privacidade' },
  { name: 'not found', path: '/pagina-que-nao-existe' },
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// WEB_DIST, the server's setting, can point at another build.
const dist = resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/web/dist/index.html is missing: run npm run build first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

// The document the app server sends for a page path (apps/server/src/plugins/web-app.ts).
const landingPage = join(dist, 'landing.html');
const home = existsSync(landingPage) ? landingPage : join(dist, 'index.html');
const documentFor = (path) => (path === '/' ? home : join(dist, 'index.html'));

// What a page's HTML itself asks for (entry script and module preloads), to split the shell from
// the route's lazy chunks in the table.
async function shellOf(htmlFile) {
  const html = await readFile(htmlFile, 'utf8');
  return new Set(
    [
      ...html.matchAll(
        /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
      ),
    ].map((m) => m[1]),
  );
}

// The SPA as the app server serves it: files from dist, `/` the landing page, any other path
// index.html.
const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
  let file = join(dist, path);
  if (path === '/' || !file.startsWith(dist) || !(await stat(file).catch(() => null))?.isFile()) {
    file = documentFor(path);
  }
  if (path.startsWith('/api/')) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  response.end(await readFile(file));
});
await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});

const kb = (bytes) => (bytes / 1024).toFixed(1);
const results = [];
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const files = [];
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = response.url();
      if (
        !url.startsWith(origin) ||
        (type !== 'script' && type !== 'stylesheet' && !url.endsWith('.js'))
      )
        return;
      pending.push(
        response.body().then((body) =>
          files.push({
            url: url.slice(origin.length),
            kind: url.endsWith('.css') || type === 'stylesheet' ? 'css' : 'js',
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
        ),
      );
    });
    await page.goto(origin + route.path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    await context.close();
    const js = files.filter((f) => f.kind === 'js');
    const css = files.filter((f) => f.kind === 'css');
    const entryFiles = await shellOf(documentFor(route.path));
    const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
    results.push({
      ...route,
      jsFiles: js.map((f) => f.url).sort(),
      jsRaw: sum(js, 'raw'),
      jsGzip: sum(js, 'gzip'),
      entryGzip: sum(
        js.filter((f) => entryFiles.has(f.url)),
        'gzip',
      ),
      cssGzip: sum(css, 'gzip'),
    });
  }
} finally {
  await browser.close();
  server.close();
}

console.info(
  '\nJavaScript loaded on a first visit (gzip level 9; Chromium 1280 px, until network idle)\n',
);
console.info(
  `${'route'.padEnd(36)} ${'files'.padStart(5)} ${'JS raw KB'.padStart(10)} ` +
    `${'JS gzip KB'.padStart(11)} ${'shell'.padStart(7)} ${'route'.padStart(7)} ${'CSS gzip KB'.padStart(12)}`,
);
for (const r of results) {
  console.info(
    `${`${r.name} (${r.path})`.padEnd(36)} ${String(r.jsFiles.length).padStart(5)} ` +
      `${kb(r.jsRaw).padStart(10)} ${kb(r.jsGzip).padStart(11)} ${kb(r.entryGzip).padStart(7)} ` +
      `${kb(r.jsGzip - r.entryGzip).padStart(7)} ${kb(r.cssGzip).padStart(12)}`,
  );
}
console.info(
  `(shell: the entry script and module preloads named in the page's HTML — ${home === landingPage ? 'landing.html for /, ' : ''}index.html otherwise; route: chunks loaded for the route)`,
);
console.info('\nfiles per route:');
for (const r of results) console.info(`  ${r.path}: ${r.jsFiles.join(', ')}`);

const landing = results.find((r) => r.path === '/');
const landingKb = landing.jsGzip / 1024;
console.info(
  `\nTarget: landing initial JS ≤ ${TARGET_LANDING_GZIP_KB} KB gzip — measured ${landingKb.toFixed(1)} KB: ` +
    (landingKb <= TARGET_LANDING_GZIP_KB ? 'met' : 'NOT met'),
);
