// Bundles the server renderer of the signed-in pages after the client build, as
// vite.ssr.config.ts says (docs/decisions/026-server-rendered-pages.md).
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

await build({
  root: webRoot,
  configFile: fileURLToPath(new URL('../vite.ssr.config.ts', import.meta.url)),
});
console.info('built the page renderer: dist-ssr/render.mjs');
