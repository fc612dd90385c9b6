import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { ShieldCheck, X } from 'lucide-react';
import { DELETION_GRACE_DAYS } from '@algoone/domain';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { noticeFor, setSignInNotice, useSignInNotice } from '@/lib/sign-in-notice';

/**
 * On the first page after a sign-in that cancelled a pending account deletion (ADR 021; issue
 * #30: it used to be silent). The sign-in page leaves it in memory for the page it leads to; it
 * stays there until dismissed and goes once the person moves to another page (a reload does not
 * bring it back: the email says the same).
 */
export function DeletionCanceledNotice() {
  const { pathname } = useLocation();
  const stored = useSignInNotice();
  const notice = noticeFor(stored, pathname);

  useEffect(() => {
    if (stored && !notice) setSignInNotice(null);
  }, [stored, notice]);

  if (!notice) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 lg:px-8">
      <section
        role="status"
        aria-labelledby="exclusao-cancelada-titulo"
        className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="grid flex-1 gap-1">
          <h2 id="exclusao-cancelada-titulo" className="font-semibold">
            A exclusão da sua conta foi cancelada
          </h2>
          <p>
            Você pediu a exclusão em {formatDate(notice.deletionCanceled.requestedAt)} e entrou de
            novo dentro do prazo de {DELETION_GRACE_DAYS} dias, por isso sua conta e seus dados
            continuam aqui. Também enviamos este aviso por email.
          </p>
          <p>
            Se ainda quer excluir a conta, peça de novo em{' '}
            <Link to="/meus-dados#excluir" className="font-medium underline underline-offset-4">
              Meus dados
            </Link>
            .
          </p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 shrink-0 text-amber-900 hover:bg-amber-100"
          aria-label="Fechar aviso"
          onClick={() => setSignInNotice(null)}
        >
          <X aria-hidden="true" />
        </Button>
      </section>
    </div>
  );
}
