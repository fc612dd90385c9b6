import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  CalendarClock,
  History,
  Lightbulb,
  MessageCircle,
  PiggyBank,
  Scale,
  TrendingUp,
  UserRound,
  Wallet,
} from 'lucide-react';
import type { TCashbackOverview } from '@algoone/contracts';
import { formatCentsAmount } from '@algoone/domain';
import { PageError, PageStatus } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL, formatDate } from '@/lib/format';
import { STACKED_TABLE } from '@/lib/stacked-table';
import { cn } from '@/lib/utils';
import { useCashbackOverview } from '../api/get-cashback-overview';
import {
  formatMonth,
  formatMonthLong,
  formatRateBps,
  readNetWorth,
  simulate,
} from '../lib/cashback-text';
import HistoryChart from './history-chart';

export const CASHBACK_LOADING_TEXT = 'Carregando seu cashback...';

function Kind({ recorded }: { recorded: boolean }) {
  return recorded ? (
    <Badge variant="secondary">Registrado</Badge>
  ) : (
    <Badge variant="warning">Estimativa</Badge>
  );
}

function SummaryCards({ data }: { data: TCashbackOverview }) {
  const { cards } = data;
  const items = [
    {
      id: 'card-acumulado',
      title: 'Acumulado',
      icon: PiggyBank,
      recorded: true,
      value: formatBRL(cards.accumulatedCents),
      note: 'Soma dos créditos, menos estornos.',
    },
    {
      id: 'card-ultimo',
      title: 'Último crédito',
      icon: BadgeCheck,
      recorded: true,
      value: cards.lastCredit ? formatBRL(cards.lastCredit.amountCents) : '—',
      note: cards.lastCredit
        ? `${cards.lastCredit.brokerName}, ${formatMonthLong(cards.lastCredit.referenceMonth)}; creditado em ${formatDate(cards.lastCredit.creditedAt)}.`
        : 'Nenhum crédito registrado ainda.',
    },
    {
      id: 'card-mes',
      title: 'Estimativa deste mês',
      icon: CalendarClock,
      recorded: false,
      value: cards.monthEstimate ? formatBRL(cards.monthEstimate.monthlyCents) : '—',
      note: cards.monthEstimate
        ? `${cards.monthEstimate.brokerName} a ${formatRateBps(cards.monthEstimate.annualBps)} ao ano sobre ${formatBRL(cards.monthEstimate.netWorthCents)}.${cards.monthEstimate.forecastCents > 0 ? ` A corretora já informou ${formatBRL(cards.monthEstimate.forecastCents)} previstos.` : ''}`
        : 'Informe seu patrimônio na carteira para estimarmos.',
    },
    {
      id: 'card-projecao',
      title: 'Projeção anual',
      icon: TrendingUp,
      recorded: false,
      value: cards.annualProjectionCents === null ? '—' : formatBRL(cards.annualProjectionCents),
      note: 'Próximos 12 meses, pela taxa em vigor e o patrimônio de hoje.',
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Resumo do cashback">
      {items.map((item) => (
        <li key={item.id}>
          <section
            aria-labelledby={item.id}
            className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-xs"
          >
            <div className="flex items-center justify-between gap-2">
              <h2
                id={item.id}
                className="flex items-center gap-2 text-sm font-medium text-muted-foreground"
              >
                <item.icon className="size-4 text-primary" aria-hidden="true" />
                {item.title}
              </h2>
              <Kind recorded={item.recorded} />
            </div>
            <p className="text-2xl font-bold tracking-tight tabular-nums">{item.value}</p>
            <p className="text-xs text-muted-foreground">{item.note}</p>
          </section>
        </li>
      ))}
    </ul>
  );
}

function Simulator({ data }: { data: TCashbackOverview }) {
  const id = useId();
  const brokers = data.simulator.brokers;
  const [text, setText] = useState(formatCentsAmount(data.simulator.defaultNetWorthCents));
  const [brokerId, setBrokerId] = useState(brokers[0]?.id ?? '');
  const [comparing, setComparing] = useState(false);
  const reading = readNetWorth(text);
  const broker = brokers.find((b) => b.id === brokerId) ?? brokers[0];
  const result = 'cents' in reading && broker ? simulate(reading.cents, broker.annualBps) : null;
  const best = Math.max(...brokers.map((b) => b.annualBps), 1);

  return (
    <SectionCard
      id="simulador"
      icon={Scale}
      title="Simulador de cashback"
      description="Quanto você receberia por ano e por mês, pelas taxas em vigor do nosso catálogo. É uma estimativa."
      action={
        <Button
          type="button"
          variant="outline"
          aria-expanded={comparing}
          aria-controls={`${id}-comparacao`}
          onClick={() => setComparing((open) => !open)}
        >
          {comparing ? 'Ocultar' : 'Comparar'} corretoras
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-patrimonio`}>Patrimônio investido (R$)</Label>
          <Input
            id={`${id}-patrimonio`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={'error' in reading ? true : undefined}
            aria-describedby={'error' in reading ? `${id}-patrimonio-erro` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {'error' in reading && (
            <p id={`${id}-patrimonio-erro`} className="text-sm font-medium text-destructive">
              {reading.error}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-corretora`}>Corretora</Label>
          <NativeSelect
            id={`${id}-corretora`}
            value={broker?.id ?? ''}
            onChange={(event) => setBrokerId(event.target.value)}
          >
            {brokers.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {result && broker && (
        <dl
          className="mt-5 grid gap-4 rounded-xl bg-secondary/60 p-4 sm:grid-cols-3"
          aria-live="polite"
        >
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Taxa ao ano</dt>
            <dd className="text-xl font-bold tabular-nums">{formatRateBps(broker.annualBps)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Por mês (estimativa)</dt>
            <dd className="text-xl font-bold tabular-nums">{formatBRL(result.monthlyCents)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Por ano (estimativa)</dt>
            <dd className="text-xl font-bold tabular-nums">{formatBRL(result.annualCents)}</dd>
          </div>
        </dl>
      )}
      <div id={`${id}-comparacao`} hidden={!comparing} className="mt-5">
        <h3 className="text-sm font-semibold">
          Comparação com {'cents' in reading ? formatBRL(reading.cents) : 'o patrimônio informado'}
        </h3>
        <ul className="mt-3 grid gap-3">
          {brokers.map((b) => {
            const row = 'cents' in reading ? simulate(reading.cents, b.annualBps) : null;
            return (
              <li key={b.id} className="grid gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{b.name}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {formatRateBps(b.annualBps)} a.a. ·{' '}
                    <span className="font-semibold text-foreground">
                      {row ? `${formatBRL(row.annualCents)}/ano` : '—'}
                    </span>
                  </span>
                </div>
                <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${(b.annualBps / best) * 100}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </SectionCard>
  );
}

const STEPS = [
  {
    icon: UserRound,
    title: 'Você investe',
    text: 'Na corretora parceira que escolher, seguindo o seu plano.',
  },
  {
    icon: Building2,
    title: 'Nós recebemos',
    text: 'A corretora paga à AlgoOne uma parte do que ganha com a sua conta (rebate).',
  },
  {
    icon: Wallet,
    title: 'Você recebe',
    text: 'Repassamos a você essa remuneração, todo mês, e registramos cada crédito no seu extrato.',
  },
];

function HowItWorks() {
  return (
    <SectionCard id="como-funciona" icon={Lightbulb} title="Como funciona">
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex items-start gap-3 rounded-xl border p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <step.icon className="size-4" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

function MonthlyHistory({ data }: { data: TCashbackOverview }) {
  const rows = data.history;
  return (
    <SectionCard
      id="historico"
      icon={History}
      title="Histórico mensal"
      description="Créditos registrados por mês de referência, descontados os estornos."
      action={
        <Button asChild variant="outline">
          <Link to="/cashback/extrato">
            Ver histórico completo
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Ainda não há créditos registrados. Quando a corretora pagar o primeiro repasse, ele
          aparece aqui.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <figure aria-label="Gráfico de barras do cashback creditado por mês" className="min-w-0">
            <HistoryChart rows={rows} />
          </figure>
          <ul className="divide-y rounded-xl border" aria-label="Créditos por mês">
            {[...rows].reverse().map((row) => (
              <li
                key={row.month}
                className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm"
              >
                <span>{formatMonth(row.month)}</span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold tabular-nums">{formatBRL(row.amountCents)}</span>
                  <Badge variant="secondary">Creditado</Badge>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}

function Breakdown({ data }: { data: TCashbackOverview }) {
  if (data.breakdown.length === 0) return null;
  return (
    <SectionCard
      id="por-corretora"
      icon={Building2}
      title="Por corretora"
      description="Quanto do seu cashback veio de cada corretora (registrado)."
    >
      <ul className="grid gap-4">
        {data.breakdown.map((row) => (
          <li key={row.brokerId} className="grid gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">
                {row.brokerName}
                {row.annualBps !== null && (
                  <span className="ml-2 text-muted-foreground">
                    {formatRateBps(row.annualBps)} a.a.
                  </span>
                )}
              </span>
              <span className="tabular-nums">
                <span className="font-semibold">{formatBRL(row.amountCents)}</span>{' '}
                <span className="text-muted-foreground">
                  ({row.sharePercent.toLocaleString('pt-BR')}% do total)
                </span>
              </span>
            </div>
            <div className="h-2.5 rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-2.5 rounded-full bg-chart-2"
                style={{ width: `${Math.min(100, row.sharePercent)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function Disclosure({ data }: { data: TCashbackOverview }) {
  return (
    <SectionCard
      id="transparencia"
      icon={BadgeCheck}
      title="Transparência (Resolução CVM nº 19/2021)"
      description="O que cada corretora pagou à AlgoOne pela sua conta e quanto chegou até você. Você não paga nada a mais por isso: o cashback sai da remuneração que a corretora já paga."
    >
      {data.disclosure.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhuma remuneração recebida pela sua conta até agora.
        </p>
      ) : (
        // Phones: one card per broker (STACKED_TABLE); from `sm` up, the table.
        <table className={cn('w-full text-left text-sm', STACKED_TABLE.table)}>
          <thead className={cn('text-muted-foreground', STACKED_TABLE.head)}>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Corretora
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Pago à AlgoOne
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Repassado a você
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Repasse
              </th>
            </tr>
          </thead>
          <tbody className={cn('divide-y max-sm:divide-y-0', STACKED_TABLE.body)}>
            {data.disclosure.map((row) => (
              <tr key={row.brokerId} className={STACKED_TABLE.row}>
                <th scope="row" className={cn('py-2 pr-3 font-medium', STACKED_TABLE.title)}>
                  {row.brokerName}
                </th>
                <td
                  data-label="Pago à AlgoOne"
                  className={cn('py-2 pr-3 text-right tabular-nums', STACKED_TABLE.cell)}
                >
                  {formatBRL(row.receivedCents)}
                </td>
                <td
                  data-label="Repassado a você"
                  className={cn('py-2 pr-3 text-right tabular-nums', STACKED_TABLE.cell)}
                >
                  {formatBRL(row.passedOnCents)}
                </td>
                <td
                  data-label="Repasse"
                  className={cn('py-2 text-right tabular-nums', STACKED_TABLE.cell)}
                >
                  {row.receivedCents > 0
                    ? `${Math.round((row.passedOnCents / row.receivedCents) * 100)}%`
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionCard>
  );
}

const TIPS = [
  'Confirme na página Corretoras a conta que você abriu: a estimativa usa a taxa dessa corretora.',
  'Mantenha seu patrimônio atualizado na Carteira para que a estimativa do mês acompanhe você.',
  'O cashback não é rendimento do investimento: não escolha uma corretora só pela taxa.',
  'Cada crédito fica no seu extrato; baixe o CSV para guardar ou declarar.',
];

function Tips() {
  return (
    <SectionCard id="dicas" icon={Lightbulb} title="Dicas para aproveitar o cashback">
      <ul className="grid gap-2 text-sm">
        {TIPS.map((tip) => (
          <li key={tip} className="flex items-start gap-2">
            <BadgeCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {tip}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-3 rounded-xl bg-secondary/60 p-4">
        <p className="text-sm">Ficou com alguma dúvida sobre o seu cashback?</p>
        <Button asChild>
          {/* Opens the consultant chat's panel, present on every investor page. */}
          <Link to="?chat=aberto">
            <MessageCircle aria-hidden="true" />
            Falar com um consultor
          </Link>
        </Button>
      </div>
    </SectionCard>
  );
}

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
      <SummaryCards data={data} />
      <Simulator data={data} />
      <HowItWorks />
      <MonthlyHistory data={data} />
      <Breakdown data={data} />
      <Disclosure data={data} />
      <Tips />
    </div>
  );
}
