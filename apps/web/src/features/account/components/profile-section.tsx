import { UserRound } from 'lucide-react';
import type { TMe } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { ROLE_LABELS } from '@/lib/session';
import { SectionCard } from '@/components/section-card';

export function ProfileSection({ me }: { me: TMe }) {
  const rows = [
    { label: 'Nome', value: me.user.name },
    { label: 'Email', value: me.user.email },
    { label: 'Perfil de acesso', value: ROLE_LABELS[me.user.role] },
  ];
  return (
    <SectionCard
      id="perfil"
      icon={UserRound}
      title="Perfil"
      description="Os dados com que você entra na AlgoOne."
    >
      <dl className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
        {rows.map((row) => (
          <div key={row.label} className="grid min-w-0 gap-1 rounded-lg bg-muted/60 px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {row.label}
            </dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>Verificação em duas etapas:</span>
        {me.user.twoFactorEnabled ? (
          <Badge>Ativada</Badge>
        ) : (
          <Badge variant="warning">Desativada</Badge>
        )}
      </div>
    </SectionCard>
  );
}
