// Prerenders the landing page (ADR 009), after `vite build` and before precompress.mjs:
// bundles src/app/static-landing/render.server.tsx with Vite's SSR build (npm packages stay
// external and load from node_modules), renders the landing route with react-dom/server and
// writes the markup into dist/landing.html, which the client build made from landing.html
// (its stylesheet link and the phone menu's script). The server answers `GET /` with it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const page = fileURLToPath(new URL('../dist/landing.html', import.meta.url));
// Inside the repository (.tmp/ is ignored by git) so that the bundle's bare imports resolve
// from the workspace's node_modules; one folder per process, so two builds cannot collide.
const outDir = fileURLToPath(
  new URL(`../../../.tmp/static-landing-${process.pid}/`, import.meta.url),
);

await build({
  root: webRoot,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/static-landing/render.server.tsx',
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
  },
});

try {
  /** @type {import('../src/app/static-landing/render.server.tsx')} */
  const { renderLandingDocument } = await import(pathToFileURL(`${outDir}render.mjs`).href);
  const html = renderLandingDocument(await readFile(page, 'utf8'));
  await writeFile(page, html);
  console.info(`prerendered the landing page: dist/landing.html (${html.length} bytes)`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
