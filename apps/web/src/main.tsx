import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppBrowserRouter } from '@/app/browser-router';
import { AppRoutes, loadRouteModules } from '@/app/router';
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
 * The chunks of the page's routes are loaded first (a server-rendered page preloaded them), so
 * the first render is the whole page. A server-rendered page
 * (docs/decisions/026-server-rendered-pages.md) is then hydrated: that render is the markup the
 * server sent, with the data it was rendered from. Any other page is rendered by the browser.
 */
async function start(root: HTMLElement): Promise<void> {
  const state = initialPageState();
  if (state) setSessionSnapshot(state.session);
  // A chunk that fails to load fails again as the page renders, which shows the error page.
  await loadRouteModules(window.location.pathname).catch(() => undefined);
  if (!state) {
    createRoot(root).render(app());
    return;
  }
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: taps and scrolls during it are answered (Total
  // Blocking Time on a phone went from 160–400 ms to BENCHMARKS.md's figure).
  startTransition(() => {
    hydrateRoot(root, app());
  });
}

function app() {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppBrowserRouter preload={loadRouteModules}>
          <AppRoutes />
        </AppBrowserRouter>
      </AppErrorBoundary>
    </StrictMode>
  );
}

// After a release, a tab opened before it asks for page chunks the server no longer has: the
// page is loaded again, once a minute at most (past that, the error page stays and offers it).
// Under workbox-window's `autoUpdate` the new service worker reloaded such tabs; this catches
// the failure itself, with or without a worker.
const RELOADED_AT_KEY = 'algoone:reloaded-for-chunks';
window.addEventListener('vite:preloadError', () => {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return; // No storage: no guard against a reload loop, so no reload.
  }
  window.location.reload();
});

void start(container);

// Installable app (docs/decisions/023-signed-in-speed.md): the service worker is registered once
// the page has loaded, so it never competes with the first view; development has none. A plain
// registration, not workbox-window's (2.8 KB gzip on every page): the worker takes over at once
// by itself (skipWaiting, clientsClaim), and an open page keeps working under a new one, since
// pages are always fetched and the files it caches are named by their content.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker não registrado', error);
    });
  });
}
