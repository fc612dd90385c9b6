import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageTemplate } from './page-template.ts';
import { preloadLinks, type BuildManifest } from './preload-links.ts';

/** An API read answered in process while a page renders (apps/web/src/lib/server-api.ts). */
type ApiGet = (url: string) => Promise<{ status: number; body: unknown }>;

interface RenderedMarkup {
  state: string;
  html: string;
}

type PreparedPage =
  | { kind: 'declined' }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      title: string;
      routeIds: string[];
      render(): Promise<RenderedMarkup>;
    };

/** What apps/web/src/app/ssr/render.server.tsx exports, as built into dist-ssr/render.mjs. */
interface RenderModule {
  installServerApiStore(store: { getStore(): ApiGet | undefined }): void;
  preparePage(url: string, options: { onError: (error: unknown) => void }): Promise<PreparedPage>;
  PAGE_STATE_ELEMENT_ID: string;
}

/** Renders one page request; false when it leaves the page to the browser (the SPA shell). */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
) => Promise<boolean>;

/** Headers of the page request that its API reads need: who it is, and how they read. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

/**
 * Server-rendered pages (docs/decisions/026-server-rendered-pages.md). `webDist` is the browser
 * build (its index.html and manifest); the renderer is dist-ssr/render.mjs beside it. Without
 * them (an API-only start, an older build), null: every page is left to the browser.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<PageRenderer | null> {
  const rendererFile = resolve(webDist, '..', 'dist-ssr', 'render.mjs');
  const manifestFile = resolve(webDist, '.vite', 'manifest.json');
  const indexFile = resolve(webDist, 'index.html');
  if (![rendererFile, manifestFile, indexFile].every((file) => existsSync(file))) {
    app.log.warn({ rendererFile }, 'page renderer not built; pages render in the browser');
    return null;
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as RenderModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const template = pageTemplate(readFileSync(indexFile, 'utf8'));
  const storage = new AsyncLocalStorage<ApiGet>();
  renderer.installServerApiStore(storage);

  return async (request, reply, nonce) => {
    const cookies: string[] = [];
    const get: ApiGet = async (url) => {
      const headers: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      // In process, through the same routes as the browser's own request (authorization,
      // validation, serialization) and counted against the person's own address.
      const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
      const setCookie = response.headers['set-cookie'];
      if (setCookie) cookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
      const text = response.body;
      let body: unknown;
      try {
        body = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        body = undefined;
      }
      return { status: response.statusCode, body };
    };

    const onError = (error: unknown) => request.log.error({ err: error }, 'page render error');
    let prepared: PreparedPage;
    try {
      prepared = await storage.run(get, () => renderer.preparePage(request.url, { onError }));
    } catch (error) {
      request.log.warn({ err: error }, 'page not rendered on the server');
      prepared = { kind: 'declined' };
    } finally {
      // A session the reads renewed goes out with whatever answers, the SPA shell included.
      for (const cookie of cookies.splice(0)) reply.header('set-cookie', cookie);
    }
    if (prepared.kind === 'declined') return false;
    if (prepared.kind === 'redirect') {
      reply.header('Cache-Control', 'no-store').redirect(prepared.location, 302);
      return true;
    }

    reply
      .code(prepared.status)
      // Personal pages are never stored, not even by the browser: after signing out on a shared
      // device, going back must not show the previous person's figures.
      .header('Cache-Control', 'private, no-store')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    const encoding = encodingFor(request);
    if (encoding) reply.header('Content-Encoding', encoding);
    // HEAD has its status and headers now; its body would be thrown away, so it is not made
    // (the page's reads and React's render are most of a page's cost).
    if (request.method === 'HEAD') {
      void reply.send();
      return true;
    }
    const body = new PassThrough();
    const output = compressed(encoding, body);
    void reply.send(output.stream);

    // The head goes out at once: the browser fetches the stylesheet and every chunk of the
    // page while the server reads the page's data.
    const links = preloadLinks(manifest, prepared.routeIds);
    body.write(template.head({ title: prepared.title, links, nonce }));
    output.flush();

    const page = prepared;
    await storage
      .run(get, () => page.render())
      .then(
        (markup) => {
          const { state, html } = markup;
          body.end(
            html + template.tail({ stateElementId: renderer.PAGE_STATE_ELEMENT_ID, state, nonce }),
          );
        },
        (error: unknown) => {
          // The head is out already: the rest of the shell follows without state, and the
          // browser renders the page itself, as it would without server rendering.
          request.log.error({ err: error }, 'page failed to render on the server');
          body.end(
            template.tail({ stateElementId: renderer.PAGE_STATE_ELEMENT_ID, state: null, nonce }),
          );
        },
      );
    return true;
  };
}

/** How the page is compressed for this browser: brotli when it takes it, else gzip, or not. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return null;
}

/** The page's stream, compressed as `encodingFor` chose (brotli at a fast level). */
function compressed(
  encoding: 'br' | 'gzip' | null,
  body: PassThrough,
): { stream: NodeJS.ReadableStream; flush: () => void } {
  if (encoding === 'br') {
    const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { stream: body.pipe(brotli), flush: () => brotli.flush() };
  }
  if (encoding === 'gzip') {
    const gzip = createGzip({ level: 6 });
    return { stream: body.pipe(gzip), flush: () => gzip.flush() };
  }
  return { stream: body, flush: () => undefined };
}
