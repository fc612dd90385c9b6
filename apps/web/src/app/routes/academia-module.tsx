import { useParams } from 'react-router';
import { ModulePage } from '@/features/academy/components/module-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { pageHandle } from '@/app/page-handle';

/** /academia/:moduleId: investors only. */
export const handle = pageHandle({ access: { permission: 'investorArea' } });

export function Component() {
  const { moduleId = '' } = useParams();
  return (
    <RequireAuth rule={handle.access}>
      <ModulePage moduleId={moduleId} />
    </RequireAuth>
  );
}
