import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageError, PageStatus } from '@/components/page-status';
import { safeNextPath } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useSignOut } from '@/lib/session';

/**
 * /sair: ends the session and goes home (or to `next`). A route rather than a button so the
 * public header can offer "Sair" without loading the data layer.
 */
export function SignOutPage() {
  useDocumentTitle('Saindo');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'), { allowSignInPages: true }) ?? '/';
  const navigate = useNavigate();
  const { mutate, isError, error } = useSignOut();

  useEffect(() => {
    mutate(undefined, { onSuccess: () => void navigate(next, { replace: true }) });
  }, [mutate, navigate, next]);

  if (isError) {
    return (
      <PageError
        title="Não foi possível sair da conta"
        onRetry={() =>
          mutate(undefined, { onSuccess: () => void navigate(next, { replace: true }) })
        }
      >
        {errorMessage(error)}
      </PageError>
    );
  }
  return <PageStatus>Saindo da sua conta...</PageStatus>;
}
