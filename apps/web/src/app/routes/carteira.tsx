import { RequireAuth } from '@/features/auth/components/require-auth';
import { ContributionsSection } from '@/features/contributions/components/contributions-section';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';

/** /carteira ("Minha Carteira"): investors only; the aportes come from the contributions feature. */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <PortfolioPage contributions={<ContributionsSection />} />
    </RequireAuth>
  );
}
