import { useState } from 'react';
import { PieChart } from 'lucide-react';
import { RISK_PROFILES } from '@algoone/domain';
import type { TAdminPortfolio } from '@algoone/contracts';
import { SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL, formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useClientPortfolios } from '../api/portfolios';
import { LoadMore } from './load-more';

const count = (n: number) => n.toLocaleString('pt-BR');

const pp = (value: number) =>
  `${value > 0 ? '+' : ''}${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} p.p.`;

const percent = (value: number) =>
  `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

/** /admin/carteiras: clients' current vs recommended allocation, out of profile first. */
export function AdminPortfoliosPage() {
  useDocumentTitle('Carteiras');
  const [filters, setFilters] = useState({ profile: '', consultant: '' });
  const portfolios = useClientPortfolios(filters);
  // The first page carries the totals, the scope and the consultants for the filter.
  const data = portfolios.data?.pages[0];
  const rows = portfolios.data?.pages.flatMap((page) => page.portfolios) ?? [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Carteiras</h1>
        <p className="max-w-2xl text-muted-foreground">
          A carteira atual de cada cliente contra a recomendada. Fora do perfil: alguma classe além
          da faixa de tolerância (5 p.p. para alvos de 20% ou mais; 25% do alvo abaixo disso).
        </p>
      </header>
      <SectionCard
        id="carteiras"
        icon={PieChart}
        title={
          data?.scope === 'own_clients' ? 'Carteiras dos seus clientes' : 'Carteiras dos clientes'
        }
        description={
          data
            ? `${formatCount(data.total, 'carteira registrada', 'carteiras registradas')}, ${count(data.outOfProfile)} fora do perfil`
            : undefined
        }
      >
        <div className="mb-4 flex flex-col gap-3 sm:flex-row">
          <div className="grid gap-2 sm:w-56">
            <Label htmlFor="filtro-perfil">Perfil</Label>
            <NativeSelect
              id="filtro-perfil"
              value={filters.profile}
              onChange={(e) => setFilters({ ...filters, profile: e.target.value })}
            >
              <option value="">Todos</option>
              {RISK_PROFILES.map((profile) => (
                <option key={profile} value={profile}>
                  {profile}
                </option>
              ))}
            </NativeSelect>
          </div>
          {data?.scope === 'all' && (
            <div className="grid gap-2 sm:w-64">
              <Label htmlFor="filtro-consultor">Consultor</Label>
              <NativeSelect
                id="filtro-consultor"
                value={filters.consultant}
                onChange={(e) => setFilters({ ...filters, consultant: e.target.value })}
              >
                <option value="">Todos</option>
                <option value="fila">Fila compartilhada</option>
                {data.consultants.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </div>
        {portfolios.isError && rows.length === 0 ? (
          <SectionError onRetry={() => void portfolios.refetch()}>
            {errorMessage(portfolios.error)}
          </SectionError>
        ) : !data ? (
          <p role="status" className="text-sm text-muted-foreground">
            Carregando as carteiras...
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhuma carteira registrada com estes filtros.
          </p>
        ) : (
          <ul
            className={cn('grid gap-3', portfolios.isPlaceholderData && 'opacity-60')}
            aria-label="Carteiras"
            aria-busy={portfolios.isPlaceholderData}
          >
            {rows.map((portfolio) => (
              <PortfolioRow key={portfolio.investor.id} portfolio={portfolio} />
            ))}
          </ul>
        )}
        {data && rows.length > 0 && data.total > rows.length && (
          <p className="mt-4 text-sm text-muted-foreground">
            Mostrando {count(rows.length)} de {count(data.total)}.
          </p>
        )}
        <LoadMore query={portfolios} what="carteiras" />
      </SectionCard>
    </div>
  );
}

function PortfolioRow({ portfolio }: { portfolio: TAdminPortfolio }) {
  return (
    <li className="grid gap-3 rounded-lg border p-4 text-sm" aria-label={portfolio.investor.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-semibold">{portfolio.investor.name}</span>
          <span className="text-muted-foreground">
            {' '}
            · {portfolio.profile} · {formatBRL(portfolio.totalCents)}
            {portfolio.consultant
              ? ` · consultor: ${portfolio.consultant}`
              : ' · fila compartilhada'}
          </span>
        </span>
        {portfolio.outOfProfile ? (
          <Badge variant="warning">Fora do perfil</Badge>
        ) : (
          <Badge variant="secondary">No perfil</Badge>
        )}
      </div>
      <ul className="grid gap-1.5">
        {portfolio.classes
          .filter((c) => c.targetPercent > 0 || c.currentPercent > 0)
          .map((c) => (
            <li
              key={c.assetClass}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 sm:grid-cols-[8rem_minmax(0,1fr)_5.5rem]"
            >
              <span className="truncate">{c.assetClass}</span>
              {/* On a phone the bar takes a line of its own under the class and its drift. */}
              <span
                className="relative order-last col-span-2 h-2 rounded-full bg-secondary sm:order-none sm:col-span-1"
                aria-hidden="true"
              >
                <span
                  className={cn(
                    'absolute inset-y-0 left-0 rounded-full',
                    c.outOfBand ? 'bg-amber-500' : 'bg-primary',
                  )}
                  style={{ width: `${Math.min(c.currentPercent, 100)}%` }}
                />
                <span
                  className="absolute inset-y-[-3px] w-0.5 bg-foreground"
                  style={{ left: `${Math.min(c.targetPercent, 100)}%` }}
                />
              </span>
              <span
                className={cn(
                  'text-right tabular-nums',
                  c.outOfBand && 'font-semibold text-amber-700',
                )}
              >
                {pp(c.driftPp)}
                <span className="sr-only">
                  {' '}
                  (atual {percent(c.currentPercent)}, alvo {percent(c.targetPercent)})
                </span>
              </span>
            </li>
          ))}
      </ul>
    </li>
  );
}
