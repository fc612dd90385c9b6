import { Link } from '@/components/link';
import { ArrowRight, History } from 'lucide-react';
import type { TCashbackOverview } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/lib/format';
import { formatMonth } from '../lib/cashback-text';
import HistoryChart from './history-chart';

/** /cashback's last 12 months with credits: the bar chart and the same figures as a list. */
export function MonthlyHistory({ data }: { data: TCashbackOverview }) {
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
