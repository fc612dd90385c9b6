// The pages module's public face (ADR 012): signed-in and public pages rendered on the server
// with their data (docs/decisions/026-server-rendered-pages.md). app.ts hands the renderer to the
// web-app plugin, which decides which requests are pages.
export { createPageRenderer, type PageRenderer } from './render-page.ts';
