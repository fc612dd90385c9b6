import type { DehydratedState } from '@tanstack/react-query';
import type { SessionSnapshot } from './session-snapshot';

/**
 * What a server-rendered page hands to the browser (docs/decisions/026-server-rendered-pages.md):
 * the queries its markup was rendered from, so the client starts with the same data (no flash,
 * no second request). It travels as JSON in a non-executable <script type="application/json">,
 * which the Content-Security-Policy allows without a nonce.
 */
export interface PageState {
  queries: DehydratedState;
  /** Who the page was rendered for, as the header shows them (null: a visitor). */
  session: SessionSnapshot | null;
}

export const PAGE_STATE_ELEMENT_ID = 'algoone-page-state';

/** Makes the JSON safe inside <script>: no `</script>`, no `<!--`, no line separators. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let read = false;
let pageState: PageState | null = null;

/** The state the server rendered this page with; null for a page the browser renders alone. */
export function initialPageState(): PageState | null {
  if (read || typeof document === 'undefined') return pageState;
  read = true;
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    pageState = JSON.parse(text) as PageState;
  } catch {
    pageState = null;
  }
  return pageState;
}
