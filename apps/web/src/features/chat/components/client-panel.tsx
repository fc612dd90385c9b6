import { AlertTriangle, Target } from 'lucide-react';
import { formatBRL } from '@algoone/domain';
import type { TChatClientPanel } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

const GATE_LABELS = {
  valid: 'Perfil válido',
  expired: 'Perfil vencido',
  missing: 'Sem perfil',
} as const;

/** Current vs recommended share of each class, as paired bars (drawn, not a table of numbers). */
function AllocationBars({ drift }: { drift: NonNullable<TChatClientPanel['dashboard']['drift']> }) {
  return (
    <ul className="grid gap-3" aria-label="Alocação atual e recomendada por classe">
      {drift.rows.map((row) => (
        <li key={row.assetClass} className="grid gap-1">
          <div className="flex justify-between text-xs">
            <span className="font-medium">{row.assetClass}</span>
            <span className="text-muted-foreground">
              atual {Math.round(row.currentPercent)}% · alvo {row.targetPercent}%
            </span>
          </div>
          <div className="grid gap-0.5" aria-hidden="true">
            <div className="h-2 rounded-full bg-muted">
              <div
                className="h-2 rounded-full bg-primary"
                style={{ width: `${Math.min(100, row.currentPercent)}%` }}
              />
            </div>
            <div className="h-2 rounded-full bg-muted">
              <div
                className="h-2 rounded-full bg-emerald-600"
                style={{ width: `${Math.min(100, row.targetPercent)}%` }}
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Beside the conversation: the client's profile and its date, recommended vs current
 * allocation with drift, goals at risk and the last aportes, from the same read models as
 * the investor's own /dashboard and /objetivos.
 */
export function ClientPanel({ panel }: { panel: TChatClientPanel }) {
  const { dashboard } = panel;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">{panel.investor.name}</CardTitle>
          <p className="text-xs break-all text-muted-foreground">{panel.investor.email}</p>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={dashboard.profileGate.status === 'valid' ? 'default' : 'outline'}>
              {GATE_LABELS[dashboard.profileGate.status]}
            </Badge>
            {dashboard.greeting.riskProfile && <span>Perfil {dashboard.greeting.riskProfile}</span>}
          </div>
          {dashboard.profileGate.validUntil && (
            <p className="text-xs text-muted-foreground">
              Válido até {formatDate(dashboard.profileGate.validUntil)}
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            Patrimônio:{' '}
            {dashboard.netWorth.amountCents === null
              ? 'não informado'
              : formatBRL(dashboard.netWorth.amountCents)}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Alocação: atual × recomendada</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {dashboard.drift && dashboard.drift.rows.length > 0 ? (
            <>
              <p className="flex gap-3 text-xs text-muted-foreground">
                <span className="flex items-center gap-1">
                  <span className="size-2 rounded-full bg-primary" /> atual
                </span>
                <span className="flex items-center gap-1">
                  <span className="size-2 rounded-full bg-emerald-600" /> recomendada
                </span>
              </p>
              <AllocationBars drift={dashboard.drift} />
              {dashboard.drift.outOfProfile && (
                <p className="flex items-start gap-2 text-xs font-medium text-amber-800">
                  <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                  {dashboard.drift.alert}
                </p>
              )}
            </>
          ) : (
            <p className="text-muted-foreground">
              {dashboard.profileGate.message ?? 'O cliente ainda não registrou a carteira atual.'}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Objetivos em risco</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          {panel.goalsAtRisk.length === 0 ? (
            <p className="text-muted-foreground">Nenhum objetivo em risco.</p>
          ) : (
            <ul className="grid gap-2">
              {panel.goalsAtRisk.map((goal) => (
                <li key={goal.id} className="flex items-start gap-2">
                  <Target className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                  <span>
                    <span className="font-medium">{goal.name}</span> —{' '}
                    {goal.evaluation.progressPercent}% de {formatBRL(goal.targetCents)},{' '}
                    {goal.evaluation.monthsRemaining} meses
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Últimos aportes</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          {dashboard.contributions.recent.length === 0 ? (
            <p className="text-muted-foreground">Nenhum aporte registrado.</p>
          ) : (
            <ul className="grid gap-1">
              {dashboard.contributions.recent.map((aporte) => (
                <li key={aporte.id} className="flex justify-between gap-2">
                  <span>
                    {formatDate(aporte.date)} · {aporte.category}
                  </span>
                  <span className="font-medium">{formatBRL(aporte.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
