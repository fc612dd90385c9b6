import { RequireAuth } from '@/features/auth/components/require-auth';
import { ContributionsSection } from '@/features/contributions/components/contributions-section';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';
import { pageHandle } from '@/app/page-handle';
import { firstContributionsQueryOptions } from '@/features/contributions/api/list-contributions';
import { portfolioQueryOptions } from '@/features/portfolio/api/get-portfolio';
import { brokerCatalogueQueryOptions } from '@/lib/broker-catalogue';

/** /carteira ("Minha Carteira"): investors only; the aportes come from the contributions feature. */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) =>
    Promise.all([
      client.prefetchQuery(portfolioQueryOptions()),
      client.prefetchQuery(brokerCatalogueQueryOptions()),
      client.prefetchQuery(firstContributionsQueryOptions()),
    ]),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <PortfolioPage contributions={<ContributionsSection />} />
    </RequireAuth>
  );
}
