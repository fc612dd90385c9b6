import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@algoone/contracts';
import { errorBody, sendError } from './errors.ts';
import { NONCE_PLACEHOLDER, newNonce, withStyleNonce } from '../lib/csp-nonce.ts';

export interface WebAppOptions {
  /** Folder with the built SPA; when missing, only the API is served. */
  webDist: string;
  /**
   * The landing's texts that come from the database, by the `data-figure` key of the element
   * that shows them (docs/decisions/013-cashback-ledger.md). The provider caches; the same
   * object back means nothing changed. Given by app.ts: the kernel imports no module.
   */
  landingTexts?: () => Promise<Record<string, string>>;
  /**
   * Renders a page on the server with its data (docs/decisions/026-server-rendered-pages.md);
   * false leaves it to the browser (the SPA shell). Given by app.ts: the kernel imports no module.
   */
  renderPage?:
    ((request: FastifyRequest, reply: FastifyReply, nonce: string) => Promise<boolean>) | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes each known figure into the element marked `data-figure="key"` (text content only). */
export function fillFigures(html: string, texts: Record<string, string>): string {
  return html.replace(
    /(<[a-z0-9]+\b[^>]*\bdata-figure="([a-z0-9-]+)"[^>]*>)([^<]*)(?=<)/g,
    (match, open: string, key: string) =>
      Object.hasOwn(texts, key) ? open + escapeHtml(texts[key] ?? '') : match,
  );
}

interface FilledPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The landing page prerendered at build time (ADR 009), served for `/`. */
const LANDING_PAGE = 'landing.html';

/** The service worker, its Workbox runtime and the web app manifest (apps/web/vite.config.ts). */
const SERVICE_WORKER_FILES = /[\\/](sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;

/**
 * Serves the built SPA: hashed assets are immutable, HTML is never cached, `/` is the
 * prerendered landing page (or index.html when the build has none), and any other unknown
 * non-API path that looks like a page falls back to index.html for client routing. Unknown
 * /api paths always answer the JSON 404. Every file goes out precompressed when the client
 * accepts br or gzip.
 */
export default fp<WebAppOptions>(
  async (app, options) => {
    const root = resolve(options.webDist);
    const hasWeb = existsSync(resolve(root, 'index.html'));
    if (!hasWeb) app.log.warn({ root }, 'web build not found; serving the API only');
    // An older build has no landing page: the SPA renders `/` itself then.
    const home = existsSync(resolve(root, LANDING_PAGE)) ? LANDING_PAGE : 'index.html';
    // The SPA's page, sent with a fresh style nonce each time (lib/csp-nonce.ts).
    const spaPage = hasWeb ? readFileSync(resolve(root, 'index.html'), 'utf8') : '';
    const provider = options.landingTexts;
    const template =
      provider && home === LANDING_PAGE ? readFileSync(resolve(root, LANDING_PAGE), 'utf8') : null;
    // One filled (and compressed) page per texts object: compressing once, not per request;
    // the provider hands back the same object until the figures change.
    const filled = new WeakMap<Record<string, string>, FilledPage | null>();
    const landingFor = async (): Promise<FilledPage | null> => {
      if (!provider || template === null) return null;
      const texts = await provider();
      if (filled.has(texts)) return filled.get(texts) ?? null;
      const text = fillFigures(template, texts);
      // Nothing to write in: the build's own precompressed files are the page.
      const html = Buffer.from(text);
      const page =
        text === template
          ? null
          : { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
      filled.set(texts, page);
      return page;
    };
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The web build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, served) {
          const path = served.replace(/\.(br|gz)$/, '');
          if (path.startsWith(resolve(root, 'assets'))) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else if (path.endsWith('.html') || SERVICE_WORKER_FILES.test(path)) {
            // The service worker and what it loads must be checked on every visit, or a new
            // build would wait for a cache to expire before reaching people.
            res.header('Cache-Control', 'no-cache');
          } else {
            res.header('Cache-Control', 'public, max-age=3600');
          }
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage =
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !/\.[a-z0-9]+$/i.test(path);
      if (isPage && path === '/' && home === LANDING_PAGE) {
        if (template === null) return reply.header('Cache-Control', 'no-cache').sendFile(home);
        return landingFor().then(
          (page) => {
            if (!page) return reply.sendFile(home);
            const accepts = String(request.headers['accept-encoding'] ?? '');
            const [body, encoding] = /\bbr\b/.test(accepts)
              ? [page.br, 'br']
              : /\bgzip\b/.test(accepts)
                ? [page.gzip, 'gzip']
                : [page.html, null];
            if (encoding) reply.header('Content-Encoding', encoding);
            return reply
              .header('Cache-Control', 'no-cache')
              .header('Vary', 'Accept-Encoding')
              .type('text/html; charset=utf-8')
              .send(body);
          },
          (error: unknown) => {
            // The page the build made (true statements for empty data) rather than an error.
            request.log.error({ err: error }, 'landing figures not read');
            return reply.header('Cache-Control', 'no-cache').sendFile(home);
          },
        );
      }
      if (isPage) {
        const nonce = newNonce();
        const policy = String(reply.getHeader('content-security-policy') ?? '');
        reply.header('content-security-policy', withStyleNonce(policy, nonce));
        const spa = () =>
          reply
            .header('Cache-Control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(spaPage.replaceAll(NONCE_PLACEHOLDER, nonce));
        const render = options.renderPage;
        // HEAD answers as GET would (a visitor's redirect, a page's status and headers); Node
        // sends no body with it.
        if (!render) return spa();
        return render(request, reply, nonce).then(
          (rendered) => (rendered ? reply : spa()),
          (error: unknown) => {
            request.log.error({ err: error }, 'page renderer failed');
            return reply.sent ? reply : spa();
          },
        );
      }
      return sendError(reply, 404, errorBody(ERROR_CODES.notFound, 'Rota não encontrada.'));
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
