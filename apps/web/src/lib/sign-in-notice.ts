import { useSyncExternalStore } from 'react';

/**
 * What the sign-in page tells the first page after signing in: today, that signing in cancelled
 * a pending account deletion (docs/decisions/021-privacy.md). The auth feature writes it, the
 * privacy feature shows it; this is the one place both read. In memory only, like the session
 * snapshot: it is for the page the sign-in leads to, not for a reload or another visit, and the
 * server (which renders pages for many people) never holds one, so the first render of a page
 * is the same on both sides.
 */
export interface SignInNotice {
  deletionCanceled: { requestedAt: string };
  /** The page it is for (a path without query or hash). */
  path: string;
}

let current: SignInNotice | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSignInNotice(): SignInNotice | null {
  return current;
}

export function setSignInNotice(next: SignInNotice | null): void {
  if (import.meta.env.SSR || current === next) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The path of an address inside the app ('/billing?plano=anual' is '/billing'). */
export function pathOfAddress(address: string): string {
  return new URL(address, 'https://algoone.invalid').pathname;
}

/** The notice for `pathname`, or null (none, or it was for another page). */
export function noticeFor(notice: SignInNotice | null, pathname: string): SignInNotice | null {
  return notice && notice.path === pathname ? notice : null;
}

export function useSignInNotice(): SignInNotice | null {
  return useSyncExternalStore(subscribe, getSignInNotice, () => null);
}
