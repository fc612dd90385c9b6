import type { Locator, Page } from 'playwright-core';

/** A toast (sonner) whose text contains `title`. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}
