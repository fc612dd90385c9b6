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
 * Every open dialog fits a 320 px screen: no word, label or control makes it, or a list that
 * scrolls inside it, wider than the screen gives it (a phone would pan it sideways). Dialogs
 * are drawn over the page, so the page-level checks above cannot see them.
 */
export async function expectOpenDialogsFit(page: Page): Promise<void> {
  const selector = '[role="dialog"], [role="alertdialog"]';
  if ((await page.locator(selector).count()) === 0) return;
  const original = page.viewportSize();
  await page.setViewportSize(NARROW);
  try {
    const wide = await page.evaluate((dialogs) => {
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`;
      const out: string[] = [];
      for (const dialog of Array.from(document.querySelectorAll(dialogs))) {
        const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
        const name = title?.textContent ?? dialog.getAttribute('aria-label') ?? '?';
        for (const element of [dialog, ...Array.from(dialog.querySelectorAll('*'))]) {
          const box = element.getBoundingClientRect();
          if (box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)) {
            out.push(
              `"${name}": ${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
            );
          }
          // Text that runs past its box is no element of its own: it shows as the width of
          // the nearest box that scrolls (the dialog itself, or a list inside it).
          const { overflowX } = getComputedStyle(element);
          if (/auto|scroll/.test(overflowX) && element.scrollWidth > element.clientWidth + 1) {
            out.push(
              `"${name}": ${describe(element)} holds ${element.scrollWidth} px in ${element.clientWidth}`,
            );
          }
        }
      }
      return out.slice(0, 8);
    }, selector);
    expect(wide).toEqual([]);
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
