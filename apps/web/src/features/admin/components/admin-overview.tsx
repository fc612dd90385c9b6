import { lazy, Suspense } from 'react';
import { BarChart3 } from 'lucide-react';
import type { TAdminOverview } from '@algoone/contracts';
import { SUITABILITY_PROFILES } from '@algoone/domain';
import { SectionError } from '@/components/page-status';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL, formatBRLCompact, formatCount } from '@/lib/format';
import { useAdminOverview } from '../api/get-admin-overview';

const DonutChart = lazy(() => import('@/components/charts/donut-chart'));

const PROFILE_COLORS: Record<TAdminOverview['profiles'][number]['profile'], string> = {
  Conservador: '#0f766e',
  Moderado: '#14b8a6',
  Arrojado: '#f59e0b',
  Agressivo: '#ef4444',
};

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

const count = (n: number) => n.toLocaleString('pt-BR');

/** A large amount reads compactly ("R$ 1,2 mi"); the exact one goes below only when it differs. */
function money(cents: number): { value: string; hint?: string } {
  const value = formatBRLCompact(cents);
  const exact = formatBRL(cents);
  return value === exact ? { value } : { value, hint: exact };
}

/** /admin's figures: the consultancy's (admin) or the consultant's own clients'. */
export function AdminOverview() {
  const overview = useAdminOverview();
  if (overview.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando os números...
      </p>
    );
  }
  if (overview.isError) {
    return (
      <SectionError onRetry={() => void overview.refetch()}>
        {errorMessage(overview.error)}
      </SectionError>
    );
  }
  const data = overview.data;
  const totalProfiles = data.profiles.reduce((sum, p) => sum + p.count, 0);
  const slices = SUITABILITY_PROFILES.map((profile) => {
    const value = data.profiles.find((p) => p.profile === profile)?.count ?? 0;
    return {
      name: profile,
      value,
      label: `${count(value)} (${totalProfiles ? Math.round((value / totalProfiles) * 100) : 0}%)`,
      color: PROFILE_COLORS[profile],
    };
  }).filter((slice) => slice.value > 0);
  return (
    <section aria-labelledby="numeros-titulo" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <BarChart3 className="size-5 text-primary" aria-hidden="true" />
        <h2 id="numeros-titulo" className="text-xl font-semibold tracking-tight">
          {data.scope === 'all' ? 'Números da consultoria' : 'Números dos seus clientes'}
        </h2>
        <p className="w-full text-xs text-muted-foreground sm:ml-auto sm:w-auto">
          Atualizado às{' '}
          {new Date(data.computedAt).toLocaleTimeString('pt-BR', {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'America/Sao_Paulo',
          })}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Figure
            label="Investidores"
            value={count(data.investors.total)}
            hint={`${formatCount(data.investors.newThisMonth, 'novo', 'novos')} este mês`}
          />
          <Figure label="Patrimônio sob recomendação" {...money(data.netWorthCents)} />
          <Figure
            label="Assinaturas ativas"
            value={count(data.subscriptions.active)}
            hint={`Receita recorrente mensal (MRR): ${formatBRL(data.subscriptions.mrrCents)}`}
          />
          <Figure
            label="Cashback creditado no mês"
            {...money(data.cashbackCreditedThisMonthCents)}
          />
          <Figure
            label="Conversas aguardando resposta"
            value={count(data.conversations.open)}
            hint={`${count(data.conversations.waitingOver24h)} há mais de 24 h`}
          />
          <Figure
            label="Objetivos em risco"
            value={count(data.goalsAtRisk)}
            hint="Prazo em até 3 meses e menos de 30% acumulado"
          />
        </dl>
        <figure className="rounded-xl border bg-card p-4">
          <figcaption className="text-sm font-medium">Distribuição de perfis</figcaption>
          {slices.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">Nenhum perfil respondido ainda.</p>
          ) : (
            <>
              <div className="mx-auto mt-3 max-w-48">
                <Suspense fallback={<div className="aspect-square" />}>
                  <DonutChart slices={slices} />
                </Suspense>
              </div>
              <ul className="mt-3 grid gap-1 text-sm">
                {slices.map((slice) => (
                  <li key={slice.name} className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-2">
                      <span
                        className="size-3 rounded-sm"
                        style={{ background: slice.color }}
                        aria-hidden="true"
                      />
                      {slice.name}
                    </span>
                    <span className="tabular-nums text-muted-foreground">{slice.label}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </figure>
      </div>
    </section>
  );
}
