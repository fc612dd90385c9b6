import { createContext, useContext, type ReactNode } from 'react';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '@/components/lazy-toaster';
import { initialPageState } from '@/lib/page-state';
import { createQueryClient } from '@/lib/query-client';

let browserClient: QueryClient | null = null;

/**
 * One client for the life of the page, so the cache survives moving between signed-in areas.
 * A server-rendered page starts it with the queries its markup was rendered from.
 */
function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  browserClient = createQueryClient();
  const state = initialPageState();
  if (state) hydrate(browserClient, state.queries);
  return browserClient;
}

/**
 * On the server, each rendered page brings its own client (app/ssr/render.server.tsx): a shared
 * one would mix different people's data.
 */
export const RequestQueryClientContext = createContext<QueryClient | null>(null);

/**
 * Providers of the signed-in areas (docs/product.md §9 settings; a tooltip brings its own, with
 * its delay). Kept out of the public bundle: the app layout that renders this is itself a lazy
 * route; the toaster comes with the first toast.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const requestClient = useContext(RequestQueryClientContext);
  return (
    <QueryClientProvider client={requestClient ?? browserQueryClient()}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
