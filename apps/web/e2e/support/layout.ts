// Layout checks the screenshots alone would leave to the eye.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE } from './browser.ts';

/** The page fits a 375 px phone: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize(MOBILE);
  // The elements that stick out, for the failure message.
  const wide = await page.evaluate((limit) => {
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.right > limit + 0.5 && box.width > 0) {
        out.push(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} → ${Math.round(box.right)}`,
        );
      }
    }
    return out.slice(0, 8);
  }, MOBILE.width);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, wide.join('\n')).toBeLessThanOrEqual(MOBILE.width);
  if (original) await page.setViewportSize(original);
}

/** The narrowest phone we design for. */
const NARROW = { width: 320, height: 640 };

/**
 * Every open dialog fits its own box at 320 px: no word, label or control makes it wider than
 * the screen gives it (a phone would pan it sideways). Dialogs are drawn over the page, so the
 * page-level checks above cannot see them.
 */
export async function expectOpenDialogsFit(page: Page): Promise<void> {
  const selector = '[role="dialog"], [role="alertdialog"]';
  if ((await page.locator(selector).count()) === 0) return;
  const original = page.viewportSize();
  await page.setViewportSize(NARROW);
  const wide = await page.evaluate(
    (dialogs) =>
      Array.from(document.querySelectorAll(dialogs))
        .filter((dialog) => dialog.scrollWidth > dialog.clientWidth)
        .map((dialog) => {
          const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
          return `"${title?.textContent ?? dialog.getAttribute('aria-label') ?? '?'}": ${dialog.scrollWidth} px of content in ${dialog.clientWidth}`;
        }),
    selector,
  );
  expect(wide).toEqual([]);
  if (original) await page.setViewportSize(original);
}
