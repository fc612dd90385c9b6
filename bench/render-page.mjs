// `node bench/render-page.mjs`: the CPU one server-rendered page costs the page renderer alone
// (apps/web/dist-ssr/render.mjs: its guard, its queries handed to TanStack Query, React's
// render), without PostgreSQL, HTTP or the load generator in the same two cores. It is the
// figure to compare two builds with on a machine whose req/s and per-request CPU swing by a
// fifth from one run to the next (BENCHMARKS.md, 2026-11-29, third sitting).
//
// A furnished investor (bench/lib/clients.mjs) is created on the built app with PGlite; each
// API read the page makes is fetched from it once and recorded; then the page is prepared and
// rendered RENDER_PAGES times (default 400, after 100 to warm up) in this process, every read
// answered from the record (parsed anew each time, as the server's in-process reads are).
// Prints the median CPU ms per page over RENDER_BATCHES batches (5) and the markup's size.
// RENDER_PATH (/dashboard); WEB_DIST another build's dist (with dist-ssr beside it).
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { furnishInvestor, signUp } from './lib/clients.mjs';
import { repoRoot, startApp } from './lib/servers.mjs';

const path = process.env.RENDER_PATH ?? '/dashboard';
const pages = Number(process.env.RENDER_PAGES ?? 400);
const batches = Number(process.env.RENDER_BATCHES ?? 5);
const webDist = resolve(process.env.WEB_DIST ?? resolve(repoRoot, 'apps/web/dist'));
const rendererFile = resolve(webDist, '..', 'dist-ssr', 'render.mjs');

const app = await startApp({ env: { CDI_SYNC: 'false' } });
const recorded = new Map();
try {
  const { headers } = await signUp(app.url, 0);
  await furnishInvestor(app.url, headers);
  let replaying = false;
  const get = async (url) => {
    if (!recorded.has(url)) {
      if (replaying) throw new Error(`${url} was not read while recording`);
      const response = await fetch(`${app.url}${url}`, { headers: { cookie: headers.cookie } });
      recorded.set(url, { status: response.status, text: await response.text() });
    }
    const { status, text } = recorded.get(url);
    return { status, body: text === '' ? undefined : JSON.parse(text) };
  };
  const renderer = await import(pathToFileURL(rendererFile).href);
  renderer.installServerApiStore({ getStore: () => get });

  const renderOnce = async () => {
    const prepared = await renderer.preparePage(path, { onError: (error) => console.error(error) });
    if (prepared.kind !== 'page') throw new Error(`${path}: ${prepared.kind}`);
    const markup = await prepared.render();
    const html = markup.html ?? (await piped(markup));
    // Back to the event loop between pages, as a server is: every read here answers at once,
    // so without this the pages would run in one turn and their timers pile up.
    await new Promise((next) => setImmediate(next));
    return html;
  };
  const html = await renderOnce();
  replaying = true;
  for (let i = 0; i < 100; i += 1) await renderOnce();

  const perPage = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const before = process.cpuUsage();
    for (let i = 0; i < pages; i += 1) await renderOnce();
    const { user, system } = process.cpuUsage(before);
    perPage.push((user + system) / 1000 / pages);
  }
  perPage.sort((a, b) => a - b);
  console.info(
    `${path}: ${perPage[Math.floor(batches / 2)].toFixed(2)} ms of CPU a page ` +
      `(batches ${perPage.map((ms) => ms.toFixed(2)).join(' / ')}), ` +
      `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of markup, ${recorded.size} reads ` +
      `(${rendererFile})`,
  );
} finally {
  await app.stop();
}

/** Builds before 2026-11-29's third sitting streamed their markup instead of returning it. */
function piped(markup) {
  return new Promise((done) => {
    const chunks = [];
    markup.pipe(
      new Writable({
        write(chunk, _encoding, callback) {
          chunks.push(Buffer.from(chunk));
          callback();
        },
        final(callback) {
          done(Buffer.concat(chunks).toString('utf8'));
          callback();
        },
      }),
    );
  });
}
