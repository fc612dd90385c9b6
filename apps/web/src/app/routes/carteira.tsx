import { RequireAuth } from '@/features/auth/components/require-auth';
import { ContributionsSection } from '@/features/contributions/components/contributions-section';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';
import { pageHandle } from '@/app/page-handle';
import { firstContributionsQueryOptions } from '@/features/contributions/api/list-contributions';
import { portfolioQueryOptions } from '@/features/portfolio/api/get-portfolio';
import { positionsQueryOptions } from '@/features/positions/api/get-positions';
import { B3PositionsSection } from '@/features/positions/components/b3-positions-section';
import { ImportB3Button } from '@/features/positions/components/import-b3-button';
import { brokerCatalogueQueryOptions } from '@/lib/broker-catalogue';

/**
 * /carteira ("Minha Carteira"): investors only; the aportes come from the contributions feature,
 * the B3 import and the securities it brought from the positions feature.
 */
export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) =>
    Promise.all([
      client.prefetchQuery(portfolioQueryOptions()),
      client.prefetchQuery(brokerCatalogueQueryOptions()),
      client.prefetchQuery(firstContributionsQueryOptions()),
      client.prefetchQuery(positionsQueryOptions()),
    ]),
});

export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <PortfolioPage
        headerAction={<ImportB3Button />}
        positions={<B3PositionsSection />}
        contributions={<ContributionsSection />}
      />
    </RequireAuth>
  );
}
