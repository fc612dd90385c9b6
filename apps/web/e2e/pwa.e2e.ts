// Issue #21's installable app, in Chromium against the real built server: the manifest, the
// service worker (the app's hashed files cached, API answers never), Chromium's own
// installability check (what Lighthouse's installability audit asked Chromium), and the
// offline page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { auditPage, baseURL, DESKTOP, trackedPages } from './support/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser.ts';
import { adoptSession, signUpInvestor } from './support/auth-helpers.ts';

const visit = trackedPages();

/** Every URL held in the page's Cache Storage, by cache. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      byCache[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return byCache;
  });
}

describe('the installable app', () => {
  it('has a pt-BR manifest with icons, and Chromium finds it installable', async () => {
    const manifest = await (await fetch(`${baseURL()}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      name: 'AlgoOne — Consultoria de investimentos',
      short_name: 'AlgoOne',
      lang: 'pt-BR',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#0f3d3e',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await fetch(`${baseURL()}${icon.src}`);
      expect(res.headers.get('content-type'), icon.src).toBe('image/png');
    }

    // Chromium never offers to install from an incognito-like context, which is what a
    // journey's context is; this check gets a profile of its own.
    const profile = await mkdtemp(join(tmpdir(), 'algoone-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: baseURL(),
      serviceWorkers: 'allow',
    });
    try {
      const installing = await context.newPage();
      const investor = await signUpInvestor('Ivo Instalável');
      await context.addCookies(
        investor.cookies.map((cookie) => ({ ...cookie, url: baseURL(), httpOnly: true })),
      );
      await installing.goto('/dashboard');
      await installing.getByRole('heading', { level: 1 }).first().waitFor();
      // The worker is registered after load and takes the page over at once.
      await installing.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(installing);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('caches the app’s files as they are used, and never an API answer', async () => {
    const page = await visit(DESKTOP, { serviceWorkers: 'allow' });
    const investor = await signUpInvestor('Ivo Instalável');
    await adoptSession(page, investor.cookies);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect
      .poll(async () => (await cachedUrls(page))['algoone-assets']?.length ?? 0)
      .toBeGreaterThan(10);
    const cached = Object.values(await cachedUrls(page)).flat();
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(cached).toContain('/offline.html');
  });

  it('shows the offline page without a network, and the app again once it is back', async () => {
    const page = await visit(DESKTOP, { serviceWorkers: 'allow' });
    const investor = await signUpInvestor('Olga Offline');
    await adoptSession(page, investor.cookies);
    await page.goto('/conquistas');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await page.goto('/carteira');
    await page.getByRole('heading', { level: 1, name: 'Você está sem conexão' }).waitFor();
    expect(page.url()).toBe(`${baseURL()}/carteira`);
    await auditPage(page, 'pwa-offline');

    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Minha Carteira' }).waitFor();
  });
});
