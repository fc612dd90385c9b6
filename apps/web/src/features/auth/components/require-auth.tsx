import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageError, PageStatus } from '@/components/page-status';
import { errorMessage } from '@/lib/form-errors';
import { useMe } from '@/lib/session';
import { decideAccess, type AccessRule } from '../lib/access';

export const AUTH_CHECK_TEXT = 'Verificando autenticação...';

/**
 * The client route guard (docs/product.md §5): waits for the session, sends a visitor to sign in, a
 * person without the role to /unauthorized. Comfort only — the server enforces every rule.
 */
export function RequireAuth({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const location = useLocation();
  const session = useMe();

  if (session.isPending) return <PageStatus>{AUTH_CHECK_TEXT}</PageStatus>;
  if (session.isError) {
    return (
      <PageError
        title="Não foi possível verificar sua sessão"
        onRetry={() => void session.refetch()}
      >
        {errorMessage(session.error)}
      </PageError>
    );
  }

  const decision = decideAccess(session.data, location, rule);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
