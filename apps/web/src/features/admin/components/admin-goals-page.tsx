import { useState } from 'react';
import { Target } from 'lucide-react';
import { SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useClientGoals, type GoalFilter } from '../api/goals';
import { LoadMore } from './load-more';

const FILTERS: { value: GoalFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'at_risk', label: 'Em risco' },
  { value: 'in_progress', label: 'Em andamento' },
  { value: 'reached', label: 'Alcançados' },
];

/** /admin/objetivos: clients' goals by status, the ones at risk first. */
export function AdminGoalsPage() {
  useDocumentTitle('Objetivos');
  const [status, setStatus] = useState<GoalFilter>('all');
  const goals = useClientGoals(status);
  const rows = goals.data?.pages.flatMap((page) => page.goals) ?? [];
  const scope = goals.data?.pages[0]?.scope;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Objetivos</h1>
        <p className="max-w-2xl text-muted-foreground">
          {scope === 'own_clients' ? 'Os objetivos dos seus clientes' : 'Os objetivos dos clientes'}
          , primeiro os em risco: prazo em até 3 meses e menos de 30% acumulado.
        </p>
      </header>
      <SectionCard id="objetivos" icon={Target} title="Objetivos dos clientes">
        <div className="mb-4 grid max-w-xs gap-2">
          <Label htmlFor="filtro-objetivos">Situação</Label>
          <NativeSelect
            id="filtro-objetivos"
            value={status}
            onChange={(e) => setStatus(e.target.value as GoalFilter)}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {goals.isError && rows.length === 0 ? (
          <SectionError onRetry={() => void goals.refetch()}>
            {errorMessage(goals.error)}
          </SectionError>
        ) : goals.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Carregando os objetivos...
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum objetivo nesta situação.</p>
        ) : (
          <ul
            className={cn('grid gap-3', goals.isPlaceholderData && 'opacity-60')}
            aria-label="Objetivos"
            aria-busy={goals.isPlaceholderData}
          >
            {rows.map((goal) => (
              <li key={goal.id} className="grid gap-2 rounded-lg border p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    {goal.name} · {goal.investor.name}
                  </span>
                  {goal.atRisk ? (
                    <Badge variant="warning">Em risco</Badge>
                  ) : goal.reached ? (
                    <Badge variant="secondary">Alcançado</Badge>
                  ) : (
                    <Badge variant="outline">Em andamento</Badge>
                  )}
                </div>
                <div
                  className="h-2 rounded-full bg-secondary"
                  role="progressbar"
                  aria-label={`Progresso de ${goal.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(Math.min(goal.progressPercent, 100))}
                >
                  <div
                    className={
                      goal.atRisk ? 'h-2 rounded-full bg-amber-500' : 'h-2 rounded-full bg-primary'
                    }
                    style={{ width: `${Math.min(goal.progressPercent, 100)}%` }}
                  />
                </div>
                <span className="text-muted-foreground">
                  {formatBRL(goal.accumulatedCents)} de {formatBRL(goal.targetCents)} (
                  {goal.progressPercent.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%) ·
                  prazo {formatDate(`${goal.dueDate}T12:00:00Z`)}
                  {goal.consultant ? ` · consultor: ${goal.consultant}` : ' · fila compartilhada'}
                </span>
              </li>
            ))}
          </ul>
        )}
        <LoadMore query={goals} what="objetivos" />
      </SectionCard>
    </div>
  );
}
