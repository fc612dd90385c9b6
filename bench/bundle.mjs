// `npm run bench:bundle`: for each route, the JavaScript a first visit loads (entry, module
// preloads and the route's lazy chunks), gzip-compressed, as Chromium actually requests it.
// Watching the browser needs no build manifest and counts exactly what a visitor downloads.
// Runs the built app (npm run build) on a temporary PGlite directory, so `/` is the prerendered
// landing page (ADR 009) and every other path the SPA, exactly as served. The signed-in routes
// are visited by an investor who went through the onboarding and has a portfolio, a goal and an
// aporte (so their charts render), each in a fresh browser context: nothing cached.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { PASSWORD, furnishInvestor, signUp } from './lib/clients.mjs';
import { repoRoot, startApp } from './lib/servers.mjs';

// Targets (BENCHMARKS.md): the landing page's, and issue #27's for the signed-in pages, each in
// at most MAX_FILES JavaScript files (a hundred files is a waterfall of round trips on 4G).
const TARGETS_GZIP_KB = { '/': 90, '/dashboard': 150, '/objetivos': 150, '/carteira': 170 };
const MAX_FILES = 25;
// As a phone opens it (issue #27): 375×812, touch, an empty cache.
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const routes = [
  { name: 'landing', path: '/' },
  { name: 'termos', path: '/termos' },
  { name: 'privacidade', path: '/privacidade' },
  { name: 'not found', path: '/pagina-que-nao-existe' },
  { name: 'entrar', path: '/entrar' },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'carteira', path: '/carteira', signedIn: true },
  { name: 'objetivos', path: '/objetivos', signedIn: true },
  { name: 'academia', path: '/academia', signedIn: true },
  { name: 'cashback', path: '/cashback', signedIn: true },
  { name: 'conquistas', path: '/conquistas', signedIn: true },
  { name: 'perfil', path: '/perfil', signedIn: true },
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

const dist = join(repoRoot, 'apps/web/dist');
const app = await startApp();
const origin = app.url;
const investor = await signUp(origin, 1);
await furnishInvestor(origin, investor.headers);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});

// The investor signs in from a page of the app (so Chromium stores the __Host- cookie as it
// would), and each signed-in route then starts from that cookie alone: no HTTP cache.
async function signedInState() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/pagina-que-nao-existe`);
  const status = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        })
      ).status,
    { email: investor.email, password: PASSWORD },
  );
  if (status !== 200) throw new Error(`sign-in answered ${status}`);
  const state = await context.storageState();
  await context.close();
  return state;
}
const signedIn = await signedInState();

// What a page's HTML itself asks for (entry script and module preloads), to split the shell from
// the route's lazy chunks in the table.
async function shellOf(path) {
  const html = await readFile(join(dist, path === '/' ? 'landing.html' : 'index.html'), 'utf8');
  return new Set(
    [
      ...html.matchAll(
        /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
      ),
    ].map((m) => m[1]),
  );
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const results = [];
try {
  for (const route of routes) {
    const context = await browser.newContext({
      ...PHONE,
      serviceWorkers: 'block',
      ...(route.signedIn ? { storageState: signedIn } : {}),
    });
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
    if (route.signedIn && new URL(page.url()).pathname !== route.path) {
      throw new Error(`${route.path} sent the investor to ${page.url()}`);
    }
    await Promise.all(pending);
    await context.close();
    const js = files.filter((f) => f.kind === 'js');
    const css = files.filter((f) => f.kind === 'css');
    const entryFiles = await shellOf(route.path);
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
  await app.stop();
}

console.info(
  '\nJavaScript loaded on a first visit (gzip level 9; Chromium at 375×812, empty cache, until network idle)\n',
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
  "(shell: the entry script and module preloads named in the page's HTML — landing.html for /, index.html otherwise; route: chunks loaded for the route)",
);
console.info('\nfiles per route:');
for (const r of results) console.info(`  ${r.path}: ${r.jsFiles.join(', ')}`);
// Read by bench/bundle-sources.mjs, which says where each page's bytes come from.
await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(
  join(repoRoot, 'bench/results/bundle.json'),
  JSON.stringify(
    results.map(({ path, jsFiles }) => ({ path, jsFiles })),
    null,
    2,
  ),
);

console.info('');
for (const [path, target] of Object.entries(TARGETS_GZIP_KB)) {
  const result = results.find((r) => r.path === path);
  const measured = result.jsGzip / 1024;
  const files = result.jsFiles.length;
  console.info(
    `Target: ${path} initial JS ≤ ${target} KB gzip in ≤ ${MAX_FILES} files — measured ` +
      `${measured.toFixed(1)} KB in ${files}: ` +
      (measured <= target && files <= MAX_FILES ? 'met' : 'NOT met'),
  );
}
