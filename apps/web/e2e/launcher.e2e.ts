// Journey of issue #27: the dedicated consultant's launcher ("Seu consultor") never covers
// anything. On every investor page (the signed-in routes of src/app/route-tree.ts outside /admin),
// at 375×812 and 1280×900, the page is scrolled through in steps; at each step the launcher must
// be on screen (one tap away) and, with the launcher hidden, what a grid of points over its box
// shows must be the launcher's own surroundings (the header), never a button, link, field or
// text of the page. The launcher used to float in a corner and covered Theo's send button, the
// investor's messages, badges and text.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTree, type RouteNode } from '../src/app/route-tree.ts';
import { MOBILE, SCREENSHOT_DIR, trackedPages, type Viewport } from './support/index.ts';
import { adoptSession, signUpInvestor, type TestInvestor } from './support/auth-helpers.ts';
import { waitForReact } from './support/hydration.ts';
import { apiAs, completeOnboarding } from './support/investor-data.ts';

const visit = trackedPages();

const SCREENS: readonly Viewport[] = [MOBILE, { width: 1280, height: 900 }];
const LAUNCHER = '[data-testid="chat-launcher"]';

/**
 * The investor pages: the children of the signed-in layout in the route table, so a page added
 * later is checked too.
 */
function investorRoutes(): string[] {
  const find = (nodes: readonly RouteNode[]): RouteNode | undefined =>
    nodes.find((n) => n.module === 'layouts/signed-in-layout') ??
    nodes.map((n) => find(n.children ?? [])).find(Boolean);
  const paths = (find(routeTree)?.children ?? []).map((node) => `/${node.path ?? ''}`);
  expect(paths.length).toBeGreaterThan(10);
  return paths;
}

/** Real values for the routes' parameters. */
function resolve(path: string, ids: { checkout: string }): string {
  const values: Record<string, string> = {
    moduleId: 'reserva-de-emergencia',
    lessonId: 'onde-guardar',
    id: ids.checkout,
  };
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`launcher.e2e.ts: no value for :${name} in ${path}`);
    return value;
  });
}

