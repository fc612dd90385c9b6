// axe-core on the rendered page: a journey fails on any violation whose impact is serious or
// critical (docs/contributing.md, "Tests"). Minor and moderate findings are left to review.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface A11yOptions {
  /** CSS selectors to leave out of the scan (e.g. a third-party widget). */
  exclude?: string[];
  /** axe rule ids to skip; say why where you use it. */
  disableRules?: string[];
}

const BLOCKING = new Set(['serious', 'critical']);

export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yOptions = {},
): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();

  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;

  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `      - ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(
    `axe found ${blocking.length} serious or critical violation(s) on ${page.url()} ` +
      `(viewport ${page.viewportSize()?.width ?? '?'} px):\n${report}`,
  );
}
