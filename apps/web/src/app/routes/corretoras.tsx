import { RequireAuth } from '@/features/auth/components/require-auth';
import { BrokersPage } from '@/features/brokers/components/brokers-page';
import { pageHandle } from '@/app/page-handle';

/** /corretoras ("Conectar Corretora"): investors only. */
export const handle = pageHandle({ access: { permission: 'investorArea' } });

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <BrokersPage />
    </RequireAuth>
  );
}
