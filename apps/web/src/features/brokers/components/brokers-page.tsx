import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeft,
  BadgeCheck,
  CircleCheck,
  CircleMinus,
  CirclePlus,
  ExternalLink,
  FileText,
  Gift,
  Landmark,
  LifeBuoy,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import type { TBroker, TBrokerAccount } from '@algoone/contracts';
import { BROKER_ACCOUNT_OPENING_BUSINESS_DAYS } from '@algoone/domain';
import { PageError, PageStatus } from '@/components/page-status';
import { CONTACT_EMAILS } from '@/components/site-nav';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import { useConfirmBroker, useUnconfirmBroker } from '../api/confirm-broker';
import { useBrokerAccounts } from '../api/get-broker-accounts';
import { useBrokers } from '../api/get-brokers';
import {
  HOW_IT_WORKS,
  cashbackRateText,
  formatRating,
  safeSignUpUrl,
  splitBrokers,
} from '../lib/brokers-page';

const CONFIRMED_TOAST = {
  title: 'Conta confirmada',
  description: 'A etapa Corretora da sua jornada está concluída.',
};

function useConfirmation() {
  const confirm = useConfirmBroker();
  const unconfirm = useUnconfirmBroker();
  const onError = (error: unknown) =>
    toastError({ title: 'Não foi possível salvar', description: errorMessage(error) });
  return {
    busyId: confirm.isPending
      ? confirm.variables
      : unconfirm.isPending
        ? unconfirm.variables
        : null,
    confirm: (id: string) =>
      confirm.mutate(id, { onSuccess: () => toastSuccess(CONFIRMED_TOAST), onError }),
    unconfirm: (id: string) =>
      unconfirm.mutate(id, {
        onSuccess: () =>
          toastSuccess({
            title: 'Confirmação desfeita',
            description: 'A conta nesta corretora não conta mais como aberta.',
          }),
        onError,
      }),
  };
}

type Confirmation = ReturnType<typeof useConfirmation>;

