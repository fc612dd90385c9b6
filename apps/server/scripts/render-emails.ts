// `npx tsx apps/server/scripts/render-emails.ts [--out test-results/emails]`: every email the
// server sends (test/support/email-samples.ts), written as HTML and text, and screenshotted as
// a phone shows it (375 px wide) in light and in dark mode (prefers-color-scheme: dark), with
// Debian's Chromium (docs/contributing.md: never a downloaded browser). Look at the PNGs after
// changing an email or lib/email-template.ts. A 1280 px view of one email shows the desktop
// layout; `--hostile` adds a sample whose names are markup.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { emailSamples } from '../test/support/email-samples.ts';

const { values: flags } = parseArgs({
  options: {
    out: { type: 'string', default: resolve(import.meta.dirname, '../../../test-results/emails') },
    hostile: { type: 'boolean', default: false },
  },
});
const out = resolve(flags.out);
await mkdir(out, { recursive: true });

const samples = [
  ...emailSamples(),
  ...(flags.hostile
    ? emailSamples({ hostile: true }).map((sample) => ({
        ...sample,
        name: `${sample.name}-hostile`,
      }))
    : []),
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  // Emails load nothing from the network: any request would be a defect of the template.
  const shots: [string, { width: number; height: number }, 'light' | 'dark'][] = [
    ['light', { width: 375, height: 700 }, 'light'],
    ['dark', { width: 375, height: 700 }, 'dark'],
  ];
  for (const sample of samples) {
    const html = sample.email.html ?? '';
    await writeFile(join(out, `${sample.name}.html`), html);
    await writeFile(
      join(out, `${sample.name}.txt`),
      `${sample.email.subject}\n\n${sample.email.text}`,
    );
    const views =
      sample.name === 'billing-payment'
        ? [...shots, ['desktop', { width: 1280, height: 800 }, 'light'] as const]
        : shots;
    for (const [suffix, viewport, colorScheme] of views) {
      const context = await browser.newContext({ viewport, colorScheme, javaScriptEnabled: false });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('data:')) requests.push(request.url());
      });
      await page.setContent(html, { waitUntil: 'load' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      await page.screenshot({ path: join(out, `${sample.name}-${suffix}.png`), fullPage: true });
      await context.close();
      const problems = [
        ...(overflow ? ['wider than the screen'] : []),
        ...(requests.length > 0 ? [`loads ${requests.join(', ')}`] : []),
      ];
      console.info(`${sample.name}-${suffix}: ${problems.length ? problems.join('; ') : 'ok'}`);
      if (problems.length) process.exitCode = 1;
    }
  }
} finally {
  await browser.close();
}
console.info(`written to ${out}`);
