import { useParams } from 'react-router';
import { ModulePage } from '@/features/academy/components/module-page';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** /academia/:moduleId: investors only. */
export function Component() {
  const { moduleId = '' } = useParams();
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <ModulePage moduleId={moduleId} />
    </RequireAuth>
  );
}
