import { CalendarClock, Coins, Goal, PiggyBank, TrendingUp, type LucideIcon } from 'lucide-react';
import type { TGoalSummary } from '@algoone/contracts';
import { Card } from '@/components/ui/card';
import { formatBRL, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';

function SummaryCard({
  icon: Icon,
  label,
  value,
  detail,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: string;
  className?: string;
}) {
  return (
    <Card className={cn('grid content-start gap-1 p-4', className)}>
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-lg font-bold tracking-tight tabular-nums sm:text-xl">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </Card>
  );
}

/** Summary cards (docs/product.md §2): desired, saved, progress, in progress, near deadline. */
export function GoalsSummary({ summary }: { summary: TGoalSummary }) {
  return (
    <section aria-labelledby="resumo-objetivos">
      <h2 id="resumo-objetivos" className="sr-only">
        Resumo dos objetivos
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <SummaryCard
          icon={Goal}
          label="Total desejado"
          value={formatBRL(summary.totalTargetCents)}
        />
        <SummaryCard
          icon={PiggyBank}
          label="Total acumulado"
          value={formatBRL(summary.totalAccumulatedCents)}
        />
        <SummaryCard
          icon={TrendingUp}
          label="Progresso geral"
          value={formatPercent(summary.overallProgressPercent)}
        />
        <SummaryCard
          icon={Coins}
          label="Em andamento"
          value={String(summary.goalsInProgress)}
          detail={`de ${summary.goalsTotal} ${summary.goalsTotal === 1 ? 'objetivo' : 'objetivos'}`}
        />
        <SummaryCard
          icon={CalendarClock}
          label="Próximos do prazo"
          value={String(summary.goalsNearDeadline)}
          detail="3 meses ou menos"
          className="col-span-2 lg:col-span-1"
        />
      </dl>
    </section>
  );
}
