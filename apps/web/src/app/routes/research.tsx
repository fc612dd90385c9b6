import { RequireAuth } from '@/features/auth/components/require-auth';
import { ResearchPage } from '@/features/research/components/research-page';
import { pageHandle } from '@/app/page-handle';

/** /research: anyone signed in (docs/product.md §1); downloads follow the plan. */
export const handle = pageHandle({ access: { permission: 'researchDownload' } });

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <ResearchPage />
    </RequireAuth>
  );
}
