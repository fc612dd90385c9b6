// Server-only: renders a page of the SPA with its data for the server's first answer
// (docs/decisions/026-server-rendered-pages.md). The web build bundles this file with Vite's SSR
// build into apps/web/dist-ssr/render.mjs; the server's `pages` module imports it at start.
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { TMe } from '@algoone/contracts';
import { isPageHandle } from '@/app/page-handle';
import { renderToHtml } from '@/app/ssr/render-to-html';
import { RequestQueryClientContext } from '@/app/providers';
import { AppRoutes, loadRouteModules } from '@/app/router';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { decideAccess } from '@/features/auth/lib/access';
import { pageTitle } from '@/lib/document-title';
import { serializePageState } from '@/lib/page-state';
import { createQueryClient } from '@/lib/query-client';
import { routeTitle } from '@/lib/route-titles';
import { meQueryOptions } from '@/lib/session';
import { ServerSessionSnapshotContext } from '@/lib/session-snapshot';

export { installServerApiStore } from '@/lib/server-api';
export { PAGE_STATE_ELEMENT_ID } from '@/lib/page-state';

/** The module ids whose page answers 404 (they render "not found"). */
const NOT_FOUND_ROUTES = new Set(['routes/not-found', 'routes/admin-not-found']);

export interface RenderedMarkup {
  /** The JSON for the page-state element (already safe inside <script>). */
  state: string;
  /** The markup of #root. */
  html: string;
}

export type PreparedPage =
  | { kind: 'declined' }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      title: string;
      /** Ids of the matched routes: app/<id>.tsx, for preloading their chunks. */
      routeIds: string[];
      /** Resolves the page's queries, then renders it. */
      render(): Promise<RenderedMarkup>;
    };

/**
 * Decides what `url` gets before anything is written: the matched route modules are loaded,
 * the session read, and every guard on the way applied (a visitor on a signed-in page gets the
 * redirect to sign in, as the client guard would give).
 */
export async function preparePage(
  url: string,
  { onError }: { onError: (error: unknown) => void },
): Promise<PreparedPage> {
  // Concatenated, not resolved: `//host/path` is a path here, never another host.
  const location = new URL(`http://algoone.local${url.startsWith('/') ? url : `/${url}`}`);
  const matched = await loadRouteModules(location.pathname);
  const client = serverQueryClient();
  const handles = matched.map(({ module, params }) => ({
    handle: isPageHandle(module.handle) ? module.handle : {},
    params,
  }));
  if (handles.some(({ handle }) => handle.serverRender === false)) return { kind: 'declined' };
  if (handles.some(({ handle }) => handle.access)) {
    const me = await client.fetchQuery(meQueryOptions());
    for (const { handle } of handles) {
      if (!handle.access) continue;
      const decision = decideAccess(me, location, handle.access);
      if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.to };
    }
  }
  const routeIds = matched.map(({ id }) => id);
  const leaf = routeIds.at(-1) ?? '';
  return {
    kind: 'page',
    status: NOT_FOUND_ROUTES.has(leaf) ? 404 : 200,
    title: pageTitle(routeTitle(location.pathname)),
    routeIds,
    render: async () => {
      // A slow read does not hold the page: past the deadline it renders what it has, and the
      // browser fetches the rest, as it would without server rendering.
      let deadline: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          Promise.all(
            handles.map(({ handle, params }) => handle.prefetch?.(client, params) ?? null),
          ),
          new Promise((resolve) => (deadline = setTimeout(resolve, PREFETCH_DEADLINE_MS))),
        ]);
        return await renderMarkup(client, `${location.pathname}${location.search}`, onError);
      } finally {
        // The timer would outlive the page by seconds, one for each page rendered meanwhile.
        clearTimeout(deadline);
        client.clear();
      }
    },
  };
}

/** How long a page waits for its data before rendering without what has not arrived. */
const PREFETCH_DEADLINE_MS = 3000;

/**
 * The browser's client settings, but no retries (a failed read is the browser's to retry: on the
 * server it would hold the page for seconds) and no garbage-collection timers (the client lives
 * for one answer and is cleared after it).
 */
function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, gcTime: Infinity },
  });
  return client;
}

async function renderMarkup(
  client: QueryClient,
  location: string,
  onError: (error: unknown) => void,
): Promise<RenderedMarkup> {
  const me = client.getQueryData<TMe | null>(meQueryOptions().queryKey) ?? null;
  const session = me ? { name: me.user.name, role: me.user.role } : null;
  const state = serializePageState({ queries: dehydrate(client), session });
  const page = (
    <StrictMode>
      <AppErrorBoundary>
        <RequestQueryClientContext value={client}>
          <ServerSessionSnapshotContext value={session}>
            <StaticRouter location={location}>
              <AppRoutes />
            </StaticRouter>
          </ServerSessionSnapshotContext>
        </RequestQueryClientContext>
      </AppErrorBoundary>
    </StrictMode>
  );
  return { state, html: await renderToHtml(page, onError) };
}
