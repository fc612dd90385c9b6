import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const INDEX_HTML = fileURLToPath(new URL('./index.html', import.meta.url));
const LANDING_HTML = fileURLToPath(new URL('./landing.html', import.meta.url));
const SHARED_HEAD = '<!--head of index.html-->';

/**
 * landing.html takes its <head> (title, description, theme colour, icon) from index.html, so
 * the prerendered landing page and the SPA keep one head. Vite then adds each page's own
 * script and stylesheet.
 */
function landingHead(): Plugin {
  return {
    name: 'algoone:landing-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (filename !== LANDING_HTML) return html;
        const index = readFileSync(INDEX_HTML, 'utf8');
        const head = index.slice(
          index.indexOf('<head>') + '<head>'.length,
          index.indexOf('</head>'),
        );
        if (!html.includes(SHARED_HEAD) || !head.includes('<title>')) {
          throw new Error(
            `landing.html needs ${SHARED_HEAD} and index.html a <head> with a title.`,
          );
        }
        return html.replace(SHARED_HEAD, () => head.trim());
      },
    },
  };
}

/**
 * sonner writes its stylesheet into a <style> element when it loads, which the
 * Content-Security-Policy (no inline style) refuses. Its own file, `sonner/dist/styles.css`, is
 * imported with our CSS instead, and the injection is turned off here.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'algoone:sonner-without-inline-style',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace(
        'function __insertCSS(code) {',
        'function __insertCSS(code) {\n  return;',
      );
      if (patched === code) throw new Error('sonner: __insertCSS not found; check the CSP');
      return { code: patched, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), landingHead(), sonnerWithoutInlineStyle()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsDir: 'assets',
    rolldownOptions: {
      // Two pages: the SPA, and the landing page that scripts/prerender-landing.mjs fills with
      // the landing route's markup at build time (ADR 009). Its only script is the phone menu.
      input: { index: INDEX_HTML, 'static-landing': LANDING_HTML },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
