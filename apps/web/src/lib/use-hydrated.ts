import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's markup and while the browser hydrates it, true from the next render on.
 * For what must not be part of the server's page but may appear right after: React renders the
 * server's value during hydration, so the markup matches, then re-renders with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