/** The first heading, then the page's data: nothing left loading. */
async function settle(page: Page): Promise<void> {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => !/Carregando/.test(document.querySelector('main')?.textContent ?? ''),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

interface Step {
  scrollY: number;
  /** The launcher is not entirely on screen. */
  offScreen: boolean;
  /** What the launcher covers, named. */
  covered: string[];
}

/**
 * Scrolls from top to bottom by half a screen; at each stop hides the launcher and asks what is
 * under a 6×4 grid of points over its box. Its ancestors (the header) are fine; anything else
 * that is interactive, or text under the point, is covered.
 */
async function scrollAndProbe(page: Page): Promise<Step[]> {
  return page.evaluate(async (selector) => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    const INTERACTIVE =
      'button, a[href], input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [role="tab"]';
    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLElement ? element.innerText : element.textContent) ??
        '';
      return `<${element.tagName.toLowerCase()}> "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    };
    const textUnder = (element: Element, x: number, y: number) => {
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
        }
      }
      return false;
    };
    const steps: Step[] = [];
    let y = 0;
    for (;;) {
      window.scrollTo(0, y);
      await frame();
      await frame();
      const launcher = document.querySelector<HTMLElement>(selector);
      if (!launcher) throw new Error('no launcher on the page');
      const box = launcher.getBoundingClientRect();
      const covered = new Set<string>();
      const previous = launcher.style.visibility;
      launcher.style.visibility = 'hidden';
      for (let i = 0; i < 6; i++) {
        for (let j = 0; j < 4; j++) {
          const px = box.left + 1 + ((box.width - 2) * i) / 5;
          const py = box.top + 1 + ((box.height - 2) * j) / 3;
          const under = document.elementFromPoint(px, py);
          if (!under || under.contains(launcher)) continue;
          const control = under.closest(INTERACTIVE);
          if (control && !control.contains(launcher)) covered.add(name(control));
          else if (textUnder(under, px, py)) covered.add(name(under));
        }
      }
      launcher.style.visibility = previous;
      steps.push({
        scrollY: Math.round(window.scrollY),
        offScreen:
          box.top < 0 ||
          box.left < 0 ||
          box.bottom > window.innerHeight ||
          box.right > window.innerWidth ||
          box.width === 0,
        covered: [...covered],
      });
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (y >= bottom) break;
      y = Math.min(bottom, y + Math.round(window.innerHeight / 2));
    }
    window.scrollTo(0, 0);
    return steps;
  }, LAUNCHER);
}

describe('the consultant launcher covers nothing', () => {
  let investor: TestInvestor;
  const ids = { checkout: '' };

  beforeAll(async () => {
    investor = await signUpInvestor('Beatriz Fontes');
    await completeOnboarding(investor, { patrimonioCents: 8_000_000, brokerIds: ['xp'] });
    const checkout = await apiAs<{ subscriptionId: string }>(
      investor,
      'POST',
      '/api/billing/checkout',
      { plan: 'annual', idempotencyKey: crypto.randomUUID() },
    );
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
    ids.checkout = checkout.json.subscriptionId;
  }, 60_000);

  it.each(investorRoutes())(
    '%s',
    async (route) => {
      const path = resolve(route, ids);
      const page = await visit(SCREENS[0]);
      await adoptSession(page, investor.cookies);
      const failures: string[] = [];
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await page.goto(path);
        await settle(page);
        const launcher = page.getByRole('button', { name: /Falar com seu consultor/ });
        await launcher.waitFor();
        expect(await launcher.getAttribute('data-testid')).toBe('chat-launcher');
        for (const step of await scrollAndProbe(page)) {
          const where = `${path} at ${screen.width}×${screen.height}, scrolled to ${step.scrollY}`;
          if (step.offScreen) failures.push(`${where}: the launcher is off screen`);
          for (const element of step.covered) failures.push(`${where}: covers ${element}`);
        }
      }
      expect(failures.join('\n')).toBe('');
    },
    90_000,
  );

  it('opens the chat below the header, within the screen', async () => {
    const page = await visit(MOBILE);
    await adoptSession(page, investor.cookies);
    await page.goto('/dashboard');
    await settle(page);
    await waitForReact(page);
    // Its name says what it does: "Falar com seu consultor", then "Fechar chat com o consultor".
    const launcher = page.getByTestId('chat-launcher');
    await page.getByRole('button', { name: /Falar com seu consultor/ }).click();
    const panel = page.locator('#chat-consultor');
    // The loaded panel, not its loading frame (role="status"), which it replaces: measured in
    // between, the frame could be gone and the box null.
    await page.locator('#chat-consultor:not([role="status"])').waitFor();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await launcher.getAttribute('aria-label')).toBe('Fechar chat com o consultor');
    // The panel drops below the header and fits the screen.
    const header = await page.locator('header').first().boundingBox();
    const box = await panel.boundingBox();
    expect(box && header && box.y >= header.y + header.height).toBe(true);
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    for (const screen of [{ width: 320, height: 640 }, MOBILE, { width: 1280, height: 900 }]) {
      await page.setViewportSize(screen);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Her plan is not paid yet: the panel offers the plans. It is as narrow on a desktop as
      // on a phone, so the card stays stacked there too, its button under the text.
      const offer = await panel.getByText(/incluído nos planos/).boundingBox();
      const button = await panel.getByRole('link', { name: 'Ver planos' }).boundingBox();
      expect(offer && button && button.y >= offer.y + offer.height).toBe(true);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `launcher-aberto-${screen.width}.png`),
      });
    }
    await panel.getByRole('button', { name: 'Fechar chat', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    expect(await launcher.getAttribute('aria-label')).toMatch(/^Falar com seu consultor/);
    for (const screen of [{ width: 320, height: 640 }, MOBILE, { width: 1280, height: 900 }]) {
      await page.setViewportSize(screen);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `launcher-dashboard-${screen.width}.png`),
        fullPage: true,
      });
    }
  });
});
