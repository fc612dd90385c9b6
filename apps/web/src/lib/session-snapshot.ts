import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Role } from '@algoone/contracts';

/**
 * The signed-in person as last seen by the session query, in memory only (never in storage).
 * The public header reads it so that, after moving from a signed-in page to a public one, it
 * shows the person's name instead of "Entrar" — without the public pages loading the data
 * layer or asking the server on every visit.
 */
export interface SessionSnapshot {
  name: string;
  role: Role;
}

let current: SessionSnapshot | null = null;
const listeners = new Set<() => void>();

export function setSessionSnapshot(next: SessionSnapshot | null): void {
  // One server process renders pages for many people at once: a module-level snapshot there
  // would show one person's name in another's header.
  if (import.meta.env.SSR) return;
  if (current?.name === next?.name && current?.role === next?.role) return;
  current = next;
  for (const listener of listeners) listener();
}

export function getSessionSnapshot(): SessionSnapshot | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The snapshot of the page being rendered on the server (app/ssr/render.server.tsx). The browser
 * starts from the same one (main.tsx), so the hydrated header matches the server's.
 */
export const ServerSessionSnapshotContext = createContext<SessionSnapshot | null>(null);

export function useSessionSnapshot(): SessionSnapshot | null {
  const rendered = useContext(ServerSessionSnapshotContext);
  return useSyncExternalStore(
    subscribe,
    getSessionSnapshot,
    import.meta.env.SSR ? () => rendered : getSessionSnapshot,
  );
}
