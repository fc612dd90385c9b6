import { Building2 } from 'lucide-react';
import type { TCashbackOverview } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';
import { formatBRL } from '@/lib/format';
import { creditRatesText } from '../lib/cashback-text';

/**
 * /cashback's 'Por corretora': how much of the recorded cashback came from each broker, and
 * the rate its credits were earned at (the rate in force in each credit's month, which today's
 * rate may no longer be).
 */
export function BrokerBreakdown({ data }: { data: TCashbackOverview }) {
  if (data.breakdown.length === 0) return null;
  return (
    <SectionCard
      id="por-corretora"
      icon={Building2}
      title="Por corretora"
      description="Quanto do seu cashback veio de cada corretora (registrado), e a taxa em vigor nos meses desses créditos."
    >
      <ul className="grid gap-4">
        {data.breakdown.map((row) => (
          <li key={row.brokerId} className="grid gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">
                {row.brokerName}
                {row.rates.length > 0 && (
                  <span className="ml-2 font-normal text-muted-foreground">
                    {creditRatesText(row.rates)}
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
