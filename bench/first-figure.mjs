// `node bench/first-figure.mjs`: time to the first figure on a phone (issue #27, target 4). A
// furnished investor opens /dashboard in Chromium with an empty cache on the profile —
// 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU slowed 4× — and the time from navigation to
// their net worth ("R$ …" in the Patrimônio card) being on screen is recorded, and then the time
// until the page answers taps (the app hydrated it: <html data-interactive>). Median of
// FIRST_FIGURE_RUNS (default 5), each in a fresh browser context.
//
//   FIRST_FIGURE_PATH=/carteira       another page (its first "R$" figure is waited for)
//   BENCH_SERVER_ENTRY=…/server.mjs   another build (before/after in one sitting)
//   FIRST_FIGURE_NETWORK=shared       the same latency and bandwidth as one link that every
//                                     request shares, as a phone's does (bench/lib/shared-link.mjs),
//                                     instead of DevTools' emulation, which throttles each request
//                                     on its own
import { chromium } from 'playwright-core';
import { furnishInvestor, percentile, signUp } from './lib/clients.mjs';
import { startApp } from './lib/servers.mjs';
import { startSharedLink } from './lib/shared-link.mjs';

const RUNS = Number(process.env.FIRST_FIGURE_RUNS ?? 5);
const PATH = process.env.FIRST_FIGURE_PATH ?? '/dashboard';
const TARGET_MS = 2500;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const SHARED = process.env.FIRST_FIGURE_NETWORK === 'shared';
const app = await startApp();
const link = SHARED
  ? await startSharedLink(app.url, {
      oneWayMs: NETWORK.latency / 2,
      downBytesPerSecond: NETWORK.downloadThroughput,
    })
  : null;
const pageUrl = link?.url ?? app.url;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const investor = await signUp(app.url, 1);
  await furnishInvestor(app.url, investor.headers);
  const cookies = investor.headers.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    // `__Host-` cookies (production) must be Secure with path /; Chromium treats 127.0.0.1
    // as a secure origin.
    const { hostname } = new URL(app.url);
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: hostname,
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    };
  });
  const times = [];
  const interactive = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (!SHARED) await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.goto(pageUrl + PATH, { waitUntil: 'commit' });
    await page
      .getByText(/R\$\s?\d/)
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    times.push(Date.now() - started);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    interactive.push(Date.now() - started);
    await context.close();
  }
  times.sort((a, b) => a - b);
  interactive.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.info(`${PATH}: first figure after ${times.join(' / ')} ms (median ${median} ms)`);
  console.info(
    `${PATH}: interactive after ${interactive.join(' / ')} ms (median ${percentile(interactive, 50)} ms)`,
  );
  console.info(`target ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT met'}`);
} finally {
  await browser.close();
  await link?.close();
  await app.stop();
}
