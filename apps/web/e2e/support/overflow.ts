// Issue #27's check: nothing on a page is wider than the phone. A page fails when the document
// scrolls sideways or when a visible element ends past the right edge, unless it sits in a frame
// meant to scroll sideways (overflow-x auto/scroll, a frame that itself fits). A data table's
// scroll frame does not count as one: on a phone a table hides columns there, so tables become
// cards instead (docs/product.md; /cashback/extrato shows how).
import type { Page } from 'playwright-core';

/** The phone sizes every page must fit (issue #27). */
export const PHONES = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
] as const;

export interface Overflow {
  /** document.documentElement.scrollWidth at the time. */
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements that stick out (their parent fits), widest first. */
  offenders: string[];
}

/**
 * Scrolls the page to the bottom a screen at a time (so content that waits to be seen renders),
 * then back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (done) break;
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** What sticks out past the right edge of the viewport, or null when the page fits. */
export async function findOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const CONTROLS = 'a,button,input,select,textarea,img,svg,video,canvas,[role="button"]';

    const hasOwnText = (element: Element) =>
      Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    const rightOf = (element: Element) => element.getBoundingClientRect().right;

    /** Why the element may stick out, or null when it is a defect. */
    function excused(element: Element): boolean {
      if (element.closest('[aria-hidden="true"]')) return true;
      for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
        // Visually hidden for screen readers (sr-only): a clipped box of a pixel or less.
        const box = up.getBoundingClientRect();
        const clipped = getComputedStyle(up).overflowX !== 'visible';
        if (clipped && (box.width <= 1 || box.height <= 1)) return true;
      }
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX === 'visible') continue;
        if (rightOf(up) > limit) continue;
        // A frame that fits: a deliberate sideways scroller, or a clip.
        if (overflowX === 'auto' || overflowX === 'scroll') {
          return up.getAttribute('data-slot') !== 'table-container';
        }
        // Clipped by a frame that fits: only a decoration may be cut; cut text or controls are
        // defects (a title cut mid-word, a button half off the card).
        return !hasOwnText(element) && !element.matches(CONTROLS);
      }
      return false;
    }

    const sticking = new Set<Element>();
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.right <= limit) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.position === 'fixed') continue;
      if (excused(element)) continue;
      sticking.add(element);
    }
    const scrollWidth = document.documentElement.scrollWidth;
    if (sticking.size === 0 && scrollWidth <= window.innerWidth) return null;

    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const classes = String(element.getAttribute('class') ?? '').slice(0, 120);
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()} class="${classes}"> "${text}" width ${Math.round(box.width)} px, right edge at ${Math.round(box.right)} px`;
    };
    const outermost = [...sticking]
      .filter((element) => !element.parentElement || !sticking.has(element.parentElement))
      .sort((a, b) => rightOf(b) - rightOf(a));
    return {
      scrollWidth,
      innerWidth: window.innerWidth,
      offenders: outermost.slice(0, 6).map(describe),
    };
  });
}

/** A line per finding, for the journey's failure message. */
export function describeOverflow(where: string, overflow: Overflow): string {
  return [
    `${where}: document ${overflow.scrollWidth} px wide in a ${overflow.innerWidth} px viewport`,
    ...overflow.offenders.map((line) => `    ${line}`),
  ].join('\n');
}
