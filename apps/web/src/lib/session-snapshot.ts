import { useSyncExternalStore } from 'react';
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

export function useSessionSnapshot(): SessionSnapshot | null {
  return useSyncExternalStore(subscribe, getSessionSnapshot, getSessionSnapshot);
}
