import type { Page } from 'playwright-core';

export interface HeldRequests {
  /** How many requests matched so far. */
  readonly count: number;
  /** Lets every held request, and any later one, go on to the server. */
  release(): void;
  /** Stops matching (after `release`). */
  stop(): Promise<void>;
}

/**
 * Holds the requests to `url` (a Playwright glob) until `release`, to look at a page while the
 * server "has" them: a busy button or box, a dialog that cannot be dismissed.
 */
export async function holdRequests(page: Page, url: string): Promise<HeldRequests> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await held;
    await route.continue();
  });
  return {
    get count() {
      return count;
    },
    release,
    stop: () => page.unroute(url),
  };
}
