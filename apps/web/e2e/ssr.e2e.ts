// Server-rendered pages (issue #27, docs/decisions/026-server-rendered-pages.md): the first answer
// already carries the investor's own figures, a visitor is redirected by the server, and the
// browser takes over without asking again for the data the page was rendered with.
import { describe, expect, it } from 'vitest';
import { auditPage, baseURL, MOBILE, trackedPages } from './support/index.ts';
import { adoptSession, signUpInvestor, type TestInvestor } from './support/auth-helpers.ts';
import { completeOnboarding } from './support/investor-data.ts';

const visit = trackedPages();

const cookieHeader = (investor: TestInvestor) =>
  investor.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** The first answer for `path`, as the browser's navigation gets it (no JavaScript run). */
async function firstAnswer(path: string, investor?: TestInvestor): Promise<Response> {
  return fetch(`${baseURL()}${path}`, {
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      'accept-encoding': 'gzip',
      ...(investor ? { cookie: cookieHeader(investor) } : {}),
    },
  });
}

describe('server-rendered pages', () => {
  it('sends a visitor to sign in from the server, with the page to come back to', async () => {
    for (const path of ['/dashboard', '/carteira?aba=aportes', '/admin/usuarios']) {
      const answer = await firstAnswer(path);
      expect(answer.status, path).toBe(302);
      const location = new URL(answer.headers.get('location') ?? '', baseURL());
      expect(location.searchParams.get('next'), path).toBe(path);
      expect(location.pathname, path).toBe(path.startsWith('/admin') ? '/admin/login' : '/entrar');
    }
  });

  it("answers an investor's pages with their own figures in the first HTML", async () => {
    const investor = await signUpInvestor('Helena Prado');
    await completeOnboarding(investor, { patrimonioCents: 7_345_600 });

    const dashboard = await firstAnswer('/dashboard', investor);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store');
    expect(dashboard.headers.get('content-encoding')).toBe('gzip');
    const html = await dashboard.text();
    expect(html).toContain('<title>Dashboard | AlgoOne</title>');
    expect(html).toContain('Olá, Helena!');
    expect(html).toMatch(/R\$\s73\.456,00/);
    expect(html).toContain('id="algoone-page-state"');
    // The chunks of the page are announced in the head, not discovered one after another.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/rel="modulepreload"[^>]+dashboard-/);

    for (const [path, text] of [
      ['/carteira', 'Minha Carteira'],
      ['/objetivos', 'Objetivos'],
      ['/cashback', 'Cashback'],
      ['/conquistas', 'Conquistas'],
      ['/academia', 'Academia'],
      ['/perfil', 'Moderado'],
      ['/theo', 'Theo'],
    ] as const) {
      const answer = await firstAnswer(path, investor);
      expect(answer.status, path).toBe(200);
      const body = await answer.text();
      expect(body, path).toContain('Helena Prado');
      expect(body, path).toContain(text);
    }

    const missing = await firstAnswer('/pagina-que-nao-existe', investor);
    expect(missing.status).toBe(404);
  });

  it('hydrates without asking again for what the page was rendered with', async () => {
    const investor = await signUpInvestor('Helena Prado');
    await completeOnboarding(investor, { patrimonioCents: 7_345_600 });
    const page = await visit(MOBILE);
    await adoptSession(page, investor.cookies);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/events')) {
        asked.push(url.pathname);
      }
    });

    for (const path of [
      '/dashboard',
      '/carteira',
      '/objetivos',
      '/cashback',
      '/theo',
      '/conta/assinatura',
    ]) {
      asked.length = 0;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydration mismatches and CSP refusals fail the test when the page closes (trackedPages).
      expect(asked, path).toEqual([]);
    }
    await page.goto('/dashboard');
    await page
      .getByText(/R\$\s73\.456,00/)
      .first()
      .waitFor();
    await auditPage(page, 'ssr-dashboard');
  });
});
