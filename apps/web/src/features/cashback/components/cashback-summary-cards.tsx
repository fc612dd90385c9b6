import { BadgeCheck, CalendarClock, PiggyBank, TrendingUp } from 'lucide-react';
import type { TCashbackOverview } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { formatBRL, formatDate } from '@/lib/format';
import { formatMonthLong, formatRateBps } from '../lib/cashback-text';

/** Whether a figure comes from the ledger or is an estimate: every card says which. */
function Kind({ recorded }: { recorded: boolean }) {
  return recorded ? (
    <Badge variant="secondary">Registrado</Badge>
  ) : (
    <Badge variant="warning">Estimativa</Badge>
  );
}

/** /cashback's four cards: accumulated and last credit (recorded), this month and the year (estimated). */
export function CashbackSummaryCards({ data }: { data: TCashbackOverview }) {
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
