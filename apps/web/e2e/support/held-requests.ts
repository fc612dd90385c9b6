import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Checks `box` while its save to `url` is held: Space checks it, it turns busy (`aria-disabled`)
 * and keeps the keyboard's focus, and a second Space changes nothing. Then the save goes on and
 * `saved` waits for its outcome on the page; the box is no longer busy.
 */
export async function checkWhileSaveIsHeld(
  page: Page,
  box: Locator,
  url: string,
  saved: () => Promise<unknown>,
): Promise<void> {
  const saving = await holdRequests(page, url);
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => box.getAttribute('aria-disabled')).toBe('true');
  await page.keyboard.press('Space');
  expect(await box.isChecked()).toBe(true);
  expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
  saving.release();
  await saved();
  await saving.stop();
  await expect.poll(() => box.getAttribute('aria-disabled')).toBeNull();
}
