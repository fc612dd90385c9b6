import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from '@/app/router';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import './index.css';

// The Content-Security-Policy allows no inline style but this page's nonce. Radix's scroll
// lock writes a <style> through react-style-singleton, which takes it from this global.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce && nonce !== '__CSP_NONCE__') {
  (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>,
);

// Installable app (docs/decisions/023-signed-in-speed.md): the service worker is registered once
// the page has loaded, so it never competes with the first view; development has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
