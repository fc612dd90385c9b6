import { Link } from '@/components/link';
import { PageError, PageStatus } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useCashbackOverview } from '../api/get-cashback-overview';
import { BrokerBreakdown } from './broker-breakdown';
import { CashbackDisclosure } from './cashback-disclosure';
import { CashbackSimulator } from './cashback-simulator';
import { CashbackSummaryCards } from './cashback-summary-cards';
import { CashbackTips } from './cashback-tips';
import { HowCashbackWorks } from './how-cashback-works';
import { MonthlyHistory } from './monthly-history';

export const CASHBACK_LOADING_TEXT = 'Carregando seu cashback...';

/**
 * /cashback, 'Cashback direto na sua conta': the four cards (recorded or estimated, each says
 * which), the simulator with its comparison, how it works, the monthly history, the per-broker
 * breakdown, the disclosure and tips. Every recorded figure comes from the ledger.
 */
export function CashbackPage() {
  useDocumentTitle('Cashback');
  const overview = useCashbackOverview();
  if (overview.isPending) return <PageStatus>{CASHBACK_LOADING_TEXT}</PageStatus>;
  if (overview.isError) {
    return (
      <PageError
        title="Não foi possível carregar seu cashback"
        onRetry={() => void overview.refetch()}
      >
        {errorMessage(overview.error)}
      </PageError>
    );
  }
  const data = overview.data;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Cashback direto na sua conta</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            A remuneração que as corretoras pagam à AlgoOne volta para você. Aqui estão os créditos
            registrados e as estimativas, sempre indicadas como tal.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/cashback/extrato">Ver extrato</Link>
        </Button>
      </header>
      <CashbackSummaryCards data={data} />
      <CashbackSimulator data={data} />
      <HowCashbackWorks />
      <MonthlyHistory data={data} />
      <BrokerBreakdown data={data} />
      <CashbackDisclosure data={data} />
      <CashbackTips />
    </div>
  );
}
