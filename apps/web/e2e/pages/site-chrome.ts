// Page models of what every public page shares: the header (with its phone menu) and the footer.
// Locators go through roles and accessible names, as a screen-reader user would find things.
import type { Locator, Page } from 'playwright-core';

/** Main navigation entries, in order (docs/product.md §2 "Landing page"). */
export const MAIN_NAV = [
  { name: 'Dashboard', path: '/dashboard' },
  { name: 'Carteira', path: '/carteira' },
  { name: 'Cashback', path: '/cashback' },
  { name: 'Educação', path: '/academia' },
  { name: 'Consultor', path: '/theo' },
] as const;

// Investors sign in at /entrar (docs/product.md §10); staff reach /admin/login from there (#4).
export const SIGN_IN_PATH = '/entrar';
export const GET_STARTED_PATH = '/onboarding';

export class SiteHeader {
  readonly banner: Locator;
  /** The navigation shown from 768 px up. */
  readonly mainNav: Locator;
  /** The disclosure button shown on phones. */
  readonly menuButton: Locator;
  /** The navigation inside the phone menu (hidden while closed). */
  readonly mobileNav: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.mainNav = this.banner.getByRole('navigation', { name: 'Navegação principal' });
    this.menuButton = this.banner.getByRole('button', { name: 'Menu' });
    this.mobileNav = this.banner.getByRole('navigation', { name: 'Menu principal' });
    this.homeLink = this.banner.getByRole('link', { name: /página inicial/i });
  }

  navLink(scope: Locator, name: string): Locator {
    return scope.getByRole('link', { name, exact: true });
  }

  /** "Entrar" and "Começar Agora" in the given part of the header. */
  signIn(scope: Locator = this.banner): Locator {
    return scope.getByRole('link', { name: 'Entrar', exact: true });
  }

  getStarted(scope: Locator = this.banner): Locator {
    return scope.getByRole('link', { name: 'Começar Agora', exact: true });
  }

  /** Names of the nav links marked as the current page (aria-current="page"). */
  async currentEntries(scope: Locator): Promise<string[]> {
    const current = scope.locator('a[aria-current="page"]');
    return (await current.allInnerTexts()).map((text) => text.trim());
  }

  /** How each entry of a navigation looks: current or not, and the styles that show it. */
  async entryStates(
    scope: Locator,
  ): Promise<{ name: string; current: boolean; fontWeight: number; color: string }[]> {
    return scope.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const style = getComputedStyle(link);
        return {
          name: (link.textContent ?? '').trim(),
          current: link.getAttribute('aria-current') === 'page',
          fontWeight: Number(style.fontWeight),
          color: style.color,
        };
      }),
    );
  }

  async menuExpanded(): Promise<boolean> {
    return (await this.menuButton.getAttribute('aria-expanded')) === 'true';
  }

  /** Which icon the phone menu button shows: lucide's Menu (☰) or X. */
  async menuIcon(): Promise<'menu' | 'x' | 'none' | 'both'> {
    const visible = await this.menuButton
      .locator('svg')
      .evaluateAll((icons) =>
        icons
          .filter((icon) => getComputedStyle(icon).display !== 'none')
          .map((icon) => icon.getAttribute('class') ?? ''),
      );
    if (visible.length > 1) return 'both';
    if (visible[0]?.includes('lucide-menu')) return 'menu';
    if (visible[0]?.includes('lucide-x')) return 'x';
    return 'none';
  }
}

/** The mail links of the footer, by purpose: accessible name and address. */
export const FOOTER_MAIL_LINKS = {
  careers: { name: /trabalhe conosco/i, address: 'carreiras@algoone.com.br' },
  press: { name: /imprensa/i, address: 'imprensa@algoone.com.br' },
  contact: { name: /fale conosco/i, address: 'contato@algoone.com.br' },
  dataProtection: { name: /proteção de dados/i, address: 'dpo@algoone.com.br' },
  ombudsman: { name: /ouvidoria/i, address: 'ouvidoria@algoone.com.br' },
} as const;

export const FOOTER_PAGE_LINKS = [
  { name: 'Multi-Corretoras', path: '/research' },
  { name: 'Planos', path: '/planos' },
  { name: 'Termos de Uso', path: '/termos' },
  { name: 'Política de Privacidade', path: '/privacidade' },
] as const;

export class SiteFooter {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('contentinfo');
  }

  link(name: string | RegExp): Locator {
    return this.root.getByRole('link', { name, exact: typeof name === 'string' });
  }

  async mailtoHrefs(): Promise<string[]> {
    return this.root
      .locator('a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }
}
