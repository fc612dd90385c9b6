// Journeys through the public pages (issue 2, "Journeys now"), in Chromium against the real
// built server. Each page is also checked with axe and photographed at 1280 px and 375 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  auditPage,
  baseURL,
  expectNoSeriousA11yViolations,
  MOBILE,
  SCREENSHOT_DIR,
  trackedPages,
} from './support/index.ts';
import { NotFoundPage, open, pathOf, PublicPage } from './pages/public-pages.ts';
import {
  FOOTER_MAIL_LINKS,
  FOOTER_PAGE_LINKS,
  GET_STARTED_PATH,
  MAIN_NAV,
  SIGN_IN_PATH,
} from './pages/site-chrome.ts';

// Every page is closed after each test, which fails if a page threw or broke the CSP.
const visit = trackedPages();

/** At `path`, or sent from it to sign in with `next` pointing back at it. */
function reached(url: URL, path: string): boolean {
  return (
    url.pathname === path || (url.pathname === '/entrar' && url.searchParams.get('next') === path)
  );
}

describe('landing page', () => {
  it('has the header navigation, with no entry marked current on the landing page', async () => {
    const page = await visit();
    const landing = new PublicPage(page);
    await open(page, '/');
    const { header } = landing;

    await header.mainNav.waitFor();
    const names = (await header.mainNav.getByRole('link').allInnerTexts()).map((t) => t.trim());
    expect(names).toEqual(MAIN_NAV.map((entry) => entry.name));
    for (const entry of MAIN_NAV) {
      expect(await header.navLink(header.mainNav, entry.name).getAttribute('href')).toBe(
        entry.path,
      );
    }
    expect(await header.currentEntries(header.mainNav)).toEqual([]);
    expect(await header.signIn().getAttribute('href')).toBe(SIGN_IN_PATH);
    expect(await header.getStarted().getAttribute('href')).toBe(GET_STARTED_PATH);
    // The phone menu button is not offered on a wide screen.
    expect(await header.menuButton.isVisible()).toBe(false);
    expect(await landing.breadcrumbs.count()).toBe(0);
    // Hero and the eight sections docs/product.md §2 lists, each a named region.
    expect(await landing.main.getByRole('region').count()).toBeGreaterThanOrEqual(9);
    // Every "Começar Agora" on the page (header, hero, closing call, footer) leads to onboarding.
    const getStartedHrefs = await page
      .getByRole('link', { name: /começar agora/i })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(getStartedHrefs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(getStartedHrefs)).toEqual(new Set([GET_STARTED_PATH]));
    expect(await page.title()).toMatch(/AlgoOne/);

    await auditPage(page, 'landing');
  });

  it('is prerendered: / loads only the phone menu script, no React and no app chunk', async () => {
    const page = await visit();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          bytes: (entry as PerformanceResourceTiming).decodedBodySize,
        })),
    );

    const namedScripts = (html: string) =>
      [
        ...html.matchAll(
          /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
        ),
      ].map((match) => match[1]);
    const landingHtml = await (await fetch(`${baseURL()}/`)).text();
    const spaHtml = await (await fetch(`${baseURL()}/termos`)).text();
    const spaEntry = spaHtml.match(/<script[^>]*\ssrc="([^"]+\.js)"/)?.[1];
    expect(spaEntry, 'index.html names the SPA entry').toBeTruthy();

    expect(scripts.length).toBeGreaterThan(0);
    // Only what the landing page itself names (its entry and module preloads): no lazy chunk,
    // not the SPA's entry, and a few kilobytes at most (React alone is well over 100 KB).
    expect(scripts.map((s) => s.path)).not.toContain(spaEntry);
    for (const script of scripts) expect(namedScripts(landingHtml)).toContain(script.path);
    expect(scripts.reduce((total, s) => total + s.bytes, 0)).toBeLessThan(10 * 1024);
  });

  it('is the markup the SPA renders for its landing route', async () => {
    // Ids from React's useId (the logo's gradient) differ between server and client renders;
    // the root layout's idle navigation bar is not part of the prerendered page.
    const markupOf = (page: Page) =>
      page.locator('#root').evaluate((root) =>
        root.innerHTML
          .replace(/<!--.*?-->/g, '')
          .replace(/_[rR]_[a-z0-9]+_/g, 'id')
          .replace('<div aria-hidden="true" class="hidden"></div>', ''),
      );
    const prerendered = await visit();
    await open(prerendered, '/');
    const spa = await visit();
    await open(spa, '/termos');
    await new PublicPage(spa).header.homeLink.click();
    await spa.waitForURL((url) => url.pathname === '/');
    await spa.getByRole('heading', { level: 1, name: /seu plano de investimentos/i }).waitFor();

    expect(await markupOf(prerendered)).toBe(await markupOf(spa));
    // One <head> too: landing.html takes index.html's at build time (vite.config.ts).
    const headOf = (page: Page) =>
      page
        .locator('head')
        .evaluate((head) =>
          Array.from(head.querySelectorAll('title, meta, link[rel="icon"]'), (e) => e.outerHTML),
        );
    expect(await headOf(prerendered)).toEqual(await headOf(spa));
    expect(await prerendered.title()).toBe(await spa.title());
  });

  it('navigates from the header links, and back home from the logo inside the SPA', async () => {
    const page = await visit();
    const { header } = new PublicPage(page);
    await open(page, '/');

    // The prerendered page has no router: its links load the SPA at their address.
    for (const entry of MAIN_NAV) {
      await header.navLink(header.mainNav, entry.name).click();
      // A signed-in page sends an anonymous visitor to sign in, from the server (ADR 026),
      // remembering the address.
      await page.waitForURL((url) => reached(url, entry.path), { waitUntil: 'commit' });
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await header.mainNav.waitFor();
    }

    // Inside the SPA, the logo leads to its own landing route by client-side routing.
    await open(page, '/termos');
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await header.homeLink.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /seu plano de investimentos/i }).waitFor();
    expect(documentRequests).toEqual([]);
  });
});

