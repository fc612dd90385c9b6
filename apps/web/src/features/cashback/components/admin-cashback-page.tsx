import { Landmark } from 'lucide-react';
import { PageError, PageStatus } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useAdminBrokers } from '../api/list-admin-brokers';
import { BrokerEditor } from './broker-editor';
import { CreditPanel } from './credit-panel';
import { ImportPanel } from './import-panel';
import { TotalsPanel } from './totals-panel';

/** /admin/cashback (admins): import a broker's month, record a credit, monthly totals, catalogue. */
export function AdminCashbackPage() {
  useDocumentTitle('Cashback — painel');
  const brokers = useAdminBrokers();
  if (brokers.isPending) return <PageStatus>Carregando o catálogo...</PageStatus>;
  if (brokers.isError) {
    return (
      <PageError
        title="Não foi possível carregar o catálogo"
        onRetry={() => void brokers.refetch()}
      >
        {errorMessage(brokers.error)}
      </PageError>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Cashback</h1>
        <p className="mt-2 text-muted-foreground">
          Repasses das corretoras aos investidores: extratos, lançamentos, totais e o catálogo de
          taxas. Toda alteração fica no registro de auditoria.
        </p>
      </header>
      <ImportPanel />
      <CreditPanel brokers={brokers.data.brokers} />
      <TotalsPanel />
      <SectionCard
        id="catalogo"
        icon={Landmark}
        title="Catálogo de corretoras e taxas"
        description="Os dados que /corretoras mostra e as taxas de toda estimativa (a página inicial inclusive). Uma nova taxa vale a partir do mês escolhido; os meses anteriores mantêm a sua."
      >
        <div className="grid gap-3">
          {brokers.data.brokers.map((broker) => (
            <BrokerEditor key={broker.id} broker={broker} />
          ))}
        </div>
      </SectionCard>
    </div>
  );
}
