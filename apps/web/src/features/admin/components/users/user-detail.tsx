import { useEffect } from 'react';
import { UserCog } from 'lucide-react';
import { SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { errorMessage } from '@/lib/form-errors';
import { useMe } from '@/lib/session';
import { useAdminUser, useUserActions } from '../../api/users';
import { UserAccountActions } from './user-account-actions';
import { UserConsultantForm } from './user-consultant-form';
import { UserFacts } from './user-facts';
import { UserRoleForm } from './user-role-form';

/** Below Tailwind's `lg`, where the list and the detail stack. */
const NARROW = '(max-width: 1023.98px)';

/** One account on /admin/usuarios (reading it is audited): its facts and what can be done. */
export function UserDetail({ id }: { id: string }) {
  const user = useAdminUser(id);
  const actions = useUserActions(id);
  const { data: me } = useMe();
  const loaded = user.isSuccess;
  useEffect(() => {
    // On a phone the detail sits below the whole list: bring it into view, and the reader there.
    if (!loaded || !window.matchMedia(NARROW).matches) return;
    const heading = document.getElementById('detalhe-titulo');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [loaded]);
  if (user.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando a conta...
      </p>
    );
  }
  if (user.isError) {
    return (
      <SectionError onRetry={() => void user.refetch()}>{errorMessage(user.error)}</SectionError>
    );
  }
  const data = user.data;
  const self = me?.user.id === data.id;
  return (
    <SectionCard
      id="detalhe"
      icon={UserCog}
      title={data.name}
      description={<span className="break-all">{data.email}</span>}
    >
      <UserFacts user={data} />
      {!self && <UserRoleForm user={data} actions={actions} />}
      {data.role === 'investor' && <UserConsultantForm user={data} actions={actions} />}
      <UserAccountActions user={data} self={self} actions={actions} />
    </SectionCard>
  );
}
