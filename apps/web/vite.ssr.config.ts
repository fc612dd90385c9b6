// The server renderer of the signed-in pages (docs/decisions/026-server-rendered-pages.md),
// built by scripts/build-ssr.mjs after the client build: src/app/ssr/render.server.tsx →
// dist-ssr/render.mjs (+ its chunks). Everything is bundled in (npm packages too), so the
// renderer loads wherever the build is copied, with one React. It lives beside dist/, never
// inside it: dist/ is served.
//
// Not vite.config.ts: its pages (index.html, landing.html) and its service worker belong to the
// browser build. This one needs only JSX, the app's import alias and the icons the client draws
// (scripts/light-icons.ts), so that its markup is what the client hydrates.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lightIcons } from './scripts/light-icons.ts';

export default defineConfig({
  plugins: [react(), lightIcons()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: { noExternal: true },
  // Vite leaves process.env.NODE_ENV to the runtime in SSR builds: the bundled React would pick
  // its (slow) development build wherever the server does not set NODE_ENV=production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: { render: 'src/app/ssr/render.server.tsx' },
      // api.ts imports lib/server-api.ts only in this build, where the renderer imports it too.
      onLog(level, log, handler) {
        if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
      },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
});
