import { useId, useState } from 'react';
import { Scale } from 'lucide-react';
import type { TCashbackOverview } from '@algoone/contracts';
import { formatCentsAmount } from '@algoone/domain';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatBRL } from '@/lib/format';
import { formatRateBps, readNetWorth, simulate } from '../lib/cashback-text';

/**
 * /cashback's simulator: a net worth and a broker give the year's and the month's cashback at
 * the rate in force, and 'Comparar corretoras' lays every broker's year side by side.
 */
export function CashbackSimulator({ data }: { data: TCashbackOverview }) {
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
