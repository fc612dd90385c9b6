// Full-page screenshots at the two widths we design for, into test-results/screenshots/ (ignored
// by git). They are for people to look at, not compared pixel by pixel.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './app-server.ts';
import { DESKTOP, MOBILE, type Viewport } from './browser.ts';
import { expectNoSeriousA11yViolations, type A11yOptions } from './a11y.ts';
import { expectOpenDialogsFit } from './layout.ts';

export const SCREENSHOT_DIR = join(repoRoot, 'test-results', 'screenshots');
export const WIDTHS: readonly Viewport[] = [DESKTOP, MOBILE];

const fileName = (name: string, width: number) =>
  `${name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}-${width}.png`;

async function atWidth<T>(page: Page, viewport: Viewport, action: () => Promise<T>): Promise<T> {
  await page.setViewportSize(viewport);
  // Let the responsive layout settle (fonts, lazy chunks) before looking at it.
  await page.waitForLoadState('networkidle');
  return action();
}

/** Takes a full-page screenshot at each width (1280 px and 375 px unless told); returns the paths. */
export async function screenshot(
  page: Page,
  name: string,
  widths: readonly Viewport[] = WIDTHS,
): Promise<string[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const paths: string[] = [];
  for (const viewport of widths) {
    const path = join(SCREENSHOT_DIR, fileName(name, viewport.width));
    await atWidth(page, viewport, () =>
      page.screenshot({ path, fullPage: true, animations: 'disabled' }),
    );
    paths.push(path);
  }
  if (original) await page.setViewportSize(original);
  return paths;
}

/**
 * The check every page gets: at 1280 px and at 375 px, axe finds nothing serious or critical,
 * and a full-page screenshot is taken; an open dialog also fits a 320 px screen.
 */
export async function auditPage(
  page: Page,
  name: string,
  options: A11yOptions = {},
): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of WIDTHS) {
    await atWidth(page, viewport, async () => {
      await expectNoSeriousA11yViolations(page, options);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, fileName(name, viewport.width)),
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
  await expectOpenDialogsFit(page);
  if (original) await page.setViewportSize(original);
}
