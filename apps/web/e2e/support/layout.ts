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