// The phone menu is one DOM controller (components/mobile-menu.ts) run by the prerendered
// landing page's own script and by the SPA's header: both get the same journey.
describe('phone menu', () => {
  for (const { path, name } of [
    { path: '/', name: 'landing' },
    { path: '/termos', name: 'termos' },
  ]) {
    it(`opens and closes on ${path} at 375 px`, async () => {
      const page = await visit(MOBILE);
      const { header } = new PublicPage(page);
      await open(page, path);

      await header.menuButton.waitFor();
      expect(await header.mainNav.isVisible()).toBe(false);
      expect(await header.menuExpanded()).toBe(false);
      expect(await header.mobileNav.isVisible()).toBe(false);
      expect(await header.menuIcon()).toBe('menu');

      await header.menuButton.click();
      await header.mobileNav.waitFor();
      expect(await header.menuExpanded()).toBe(true);
      expect(await header.menuIcon()).toBe('x');
      const names = (await header.mobileNav.getByRole('link').allInnerTexts()).map((t) => t.trim());
      expect(names).toEqual([...MAIN_NAV.map((entry) => entry.name), 'Começar Agora', 'Entrar']);
      for (const entry of MAIN_NAV) {
        expect(await header.navLink(header.mobileNav, entry.name).getAttribute('href')).toBe(
          entry.path,
        );
      }
      expect(await header.signIn(header.mobileNav).getAttribute('href')).toBe(SIGN_IN_PATH);
      expect(await header.getStarted(header.mobileNav).getAttribute('href')).toBe(GET_STARTED_PATH);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-menu-open-375.png` });

      await header.menuButton.click();
      await header.mobileNav.waitFor({ state: 'hidden' });
      expect(await header.menuExpanded()).toBe(false);
      expect(await header.menuIcon()).toBe('menu');

      // Escape closes it too, and gives focus back to the button that opened it.
      await header.menuButton.click();
      await header.mobileNav.waitFor();
      await page.keyboard.press('Escape');
      await header.mobileNav.waitFor({ state: 'hidden' });
      expect(await header.menuExpanded()).toBe(false);
      expect(await header.menuButton.evaluate((button) => button === document.activeElement)).toBe(
        true,
      );

      // Following a link of the header closes it: the logo (in the SPA, the header stays on
      // the page while the route changes)…
      await header.menuButton.click();
      await header.mobileNav.waitFor();
      await header.homeLink.click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: /seu plano de investimentos/i }).waitFor();
      expect(await header.menuExpanded()).toBe(false);
      expect(await header.mobileNav.isVisible()).toBe(false);

      // …and choosing an entry goes there.
      await header.menuButton.click();
      await header.navLink(header.mobileNav, 'Consultor').click();
      await page.waitForURL((url) => reached(url, '/theo'));
    });
  }
});

describe('landing page footer', () => {
  it('has the footer links and mail links', async () => {
    const page = await visit();
    const { footer } = new PublicPage(page);
    await open(page, '/');
    await footer.root.waitFor();

    for (const link of FOOTER_PAGE_LINKS) {
      expect(await footer.link(link.name).getAttribute('href')).toBe(link.path);
    }
    for (const mail of Object.values(FOOTER_MAIL_LINKS)) {
      expect(await footer.link(mail.name).getAttribute('href')).toBe(`mailto:${mail.address}`);
    }
    expect((await footer.mailtoHrefs()).sort()).toEqual(
      Object.values(FOOTER_MAIL_LINKS)
        .map((mail) => `mailto:${mail.address}`)
        .sort(),
    );

    await footer.link('Termos de Uso').click();
    await page.waitForURL((url) => url.pathname === '/termos');
    await page.getByRole('heading', { level: 1, name: /termos/i }).waitFor();

    await footer.link('Política de Privacidade').click();
    await page.waitForURL((url) => url.pathname === '/privacidade');
    await page.getByRole('heading', { level: 1, name: /privacidade/i }).waitFor();

    // /research is a signed-in page: an anonymous visitor may be moved on to the sign-in
    // before the address settles, so either end is the link working.
    await footer.link('Multi-Corretoras').click();
    await page.waitForURL((url) => reached(url, '/research'));
  });
});

describe('plans page', () => {
  it('shows a visitor the plans from the landing, and "Assinar" leads through sign-in or the onboarding to the plan chosen', async () => {
    const page = await visit();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await open(page, '/');
    // Issue #30: the landing's "Planos" sent a visitor to sign in.
    await new PublicPage(page).footer.link('Planos').click();
    await page.waitForURL((url) => url.pathname === '/planos');
    await page.getByRole('heading', { level: 1, name: 'Planos AlgoOne' }).waitFor();
    const prices = page.getByRole('region', { name: 'Preços' });
    const monthly = prices.getByRole('article', { name: 'AlgoOne Mensal' });
    const annual = prices.getByRole('article', { name: 'AlgoOne Anual' });
    await monthly.getByText('R$ 49,00').waitFor();
    await monthly.getByText('Cobrado todo mês').waitFor();
    await annual.getByText('R$ 499,00').waitFor();
    await annual.getByText('-15%').waitFor();
    await annual.getByText('Economize R$ 89,00 em relação ao mensal').waitFor();
    await prices
      .getByText(/Garantia de 7 dias: cancele nesse prazo e receba tudo de volta/)
      .waitFor();
    const includes = page.getByRole('region', { name: 'O que todo plano inclui' });
    expect(await includes.getByRole('listitem').allTextContents()).toEqual([
      '3 carteiras curadas',
      'Chat com consultor dedicado',
      'Research exclusivo',
      'Sugestões automáticas de rebalanceamento',
      'Cashback transparente',
      'Academia de investimentos',
    ]);
    await page
      .getByRole('region', { name: 'Libera assim que o pagamento é confirmado' })
      .getByText('Relatórios de research em PDF')
      .waitFor();
    expect(await new PublicPage(page).breadcrumbTrail()).toEqual(['Início', 'Planos']);
    await auditPage(page, 'planos');
    // A public page: it needs no session and asks the API for nothing.
    expect(apiCalls).toEqual([]);

    // A visitor who subscribes signs in first, with the plan kept for afterwards…
    await monthly.getByRole('link', { name: 'Assinar o plano Mensal' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/entrar' && url.searchParams.get('next') === '/billing?plano=mensal',
    );
    await page.getByRole('heading', { name: 'Entrar na sua conta' }).waitFor();
    // …or, without an account, takes the onboarding, which comes back to it at the end.
    await page.getByRole('link', { name: /Descubra seu perfil/ }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/onboarding' && url.searchParams.get('next') === '/billing?plano=mensal',
    );
  });

  it('offers the onboarding and sign-in with the annual plan chosen', async () => {
    const page = await visit(MOBILE);
    await open(page, '/planos');
    const how = page.getByRole('region', { name: 'Como assinar' });
    expect(
      await how.getByRole('link', { name: /Criar conta e assinar/ }).getAttribute('href'),
    ).toBe('/onboarding?next=%2Fbilling%3Fplano%3Danual');
    expect(
      await how.getByRole('link', { name: 'Já tenho conta: entrar' }).getAttribute('href'),
    ).toBe('/entrar?next=%2Fbilling%3Fplano%3Danual');
  });
});

describe('legal pages', () => {
  const legalPages = [
    { path: '/termos', title: 'Termos de Uso', heading: /termos de uso/i, screenshot: 'termos' },
    {
      path: '/privacidade',
      title: 'Política de Privacidade',
      heading: /política de privacidade/i,
      screenshot: 'privacidade',
    },
  ] as const;

  for (const legal of legalPages) {
    it(`${legal.path} shows ${legal.title} with LGPD rights, the DPO contact and the update date`, async () => {
      const page = await visit();
      const view = new PublicPage(page);
      const heading = await open(page, legal.path);
      expect(await heading.innerText()).toMatch(legal.heading);
      expect(await page.title()).toBe(`${legal.title} | AlgoOne`);
      expect(await view.breadcrumbTrail()).toEqual(['Início', legal.title]);
      expect(
        await view.breadcrumbs.getByRole('link', { name: 'Início' }).getAttribute('href'),
      ).toBe('/');

      const text = await view.main.innerText();
      expect(text).toMatch(/LGPD|Lei Geral de Proteção de Dados/);
      expect(text).toMatch(/última atualização/i);
      const updated = await view.main.locator('time[datetime]').first().getAttribute('datetime');
      expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}/);
      const dpo = view.main.getByRole('link', { name: /dpo@algoone\.com\.br/i });
      expect(await dpo.first().getAttribute('href')).toBe('mailto:dpo@algoone.com.br');

      const sections = await view.main.getByRole('heading', { level: 2 }).allInnerTexts();
      expect(sections.length).toBeGreaterThanOrEqual(4);

      await auditPage(page, legal.screenshot);
    });
  }

  it('/privacidade covers rights, cookies, sharing and retention', async () => {
    const page = await visit();
    const view = new PublicPage(page);
    await open(page, '/privacidade');
    const sections = (await view.main.getByRole('heading', { level: 2 }).allInnerTexts()).join(
      '\n',
    );
    expect(sections).toMatch(/direitos/i);
    expect(sections).toMatch(/cookies/i);
    expect(sections).toMatch(/compartilh/i);
    expect(sections).toMatch(/reten|armazenamento|por quanto tempo/i);
  });
});

describe('not-found page', () => {
  it('answers an unknown address with the 404 page and leads back home', async () => {
    const page = await visit();
    await page.goto('/pagina-que-nao-existe');
    const notFound = new NotFoundPage(page);
    await notFound.heading.waitFor();
    expect(await notFound.backHome.getAttribute('href')).toBe('/');
    await auditPage(page, 'not-found');

    await notFound.backHome.click();
    await page.waitForURL((url) => url.pathname === '/');
    await new PublicPage(page).header.banner.waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('also covers nested unknown addresses', async () => {
    const page = await visit(MOBILE);
    await page.goto('/a/b/c?x=1');
    await new NotFoundPage(page).heading.waitFor();
  });
});

describe('response headers of the app', () => {
  function directives(csp: string): Map<string, string[]> {
    const map = new Map<string, string[]>();
    for (const part of csp.split(';')) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name) map.set(name.toLowerCase(), values);
    }
    return map;
  }

  it('sends a strict Content-Security-Policy and the right caching for / and its assets', async () => {
    const response = await fetch(`${baseURL()}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    // The prerendered landing page (ADR 009), precompressed at build time like every asset.
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    expect(html).toContain('id="hero-titulo"');

    const csp = response.headers.get('content-security-policy');
    expect(csp).toBeTruthy();
    const policy = directives(csp ?? '');
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // No inline script in the page itself, so the policy costs the app nothing.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);

    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const asset = html.match(/(?:src|href)="(\/assets\/[^"]+-[\w-]{8,}\.js)"/)?.[1];
    expect(asset, 'the landing page references a hashed script under /assets/').toBeTruthy();
    const assetResponse = await fetch(`${baseURL()}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toMatch(/immutable/);
    expect(assetResponse.headers.get('cache-control')).toMatch(/max-age=\d{7,}/);
  });

  it('serves client routes as pages, uncached', async () => {
    for (const [path, status] of [
      ['/termos', 200],
      ['/privacidade', 200],
      ['/pagina-que-nao-existe', 404],
    ] as const) {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(response.headers.get('cache-control'), path).toMatch(/no-cache|no-store/);
      await response.arrayBuffer();
    }
  });
});
