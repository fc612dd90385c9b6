import { CircleCheck, Clock3 } from 'lucide-react';
import type { TRecommendation } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import {
  RECOMMENDATION_ORIGIN_LABELS,
  RECOMMENDATION_STATUS_LABELS,
  allocationSummary,
} from '../lib/labels';

/** The investor's recommendations, latest first, with date and status (pendente/aplicada). */
export function RecommendationList({
  recommendations,
  labelledBy,
}: {
  recommendations: readonly TRecommendation[];
  labelledBy: string;
}) {
  if (recommendations.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nenhuma recomendação ainda. Ela é criada quando você responde ao questionário.
      </p>
    );
  }
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-3">
      {recommendations.map((recommendation) => {
        const applied = recommendation.status === 'aplicada';
        return (
          <li key={recommendation.id} className="grid gap-2 rounded-lg border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {formatDate(recommendation.createdAt)}
                <span className="font-normal text-muted-foreground">
                  {' '}
                  · {RECOMMENDATION_ORIGIN_LABELS[recommendation.reading]}
                </span>
              </p>
              <Badge variant={applied ? 'default' : 'outline'}>
                {applied ? <CircleCheck aria-hidden="true" /> : <Clock3 aria-hidden="true" />}
                {RECOMMENDATION_STATUS_LABELS[recommendation.status]}
              </Badge>
            </div>
            <p className="text-sm">
              <span className="font-medium">
                {recommendation.profile}, prazo {recommendation.timeHorizon}:
              </span>{' '}
              {allocationSummary(recommendation.allocation)}
            </p>
            {recommendation.notes.length > 0 && (
              <ul className="grid gap-1 text-sm text-muted-foreground">
                {recommendation.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
