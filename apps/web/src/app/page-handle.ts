import type { QueryClient } from '@tanstack/react-query';
import type { AccessRule } from '@/features/auth/lib/access';

/**
 * What a route module tells the server renderer (its `handle` export;
 * docs/decisions/026-server-rendered-pages.md):
 * - `access`: the rule its client guard applies, so the server answers a visitor with the
 *   redirect to sign in before rendering anything;
 * - `prefetch`: the queries its first screen reads, resolved on the server so the first HTML
 *   already shows the person's own figures and the browser does not ask for them again.
 */
export interface PageHandle {
  access?: AccessRule;
  /**
   * false: the page's first state lives in the browser (its storage), so the server leaves the
   * page to it (the SPA shell) instead of rendering markup the browser would disagree with.
   */
  serverRender?: false;
  prefetch?: (client: QueryClient, params: Readonly<Record<string, string | undefined>>) => unknown;
}

export function pageHandle<Handle extends PageHandle>(handle: Handle): Handle {
  return handle;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null;
}
