import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { PageError, PageStatus } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { usePortfolio } from '../api/get-portfolio';
import { AllocationSection } from './allocation-section';
import { ContributionSimulator } from './contribution-simulator';
import { HistorySection } from './history-section';
import { UnderstandRecommended } from './understand-recommended';

export const PORTFOLIO_LOADING_TEXT = 'Carregando sua carteira...';

/** Scrolls to #simulador, #aportes… once the page's content exists (it loads with the data). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}

/**
 * /carteira ("Minha Carteira"): the current allocation against the target, the net worth
 * history, the aportes (a slot: the contributions feature), the simulator and the explanation
 * of the recommended portfolio. `headerAction` (the B3 import) and `positions` (the securities
 * imported from B3, after the allocation they feed) are slots of the positions feature.
 */
export function PortfolioPage({
  contributions,
  headerAction,
  positions,
}: {
  contributions?: ReactNode;
  headerAction?: ReactNode;
  positions?: ReactNode;
}) {
  useDocumentTitle('Minha Carteira');
  const portfolio = usePortfolio();
  useScrollToHash(portfolio.isSuccess);

  if (portfolio.isPending) return <PageStatus>{PORTFOLIO_LOADING_TEXT}</PageStatus>;
  if (portfolio.isError) {
    return (
      <PageError
        title="Não foi possível carregar sua carteira"
        onRetry={() => void portfolio.refetch()}
      >
        {errorMessage(portfolio.error)}
      </PageError>
    );
  }
  const overview = portfolio.data;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pt-4 pb-20 sm:px-6 lg:px-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Minha Carteira</h1>
        <p className="max-w-2xl text-muted-foreground">
          Sua alocação comparada à carteira recomendada, a evolução do patrimônio, seus aportes e o
          simulador do próximo aporte.
        </p>
        {overview.riskProfile && (
          <Badge variant="secondary">
            <ShieldCheck aria-hidden="true" />
            Perfil {overview.riskProfile}
          </Badge>
        )}
        {headerAction && <div className="pt-1">{headerAction}</div>}
      </header>
      <AllocationSection overview={overview} />
      {positions}
      <HistorySection history={overview.netWorthHistory} />
      {contributions}
      <ContributionSimulator overview={overview} />
      <UnderstandRecommended overview={overview} />
    </div>
  );
}
