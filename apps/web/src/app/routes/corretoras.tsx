import { RequireAuth } from '@/features/auth/components/require-auth';
import { BrokersPage } from '@/features/brokers/components/brokers-page';

/** /corretoras ("Conectar Corretora"): investors only. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <BrokersPage />
    </RequireAuth>
  );
}
