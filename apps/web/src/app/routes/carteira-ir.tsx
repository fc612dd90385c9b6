import { RequireAuth } from '@/features/auth/components/require-auth';
import { irSummaryQueryOptions } from '@/features/positions/api/get-ir-summary';
import { IrSummaryPage } from '@/features/positions/components/ir-summary-page';
import { pageHandle } from '@/app/page-handle';

/**
 * /carteira/ir ("Resumo para o IR"): investors only. Rendered with the server's default year (the
 * one being declared); a year chosen in the address (?ano=) is fetched by the browser.
 */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) => client.prefetchQuery(irSummaryQueryOptions(null)),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <IrSummaryPage />
    </RequireAuth>
  );
}
