import { RequireAuth } from '@/features/auth/components/require-auth';
import { ResearchPage } from '@/features/research/components/research-page';

/** /research: anyone signed in (docs/product.md §1); downloads follow the plan. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'researchDownload' }}>
      <ResearchPage />
    </RequireAuth>
  );
}
