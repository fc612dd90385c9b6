import type { TAdminUserDetail } from '@algoone/contracts';
import {
  PLANS,
  SUBSCRIPTION_STATUS_LABELS,
  type PlanPeriod,
  type SubscriptionStatus,
} from '@algoone/domain';
import { formatDate, formatDateTime } from '@/lib/format';
import { ROLE_LABELS } from '@/lib/session';

function subscriptionLabel(subscription: { plan: string; status: string }): string {
  const plan = PLANS[subscription.plan as PlanPeriod]?.name ?? subscription.plan;
  const status =
    SUBSCRIPTION_STATUS_LABELS[subscription.status as SubscriptionStatus] ?? subscription.status;
  return `${plan} · ${status}`;
}

/** What an admin needs to know about an account before acting on it. */
export function UserFacts({ user }: { user: TAdminUserDetail }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div>
        <dt className="text-muted-foreground">Papel</dt>
        <dd>{ROLE_LABELS[user.role]}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Desde</dt>
        <dd>{formatDate(user.createdAt)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Perfil</dt>
        <dd>{user.profile ?? '—'}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Assinatura</dt>
        <dd>{user.subscription ? subscriptionLabel(user.subscription) : '—'}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Aportes / objetivos</dt>
        <dd>
          {user.counts.aportes} / {user.counts.goals}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Último acesso</dt>
        <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : '—'}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Duas etapas</dt>
        <dd>{user.twoFactorEnabled ? 'Ativada' : 'Desativada'}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Situação</dt>
        <dd>
          {user.disabled ? 'Desativada' : 'Ativa'}
          {user.deletionScheduledFor && ` · exclusão em ${formatDate(user.deletionScheduledFor)}`}
        </dd>
      </div>
    </dl>
  );
}
