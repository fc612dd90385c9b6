import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, routes } from '@/app/router';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { initialPageState } from '@/lib/page-state';
import { setSessionSnapshot } from '@/lib/session-snapshot';
import './index.css';

// The Content-Security-Policy allows no inline style but this page's nonce. Radix's scroll
// lock writes a <style> through react-style-singleton, which takes it from this global.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce && nonce !== '__CSP_NONCE__') {
  (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

/**
 * A server-rendered page (docs/decisions/026-server-rendered-pages.md) is hydrated: the chunks
 * of its matched routes are loaded first (the server preloaded them), so the first client render
 * is the markup the server sent, with the data it was rendered from. Any other page is
 * rendered by the browser alone.
 */
async function start(root: HTMLElement): Promise<void> {
  const state = initialPageState();
  if (!state) {
    createRoot(root).render(app(createAppRouter()));
    return;
  }
  setSessionSnapshot(state.session);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: taps and scrolls during it are answered (Total
  // Blocking Time on a phone went from 160–400 ms to BENCHMARKS.md's figure).
  startTransition(() => {
    hydrateRoot(root, app(createAppRouter({ loaderData: {}, actionData: null, errors: null })));
  });
}

function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      <MarkInteractive />
    </StrictMode>
  );
}

/**
 * Sets `data-interactive` on <html> once the app owns the page (hydrated, or rendered by the
 * browser): until then a server-rendered button does nothing when tapped. Journeys wait for it
 * (e2e/support/hydration.ts) instead of reading React's internals.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

void start(container);

// Installable app (docs/decisions/023-signed-in-speed.md): the service worker is registered once
// the page has loaded, so it never competes with the first view; development has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
