import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from '@algoone/contracts';
import { buildApp } from '../src/app.ts';
import { createTestApp, driver, testEnv, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ env: { BODY_LIMIT_BYTES: '1024' } });
  app = ctx.app;
});
afterAll(() => ctx.close());

describe('health', () => {
  it('live answers while the process is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 with the driver once migrated', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: driver });
  });

  it('ready answers 503 while draining and before migrations', async () => {
    app.lifecycle.draining = true;
    const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
    app.lifecycle.draining = false;
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'draining' });

    app.lifecycle.migrated = false;
    const unmigrated = await app.inject({ method: 'GET', url: '/api/health/ready' });
    app.lifecycle.migrated = true;
    expect(unmigrated.statusCode).toBe(503);
    expect(unmigrated.json()).toMatchObject({ status: 'unavailable' });
  });
});

describe('error shape', () => {
  it('an unknown API route is a JSON 404 in the one error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Rota não encontrada.' } });
  });

  it('malformed JSON is a 400 with a pt-BR message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health/live',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'MALFORMED_JSON' });
    expect(res.json().error.message).toMatch(/JSON válido/);
  });

  it('a body over the limit is a 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health/live',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('every response carries a request id, different per request', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/health/live' });
    const b = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('sends a strict CSP with no inline scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/live' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // No inline <style> either (issue #20); only style="" attributes, which server-rendered
    // pages carry (ADR 026). Framing is refused the same way for old browsers.
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("gives the SPA's page a fresh style nonce, the same in the policy and in the page", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = mkdtempSync(join(tmpdir(), 'algoone-web-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__" /><div id="root"></div>',
    );
    const web = await createTestApp({ database: ctx.database, env: { WEB_DIST: dist } });
    try {
      const nonces = [];
      for (const url of ['/dashboard', '/dashboard']) {
        const page = await web.app.inject({ url });
        const nonce = page.body.match(/nonce="([^"]+)"/)?.[1];
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(page.headers['content-security-policy']).toContain(
          `style-src 'self' 'nonce-${nonce}'`,
        );
        expect(
          String(page.headers['content-security-policy']).replace(
            "style-src-attr 'unsafe-inline'",
            '',
          ),
        ).not.toContain('unsafe-inline');
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    } finally {
      await web.close();
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health/ready');
  });
});

describe('5xx', () => {
  it('never leaks internals', async () => {
    const throwing = await buildApp({
      env: testEnv(),
      database: ctx.database,
      migrated: true,
      logger: false,
    });
    throwing.get(
      '/api/test/boom',
      // An /api route must declare its success answer (plugins/error-schemas.ts).
      { config: { access: 'public' }, schema: { response: { 200: z.object({}) } } },
      async () => {
        throw new Error('segredo: senha do banco');
      },
    );
    const res = await throwing.inject({ method: 'GET', url: '/api/test/boom' });
    await throwing.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('segredo');
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Erro interno. Tente novamente mais tarde.' },
    });
  });
});

describe('serving the web app', () => {
  it('sends hashed assets immutable (precompressed when asked), index.html no-cache, and falls back to the SPA (also for / in a build without the landing page)', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { brotliCompressSync } = await import('node:zlib');
    const dist = mkdtempSync(join(tmpdir(), 'algoone-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>AlgoOne</title>');
    const js = 'console.log("algoone");'.repeat(100);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), js);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"AlgoOne"}');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    const web = await createTestApp({ database: ctx.database, env: { WEB_DIST: dist } });
    try {
      // The service worker and the manifest are checked on every visit, so a new build
      // reaches installed apps at once; other root files may be kept for an hour.
      for (const url of ['/sw.js', '/manifest.webmanifest']) {
        expect((await web.app.inject({ url })).headers['cache-control'], url).toBe('no-cache');
      }
      expect((await web.app.inject({ url: '/robots.txt' })).headers['cache-control']).toBe(
        'public, max-age=3600',
      );
      const asset = await web.app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBe('br');

      for (const url of ['/', '/dashboard', '/admin/usuarios?x=1']) {
        const page = await web.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toContain('<title>AlgoOne</title>');
      }
      expect((await web.app.inject({ url: '/assets/nao-existe.js' })).statusCode).toBe(404);
      expect((await web.app.inject({ url: '/api/nao-existe' })).json().error.code).toBe(
        'NOT_FOUND',
      );
    } finally {
      await web.close();
    }
  });

  it('answers / with the prerendered landing page, precompressed and no-cache; other pages stay on index.html', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { brotliCompressSync, gunzipSync, gzipSync } = await import('node:zlib');
    const dist = mkdtempSync(join(tmpdir(), 'algoone-web-'));
    const spa = '<!doctype html><title>AlgoOne SPA</title><div id="root"></div>';
    const landing = `<!doctype html><title>AlgoOne</title><main id="conteudo">${'<p>Início</p>'.repeat(200)}</main>`;
    writeFileSync(join(dist, 'index.html'), spa);
    writeFileSync(join(dist, 'landing.html'), landing);
    writeFileSync(join(dist, 'landing.html.br'), brotliCompressSync(landing));
    writeFileSync(join(dist, 'landing.html.gz'), gzipSync(landing));
    const web = await createTestApp({ database: ctx.database, env: { WEB_DIST: dist } });
    try {
      for (const url of ['/', '/?utm_source=email']) {
        const page = await web.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.body, url).toBe(landing);
      }

      const br = await web.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.rawPayload.equals(brotliCompressSync(landing))).toBe(true);
      const gz = await web.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(landing);

      const head = await web.app.inject({ method: 'HEAD', url: '/' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['cache-control']).toBe('no-cache');
      expect(head.body).toBe('');

      for (const url of ['/termos', '/onboarding', '/pagina-que-nao-existe']) {
        const page = await web.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.body, url).toBe(spa);
      }
    } finally {
      await web.close();
    }
  });
});
