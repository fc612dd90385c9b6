// The header's active highlight (docs/product.md §2, landing: the active entry is highlighted for
// Dashboard, Carteira and Cashback). Those pages are for signed-in investors, so the journey signs
// one up through the API first. Every current entry is announced (aria-current="page"); only
// those three are also highlighted.
import { afterAll, describe, expect, it } from 'vitest';
import { adoptSession, signUpInvestor } from './support/auth-helpers.ts';
import { closeBrowser, closePage, newPage, pageProblems } from './support/index.ts';
import { SiteHeader } from './pages/site-chrome.ts';

afterAll(async () => {
  await closeBrowser();
});

// Cashback joins the first list when /cashback arrives with its capability.
const HIGHLIGHTED = [
  { path: '/dashboard', entry: 'Dashboard' },
  { path: '/carteira', entry: 'Carteira' },
];
const CURRENT_NOT_HIGHLIGHTED = [{ path: '/academia', entry: 'Educação' }];

describe('header navigation on the signed-in pages', () => {
  it('marks the current entry, and highlights it for Dashboard and Carteira only', async () => {
    const investor = await signUpInvestor('Helena Prado');
    const page = await newPage();
    await adoptSession(page, investor.cookies);
    const header = new SiteHeader(page);

    const statesAt = async (path: string) => {
      await page.goto(path);
      await header.mainNav.waitFor();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      return header.entryStates(header.mainNav);
    };

    let plain: { fontWeight: number; color: string } | undefined;
    for (const { path, entry } of [...HIGHLIGHTED, ...CURRENT_NOT_HIGHLIGHTED]) {
      const states = await statesAt(path);
      expect(
        states.filter((s) => s.current).map((s) => s.name),
        path,
      ).toEqual([entry]);
      // Every other entry looks the same: the resting style.
      const others = states.filter((s) => s.name !== entry);
      const [resting] = others;
      for (const other of others) {
        expect({ fontWeight: other.fontWeight, color: other.color }, path).toEqual({
          fontWeight: resting?.fontWeight,
          color: resting?.color,
        });
      }
      plain ??= resting && { fontWeight: resting.fontWeight, color: resting.color };

      const current = states.find((s) => s.name === entry);
      const looksHighlighted =
        current !== undefined &&
        (current.fontWeight !== plain?.fontWeight || current.color !== plain?.color);
      const shouldHighlight = HIGHLIGHTED.some((h) => h.path === path);
      expect(looksHighlighted, `${entry} highlighted on ${path}`).toBe(shouldHighlight);
    }

    expect(pageProblems(page)).toEqual([]);
    await closePage(page);
  });
});
