import { afterAll, expect, it } from 'vitest';
import { closeBrowser, expectNoSeriousA11yViolations, newPage, pageProblems } from './support/index.ts';
afterAll(closeBrowser);
it('axe helper fails on serious violations', async () => {
  const page = await newPage();
  await page.goto('/');
  await page.setContent('<html lang="pt"><body><main><h1>x</h1><img src="/favicon.svg"><button></button><p style="color:#eee;background:#fff">low</p></main></body></html>');
  const err = await expectNoSeriousA11yViolations(page).then(() => null, (e: Error) => e);
  console.info(err?.message);
  expect(err).toBeTruthy();
});
it('records CSP violations', async () => {
  const page = await newPage();
  await page.goto('/');
  await page.evaluate(() => { const s = document.createElement('script'); s.textContent = 'window.x=1'; document.body.append(s); });
  await page.waitForTimeout(300);
  console.info(pageProblems(page));
  expect(pageProblems(page).length).toBeGreaterThan(0);
});
