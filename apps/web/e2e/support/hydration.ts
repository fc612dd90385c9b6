// Server-rendered pages (docs/decisions/026-server-rendered-pages.md) show their buttons before
// React has attached its handlers: a click then does nothing. Journeys that act on a page right
// after loading it wait for React first.
import type { Page } from 'playwright-core';

/** Resolves once React owns the page's markup (hydrated, or rendered by the browser). */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
}

/**
 * After a navigation: on a page the server rendered (it carries the page state), waits for
 * React to own it; any other document (the static landing, a file) needs no wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('algoone-page-state')) return true;
    return document.documentElement.hasAttribute('data-interactive');
  });
}
