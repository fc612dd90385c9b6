import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'algoone:scroll';

/**
 * Scroll positions by history entry, kept across reloads of the tab. The first entry of every
 * document the tab opened has the key "default", so the address is part of the name.
 */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        )
      : [];
  } catch {
    // Storage off (private mode, a policy) or a damaged value: nothing to restore.
    return [];
  }
}

function entryOf(location: { key: string; pathname: string }): string {
  return `${location.key} ${location.pathname}`;
}

/** This document was reloaded or returned to (back/forward), not opened anew. */
function documentRevisited(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scroll as people expect of pages: a new page opens at its top (or at its #anchor), going back
 * or forward returns to where the person was, and a change of the same page's query (a filter, a
 * year, the chat opening) leaves the scroll alone. Positions are remembered per history entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = useRef(entryOf(location));
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // Saved on every scroll (passive, cheap): by the time a navigation commits, the new page's
    // height may already have clamped the old position.
    const remember = () => positions.set(entry.current, window.scrollY);
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
      } catch {
        // Storage off or full: positions then last as long as the page.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = entryOf(location);
    const firstPage = shownPath.current === null;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const saved = positions.get(entry.current);
    // The page the tab opened on is already where the browser put it. Scrolling would force a
    // layout of the whole page in the middle of hydration (Lighthouse counted 100+ ms of
    // blocking time for it on /dashboard), so only a reload's or a return's saved position is
    // restored.
    if (firstPage && (saved === undefined || !documentRevisited())) return;
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(anchorOf(location.hash))?.scrollIntoView();
    } else if (!samePage) {
      window.scrollTo(0, 0);
    }
  }, [location, navigationType]);

  return null;
}
