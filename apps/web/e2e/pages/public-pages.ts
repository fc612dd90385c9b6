// Page models of the public pages: how to open each one and what identifies it.
import type { Locator, Page } from 'playwright-core';
import { SiteFooter, SiteHeader } from './site-chrome.ts';

/** Opens `path` and waits until the SPA has rendered the page's main heading. */
export async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.first().waitFor();
  return heading;
}

/** The path part of the page's current address. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export class PublicPage {
  readonly header: SiteHeader;
  readonly footer: SiteFooter;
  readonly main: Locator;
  readonly breadcrumbs: Locator;

  constructor(readonly page: Page) {
    this.header = new SiteHeader(page);
    this.footer = new SiteFooter(page);
    this.main = page.getByRole('main');
    this.breadcrumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The breadcrumb trail as the visitor reads it, e.g. ["Início", "Termos de Uso"]. */
  async breadcrumbTrail(): Promise<string[]> {
    return (await this.breadcrumbs.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
  }
}

export class NotFoundPage {
  readonly heading: Locator;
  readonly backHome: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Oops! Page not found' });
    this.backHome = page.getByRole('link', { name: 'Voltar ao Início' });
  }
}
