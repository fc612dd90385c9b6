// The server's side of server-rendered pages (ADR 026), with a renderer of its own in place of
// the web build's (apps/web/dist-ssr/render.mjs, which only exists after `npm run build`): how an
// answer is put together, guarded, compressed and cut short. The real pages are checked in the
// browser by apps/web/e2e/ssr.e2e.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInvestor, type Actor } from './support/actors.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><title>AlgoOne</title>' +
  '<script type="module" src="/assets/index.js"></script></head><body>' +
  '<meta property="csp-nonce" nonce="__CSP_NONCE__" /><div id="root"></div></body></html>';

const MANIFEST = {
  'index.html': { file: 'assets/index.js' },
  'src/app/routes/painel.tsx': { file: 'assets/painel.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card.js' },
};

// The renderer's contract (apps/web/src/app/ssr/render.server.tsx), played by a few lines: it
// reads the session through the store the server installs, as the real one does.
const RENDERER = `
let store = null;
export const PAGE_STATE_ELEMENT_ID = 'algoone-page-state';
export function installServerApiStore(next) { store = next; }
export async function preparePage(url) {
  const me = await store.getStore()('/api/me');
  if (url.startsWith('/privado') && me.status === 401) {
    return { kind: 'redirect', location: '/entrar?next=' + encodeURIComponent(url) };
  }
  if (url.startsWith('/quebra-antes')) throw new Error('falhou antes');
  return {
    kind: 'page',
    status: url.startsWith('/nada') ? 404 : 200,
    title: 'Painel <teste> | AlgoOne',
    routeIds: ['root', 'routes/painel'],
    async render() {
      globalThis.__pagesRendered = (globalThis.__pagesRendered ?? 0) + 1;
      if (url.startsWith('/quebra-depois')) throw new Error('falhou depois');
      const name = me.status === 200 ? me.body.user.name : 'visitante';
      return { state: JSON.stringify({ me: me.status }), html: '<p>Olá, ' + name + '</p>' };
    },
  };
}
`;

let ctx: TestContext;
let investor: Actor;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'algoone-pages-'));
  const dist = join(webRoot, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(webRoot, 'dist-ssr'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(webRoot, 'dist-ssr', 'render.mjs'), RENDERER);
  ctx = await createTestApp({ env: { WEB_DIST: dist } });
  investor = await signUpInvestor(ctx.app, 'Helena Prado');
});

afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('server-rendered pages', () => {
  it('answers a visitor on a guarded page with the redirect, before any markup', async () => {
    const res = await page('/privado?aba=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/entrar?next=%2Fprivado%3Faba%3D1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('answers HEAD as it answers GET: the redirect for a visitor, the page for the person', async () => {
    const rendered = () => (globalThis as { __pagesRendered?: number }).__pagesRendered ?? 0;
    const before = rendered();
    const visitor = await ctx.app.inject({ method: 'HEAD', url: '/privado' });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/entrar?next=%2Fprivado');
    const person = await ctx.app.inject({
      method: 'HEAD',
      url: '/privado',
      headers: { cookie: investor.cookie, 'accept-encoding': 'gzip' },
    });
    expect(person.statusCode).toBe(200);
    expect(person.headers['cache-control']).toBe('private, no-store');
    expect(person.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(person.headers['content-encoding']).toBe('gzip');
    expect(person.body).toBe('');
    // Its body would be dropped: the page is not rendered for it.
    expect(rendered()).toBe(before);
    await page('/privado', { cookie: investor.cookie });
    expect(rendered()).toBe(before + 1);
  });

  it("renders the person's page: head with title and preloads, markup, then the state", async () => {
    const res = await page('/privado', { cookie: investor.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = res.body;
    expect(html).toContain('<title>Painel &#60;teste&#62; | AlgoOne</title>');
    // The route's chunk and its import are preloaded; what index.html loads already is not.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/painel.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card.js">');
    expect(html.match(/assets\/index\.js/g)).toHaveLength(1);
    // The session was read in process with the page request's own cookie.
    expect(html).toContain(
      '<div id="root"><p>Olá, Helena Prado</p></div>' +
        '<script type="application/json" id="algoone-page-state">{"me":200}</script>',
    );
    // The page's nonce is the policy's.
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('renders an unknown page with 404', async () => {
    const res = await page('/nada-aqui', { cookie: investor.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p>Olá, Helena Prado</p>');
  });

  it('compresses the answer as the browser accepts', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/privado',
      headers: { cookie: investor.cookie, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<p>Olá, Helena Prado</p>');
  });

  it('leaves the page to the browser when the renderer fails before anything was sent', async () => {
    const res = await page('/quebra-antes', { cookie: investor.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('algoone-page-state');
    expect(res.body).not.toContain('__CSP_NONCE__');
  });

  it('closes the shell without state when rendering fails after the head went out', async () => {
    const res = await page('/quebra-depois', { cookie: investor.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Painel &#60;teste&#62; | AlgoOne</title>');
    expect(res.body).toContain('<div id="root"></div></body></html>');
    expect(res.body).not.toContain('algoone-page-state');
  });

  it('keeps the API and files out of it', async () => {
    const api = await page('/api/nao-existe', { cookie: investor.cookie });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: expect.any(String) } });
    const file = await page('/imagem-que-falta.png');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toContain('application/json');
  });

  it('serves the SPA shell for every page when server rendering is off', async () => {
    const off = await createTestApp({
      database: ctx.database,
      env: { WEB_DIST: join(webRoot, 'dist'), SERVER_RENDERING: 'false' },
    });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/privado' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('modulepreload');
    } finally {
      await off.close();
    }
  });
});
