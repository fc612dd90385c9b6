import type { TTheoStatus } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastSuccess } from '@/lib/spec-toasts';
import { useWithdrawConsent } from '../api/withdraw-consent';

/** The chat card's top: Theo's name, the mode's badge and, with consent, its withdrawal. */
export function ChatCardHeader({ theo }: { theo: TTheoStatus }) {
  const withdraw = useWithdrawConsent();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2.5">
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
        >
          T
        </span>
        <div>
          <h2 className="leading-tight font-semibold">Theo</h2>
          <p className="text-xs text-muted-foreground">Consultor AlgoOne</p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant={theo.mode === 'ai' ? 'default' : 'secondary'} data-testid="theo-badge">
          {theo.badge}
        </Badge>
        {theo.consent.granted && theo.provider && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            busy={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () =>
                  toastSuccess({
                    title: 'Autorização retirada',
                    description: 'O Theo voltou ao modo básico.',
                  }),
              })
            }
          >
            Retirar autorização
          </Button>
        )}
      </div>
    </div>
  );
}
