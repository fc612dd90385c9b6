// One Chromium per test file (Debian's, never a downloaded one) and a fresh context per page, so
// no cookie or storage leaks from one journey into the next.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { waitForHydration } from './hydration.ts';
import { afterAll, afterEach, expect, inject } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying Google's hosts, which our
// machines' closed network refuses (docs/contributing.md, "Tests").
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const MOBILE: Viewport = { width: 375, height: 812 };

let browser: Browser | undefined;
const contexts = new Set<BrowserContext>();
const problems = new WeakMap<Page, string[]>();

export function baseURL(): string {
  return inject('baseURL');
}

/** The Chromium shared by this test file; launched on first use. */
export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return browser;
}

/**
 * A page in a new context on the app's address, in pt-BR and São Paulo time. Uncaught errors and
 * Content-Security-Policy violations on the page are recorded for `pageProblems`. The service
 * worker is blocked unless asked for: requests it handled would bypass `page.route`, which
 * journeys use to simulate failures; pwa.e2e.ts exercises the worker itself.
 */
export async function newPage(
  viewport: Viewport = DESKTOP,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  const context = await (
    await launchBrowser()
  ).newContext({
    baseURL: baseURL(),
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    serviceWorkers,
  });
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
  const page = await context.newPage();
  // A server-rendered page shows its controls before React hydrates them; every journey's
  // navigation waits for that, as a person's first tap would (hydration.ts).
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      seen.push(`CSP: ${message.text()}`);
    }
  });
  return page;
}

/** Uncaught exceptions and CSP violations seen on the page so far. */
export function pageProblems(page: Page): string[] {
  return [...(problems.get(page) ?? [])];
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Closes every context and the browser; call from `afterAll`. */
export async function closeBrowser(): Promise<void> {
  await Promise.all([...contexts].map((context) => context.close()));
  await browser?.close();
  browser = undefined;
}

/**
 * The journeys' way to open pages: each one opened is closed after every test, and the test
 * fails if any of them threw or broke the Content-Security-Policy, whatever the journey did;
 * the browser closes after the file. Call once per file, at its top.
 */
export function trackedPages(): (
  viewport?: Viewport,
  options?: Parameters<typeof newPage>[1],
) => Promise<Page> {
  const pages: Page[] = [];
  afterEach(async () => {
    const problems = pages.flatMap((page) => pageProblems(page));
    await Promise.all(pages.splice(0).map((page) => closePage(page)));
    expect(problems).toEqual([]);
  });
  afterAll(closeBrowser);
  return async (viewport, options) => {
    const page = await newPage(viewport, options);
    pages.push(page);
    return page;
  };
}
