import { RequireAuth } from '@/features/auth/components/require-auth';
import { proventosQueryOptions } from '@/features/positions/api/get-proventos';
import { ProventosPage } from '@/features/positions/components/proventos-page';
import { pageHandle } from '@/app/page-handle';

/**
 * /carteira/proventos: investors only. Rendered with the server's default year (the latest with
 * proventos); a year chosen in the address (?ano=) is fetched by the browser.
 */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) => client.prefetchQuery(proventosQueryOptions(null)),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <ProventosPage />
    </RequireAuth>
  );
}
