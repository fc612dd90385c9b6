import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { CircleCheck, Clock3 } from 'lucide-react';
import { ASSET_CLASSES } from '@algoone/domain';
import type { TLastRecommendation } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAchievementToasts } from '@/lib/achievement-toasts';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useApplyRecommendation } from '../api/apply-recommendation';

const ORIGIN: Record<TLastRecommendation['reading'], string> = {
  onboarding: 'Cadastro inicial',
  dashboard: 'Área do investidor',
};

/** The latest recommendation with its date and status; the investor can mark it as applied. */
export function LastRecommendationCard({
  recommendation,
  humanReview,
}: {
  recommendation: TLastRecommendation | null;
  /** Asks a person to review this automated recommendation (LGPD art. 20). */
  humanReview?: ReactNode;
}) {
  const apply = useApplyRecommendation();
  useAchievementToasts(apply.data?.achievements);

  return (
    <Card role="region" aria-labelledby="ultima-recomendacao-titulo">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="ultima-recomendacao-titulo">Última recomendação</CardTitle>
        {recommendation && (
          <CardDescription>
            {formatDate(recommendation.createdAt)} · {ORIGIN[recommendation.reading]}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {!recommendation ? (
          <p className="text-sm text-muted-foreground">
            Nenhuma recomendação ainda. Ela é criada quando você responde ao questionário de perfil.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={recommendation.status === 'aplicada' ? 'default' : 'warning'}>
                {recommendation.status === 'aplicada' ? (
                  <CircleCheck aria-hidden="true" />
                ) : (
                  <Clock3 aria-hidden="true" />
                )}
                {recommendation.status === 'aplicada' ? 'Aplicada' : 'Pendente'}
              </Badge>
              {recommendation.appliedAt && (
                <span className="text-xs text-muted-foreground">
                  em {formatDate(recommendation.appliedAt)}
                </span>
              )}
            </div>
            <p className="text-sm">
              <span className="font-medium">
                {recommendation.profile}, prazo {recommendation.timeHorizon}:
              </span>{' '}
              {ASSET_CLASSES.filter((c) => (recommendation.allocation[c] ?? 0) > 0)
                .map((c) => `${c} ${recommendation.allocation[c]}%`)
                .join(' · ')}
            </p>
            {recommendation.status === 'pendente' && (
              <Button
                type="button"
                variant="outline"
                busy={apply.isPending}
                onClick={() =>
                  apply.mutate(recommendation.id, {
                    onSuccess: () =>
                      toastSuccess({
                        title: 'Recomendação aplicada',
                        description: 'Marcamos a recomendação como aplicada.',
                      }),
                    onError: (error) =>
                      toastError({
                        title: 'Não foi possível salvar',
                        description: errorMessage(error),
                      }),
                  })
                }
              >
                <CircleCheck aria-hidden="true" />
                {apply.isPending ? 'Salvando...' : 'Marcar como aplicada'}
              </Button>
            )}
            {humanReview}
            <Link
              to="/perfil"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Ver todas as recomendações
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