function BrokerList({
  title,
  items,
  icon: Icon,
  iconClass,
}: {
  title: string;
  items: readonly string[];
  icon: typeof CirclePlus;
  iconClass: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid gap-1 text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BrokerCard({
  broker,
  account,
  highlighted,
  onOpen,
  confirmation,
}: {
  broker: TBroker;
  account: TBrokerAccount | undefined;
  highlighted: boolean;
  onOpen: () => void;
  confirmation: Confirmation;
}) {
  const url = safeSignUpUrl(broker.createAccountUrl);
  const rating = formatRating(broker.rating);
  const confirmedAt = account?.accountConfirmedAt ?? null;
  const busy = confirmation.busyId === broker.id;
  const titleId = `corretora-${broker.id}-titulo`;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex min-w-0 flex-col transition-shadow',
        highlighted && 'border-primary shadow-md ring-2 ring-primary',
      )}
    >
      <CardHeader className="pb-4 sm:pb-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle id={titleId} className="text-xl">
            {broker.name}
          </CardTitle>
          {confirmedAt ? (
            <Badge>
              <BadgeCheck aria-hidden="true" />
              Conta confirmada
            </Badge>
          ) : (
            highlighted && (
              <Badge variant="secondary">
                <ExternalLink aria-hidden="true" />
                Site aberto
              </Badge>
            )
          )}
        </div>
        <CardDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {rating && (
            <span className="flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span>
                <span className="font-semibold text-foreground">{rating}</span> de 5
              </span>
            </span>
          )}
          {broker.clients && (
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden="true" />
              {broker.clients}
            </span>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        <BrokerList
          title="Benefícios"
          items={broker.features}
          icon={CircleCheck}
          iconClass="text-primary"
        />
        <div className="grid gap-1 rounded-lg bg-secondary/60 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <Gift className="size-4 text-primary" aria-hidden="true" />
            Cashback: {cashbackRateText(broker)} (estimativa)
          </p>
          {broker.cashbackInfo && <p className="text-muted-foreground">{broker.cashbackInfo}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <BrokerList title="Prós" items={broker.pros} icon={CirclePlus} iconClass="text-primary" />
          <BrokerList
            title="Contras"
            items={broker.cons}
            icon={CircleMinus}
            iconClass="text-muted-foreground"
          />
        </div>
        <div className="mt-auto grid gap-2 pt-2">
          {url && (
            <Button
              asChild
              size="lg"
              className="h-auto min-h-12 py-2.5 text-center whitespace-normal"
            >
              <a href={url} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
                Abrir conta na {broker.name}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            </Button>
          )}
          {confirmedAt ? (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-1.5 text-primary">
                <BadgeCheck className="size-4" aria-hidden="true" />
                Confirmada em {formatDate(confirmedAt)}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => confirmation.unconfirm(broker.id)}
              >
                Desfazer confirmação
              </Button>
            </div>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="lg"
              disabled={busy}
              onClick={() => confirmation.confirm(broker.id)}
            >
              <BadgeCheck aria-hidden="true" />
              {busy ? 'Confirmando...' : 'Já abri minha conta'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function OtherBrokerForm({
  brokers,
  accounts,
  confirmation,
}: {
  brokers: readonly TBroker[];
  accounts: readonly TBrokerAccount[];
  confirmation: Confirmation;
}) {
  const [brokerId, setBrokerId] = useState('');
  const confirmed = brokers.filter((broker) =>
    accounts.some((account) => account.brokerId === broker.id && account.accountConfirmedAt),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (brokerId) confirmation.confirm(brokerId);
  };
  return (
    <Card role="region" aria-labelledby="outra-corretora-titulo">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="outra-corretora-titulo" className="text-base">
          Já tem conta em outra corretora parceira?
        </CardTitle>
        <CardDescription>
          Confirme aqui: a recomendação vale para qualquer corretora.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="outra-corretora">Corretora</Label>
            <NativeSelect
              id="outra-corretora"
              value={brokerId}
              onChange={(event) => setBrokerId(event.target.value)}
            >
              <option value="">Selecione a corretora</option>
              {brokers.map((broker) => (
                <option key={broker.id} value={broker.id}>
                  {broker.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            type="submit"
            variant="outline"
            disabled={!brokerId || confirmation.busyId !== null}
          >
            <BadgeCheck aria-hidden="true" />
            Já abri minha conta
          </Button>
        </form>
        {confirmed.length > 0 && (
          <ul className="grid gap-1.5 text-sm">
            {confirmed.map((broker) => (
              <li key={broker.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-1.5">
                  <BadgeCheck className="size-4 text-primary" aria-hidden="true" />
                  {broker.name}: conta confirmada
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => confirmation.unconfirm(broker.id)}
                >
                  Desfazer confirmação
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
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
  const confirmation = useConfirmation();
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const header = (
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

  if (brokers.isPending || accounts.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 lg:px-8">
        {header}
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
      {header}

      <section aria-labelledby="como-funciona-titulo" className="grid gap-4">
        <h2 id="como-funciona-titulo" className="text-xl font-semibold">
          Como funciona
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-xl border bg-card p-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="grid content-start gap-1">
                <h3 className="font-semibold">
                  <span className="sr-only">Passo {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

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

      <Alert variant="info">
        <ShieldCheck aria-hidden="true" />
        <AlertTitle>Antes de abrir sua conta</AlertTitle>
        <AlertDescription>
          <ul className="grid gap-2">
            <li className="flex items-start gap-2">
              <Landmark className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                As corretoras parceiras são reguladas pela CVM (Comissão de Valores Mobiliários) e
                os investimentos elegíveis têm a garantia do FGC (Fundo Garantidor de Créditos),
                dentro dos limites dele.
              </span>
            </li>
            <li className="flex items-start gap-2">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                A abertura da conta leva de {BROKER_ACCOUNT_OPENING_BUSINESS_DAYS.min} a{' '}
                {BROKER_ACCOUNT_OPENING_BUSINESS_DAYS.max} dias úteis.
              </span>
            </li>
            <li className="flex items-start gap-2">
              <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Tenha em mãos: documento de identidade (RG ou CNH), CPF, comprovante de residência e
                comprovante de renda.
              </span>
            </li>
            <li className="flex items-start gap-2">
              <LifeBuoy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Ficou com dúvida no cadastro? Nosso suporte ajuda:{' '}
                <a
                  href={`mailto:${CONTACT_EMAILS.contact}`}
                  className="font-semibold underline underline-offset-2"
                >
                  {CONTACT_EMAILS.contact}
                </a>
                .
              </span>
            </li>
          </ul>
        </AlertDescription>
      </Alert>
    </div>
  );
}
