import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { Gift, Info, Landmark, Loader2, Pencil, TrendingUp } from 'lucide-react';
import type { TDashboard } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { formatBRL, formatDate, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { performanceCopy } from '../lib/dashboard-text';

function SummaryCard({
  id,
  icon: Icon,
  title,
  children,
  className,
}: {
  id: string;
  icon: typeof TrendingUp;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-xs', className)}
    >
      <h2 id={id} className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Hint({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/**
 * What the investor comes for, first on the page: net worth with the return of the year
 * (Modified Dietz) and the comparison with the CDI. "Atualizar patrimônio" opens its dialog.
 */
export function PerformanceCards({
  data,
  onEditNetWorth,
}: {
  data: TDashboard;
  onEditNetWorth: () => void;
}) {
  const copy = performanceCopy(data.performance);
  const { netWorth } = data;
  return (
    <>
      <SummaryCard id="resumo-patrimonio" icon={Landmark} title="Patrimônio">
        <p className="text-2xl font-bold tracking-tight tabular-nums">
          {netWorth.amountCents === null ? '—' : formatBRL(netWorth.amountCents)}
        </p>
        <p className="text-sm">
          Rendimento no ano:{' '}
          <span
            className={cn(
              'font-semibold tabular-nums',
              data.performance.return && data.performance.return.value < 0 && 'text-destructive',
            )}
          >
            {copy.returnText}
          </span>
        </p>
        {copy.returnHint ? (
          <Hint>{copy.returnHint}</Hint>
        ) : (
          data.performance.return && (
            <Hint>
              De {formatDate(data.performance.return.start)} a{' '}
              {formatDate(data.performance.return.end)}, descontados os aportes (método Modified
              Dietz).
            </Hint>
          )
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <p className="text-xs text-muted-foreground">
            {data.holdings.b3.asOf
              ? // The figures are the B3 file's: say from which day, as the file does.
                `Posição B3 de ${formatDate(data.holdings.b3.asOf)}`
              : netWorth.recordedAt
                ? `Atualizado em ${formatDate(netWorth.recordedAt)}`
                : 'Ainda não informado.'}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onEditNetWorth}>
            <Pencil aria-hidden="true" />
            Atualizar patrimônio
          </Button>
        </div>
      </SummaryCard>

      <SummaryCard id="resumo-cdi" icon={TrendingUp} title="Desempenho vs CDI">
        <p className="text-2xl font-bold tracking-tight">{copy.cdiText}</p>
        {copy.cdiPeriodText && <p className="text-sm">{copy.cdiPeriodText}</p>}
        {copy.cdiHint && <Hint>{copy.cdiHint}</Hint>}
        {data.performance.cdi.lastRateDate && (
          <p className="mt-auto text-xs text-muted-foreground">
            Fonte: Banco Central (SGS 12), taxa até {formatDate(data.performance.cdi.lastRateDate)}
          </p>
        )}
      </SummaryCard>
    </>
  );
}

/**
 * The cashback of the summary (docs/product.md §2): what the ledger has recorded, with the
 * 'extrato', and this month's estimate with its broker selector.
 */
export function CashbackSummaryCard({
  data,
  onBrokerChange,
  brokerLoading,
}: {
  data: TDashboard;
  onBrokerChange: (brokerId: string) => void;
  brokerLoading: boolean;
}) {
  const { cashback } = data;
  return (
    <SummaryCard id="resumo-cashback" icon={Gift} title="Cashback">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-xs font-medium text-muted-foreground">Acumulado</p>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold tracking-tight tabular-nums">
              {formatBRL(data.cashbackLedger.accumulatedCents)}
            </span>
            <Badge variant="secondary">Registrado</Badge>
          </p>
        </div>
        <Link
          to="/cashback/extrato"
          className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Ver extrato
        </Link>
      </div>
      <p className="text-xs text-muted-foreground">
        {data.cashbackLedger.lastCredit
          ? `Último crédito: ${formatBRL(data.cashbackLedger.lastCredit.amountCents)} em ${formatDate(data.cashbackLedger.lastCredit.creditedAt)}.`
          : 'Nenhum crédito registrado ainda.'}
      </p>
      <p className="mt-1 text-xs font-medium text-muted-foreground">Estimativa deste mês</p>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <p className="text-xl font-bold tracking-tight tabular-nums">
          {formatBRL(cashback.monthlyCents)}
          <span className="text-sm font-medium text-muted-foreground">/mês</span>
        </p>
        <Badge variant="warning">Estimativa</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {formatBRL(cashback.annualCents)} por ano · {formatPercent(cashback.annualRatePercent, 2)}{' '}
        ao ano do patrimônio
      </p>
      <div className="mt-1 grid gap-1.5">
        <label htmlFor="cashback-corretora" className="text-xs font-medium">
          Corretora
        </label>
        <div className="flex items-center gap-2">
          <NativeSelect
            id="cashback-corretora"
            value={cashback.brokerId}
            onChange={(event) => onBrokerChange(event.target.value)}
            className="h-9"
          >
            {cashback.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
          {brokerLoading && (
            <Loader2
              className="size-4 shrink-0 animate-spin text-muted-foreground motion-reduce:animate-none"
              aria-label="Atualizando estimativa"
            />
          )}
        </div>
      </div>
      <Hint>
        Taxa anual da corretora sobre o seu patrimônio; o valor efetivamente creditado depende dos
        seus produtos e do repasse da corretora.
      </Hint>
    </SummaryCard>
  );
}
