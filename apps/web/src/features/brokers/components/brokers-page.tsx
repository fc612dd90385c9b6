import { useState } from 'react';
import { Link } from '@/components/link';
import { ArrowLeft } from 'lucide-react';
import { PageError, PageStatus } from '@/components/page-status';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useBrokerAccounts } from '../api/get-broker-accounts';
import { useBrokers } from '../api/get-brokers';
import { useBrokerConfirmation } from '../hooks/use-broker-confirmation';
import { splitBrokers } from '../lib/brokers-page';
import { BeforeOpeningAlert } from './before-opening-alert';
import { BrokerCard } from './broker-card';
import { HowOpeningWorks } from './how-opening-works';
import { OtherBrokerForm } from './other-broker-form';

function BrokersHeader() {
  return (
    <header className="grid gap-3">
      <Link
        to="/dashboard"
        className="flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar ao painel
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">Conectar Corretora</h1>
      <p className="max-w-2xl text-muted-foreground">
        Seu dinheiro fica numa conta em seu nome, na corretora que você escolher. O AlgoOne
        recomenda; quem guarda e executa é a corretora.
      </p>
    </header>
  );
}

/**
 * /corretoras ("Conectar Corretora"): how opening an account works, the featured partner
 * brokers with their sign-up pages, the confirmation that completes the journey's Corretora
 * step, and what to have at hand.
 */
export function BrokersPage() {
  useDocumentTitle('Conectar Corretora');
  const brokers = useBrokers();
  const accounts = useBrokerAccounts();
  const confirmation = useBrokerConfirmation();
  const [highlighted, setHighlighted] = useState<string | null>(null);

  if (brokers.isPending || accounts.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 lg:px-8">
        <BrokersHeader />
        <PageStatus>Carregando as corretoras...</PageStatus>
      </div>
    );
  }
  if (brokers.isError || accounts.isError) {
    const error = brokers.error ?? accounts.error;
    return (
      <PageError
        title="Não foi possível carregar as corretoras"
        onRetry={() => {
          void brokers.refetch();
          void accounts.refetch();
        }}
      >
        {errorMessage(error)}
      </PageError>
    );
  }

  const { featured, others } = splitBrokers(brokers.data);
  const accountFor = (id: string) => accounts.data.find((account) => account.brokerId === id);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pt-4 pb-20 sm:px-6 lg:px-8">
      <BrokersHeader />
      <HowOpeningWorks />
      <section aria-labelledby="corretoras-titulo" className="grid gap-4">
        <h2 id="corretoras-titulo" className="text-xl font-semibold">
          Corretoras parceiras
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {featured.map((broker) => (
            <BrokerCard
              key={broker.id}
              broker={broker}
              account={accountFor(broker.id)}
              highlighted={highlighted === broker.id}
              onOpen={() => setHighlighted(broker.id)}
              confirmation={confirmation}
            />
          ))}
        </div>
        {others.length > 0 && (
          <OtherBrokerForm brokers={others} accounts={accounts.data} confirmation={confirmation} />
        )}
      </section>
      <BeforeOpeningAlert />
    </div>
  );
}
