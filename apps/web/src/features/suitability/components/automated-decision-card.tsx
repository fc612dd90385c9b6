import type { ReactNode } from 'react';
import { Scale } from 'lucide-react';
import type { TRecommendation, TSuitabilityRecord } from '@algoone/contracts';
import { profileRuleText } from '@algoone/domain';
import { SectionCard } from '@/components/section-card';
import { formatBRL, formatDate } from '@/lib/format';
import { allocationSummary } from '../lib/labels';

function profileRule(record: TSuitabilityRecord): string {
  return profileRuleText({
    questionnaireId: record.questionnaireId,
    answered: Object.keys(record.answers).length,
    totalPoints: record.totalPoints,
  });
}

/**
 * LGPD art. 20: the recommendation is an automated decision, so /perfil says which inputs it
 * used and which rule applied, and offers a human review (the chat feature's request, composed
 * in app/routes/profile.tsx).
 */
export function AutomatedDecisionCard({
  record,
  recommendation,
  humanReview,
}: {
  record: TSuitabilityRecord | null;
  recommendation: TRecommendation | null;
  humanReview?: ReactNode;
}) {
  return (
    <SectionCard
      id="decisao-automatizada"
      icon={Scale}
      title="Como chegamos à sua recomendação"
      description="A carteira recomendada é calculada automaticamente. Você pode pedir que um consultor a revise (LGPD, art. 20)."
    >
      {!record || !recommendation ? (
        <p className="text-sm text-muted-foreground">
          Responda ao questionário de perfil para receber uma recomendação; aqui você verá os dados
          que ela usou e a regra aplicada.
        </p>
      ) : (
        <div className="grid gap-4 text-sm">
          <div>
            <h3 className="font-semibold">Dados usados</h3>
            <ul className="mt-2 grid gap-1 text-muted-foreground">
              <li>
                Suas respostas ao questionário de {formatDate(record.completedAt)} → perfil{' '}
                <strong className="text-foreground">{record.profile}</strong>, horizonte{' '}
                <strong className="text-foreground">{record.timeHorizon}</strong>.
              </li>
              <li>
                Patrimônio considerado:{' '}
                {recommendation.availableAmountCents !== null
                  ? formatBRL(recommendation.availableAmountCents)
                  : 'não informado (a regra de capital limitado não se aplicou)'}
                .
              </li>
              <li>
                Preferências: criptoativos{' '}
                {recommendation.preferences.cryptoInterest ? 'sim' : 'não'}; exterior{' '}
                {recommendation.preferences.internationalInterest ? 'sim' : 'não'}; evitar ações
                diretas {recommendation.preferences.noStocks ? 'sim' : 'não'}.
              </li>
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">Regras aplicadas</h3>
            <ul className="mt-2 grid gap-1 text-muted-foreground">
              <li>{profileRule(record)}</li>
              <li>
                Tabela de alocação para o perfil {recommendation.profile} com horizonte{' '}
                {recommendation.timeHorizon}: {allocationSummary(recommendation.allocation)}.
              </li>
              {recommendation.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
          <p className="text-muted-foreground">{recommendation.observation}</p>
          {humanReview && (
            <div className="flex flex-col gap-2 rounded-lg bg-secondary p-4 sm:flex-row sm:items-center sm:justify-between">
              <p>Discorda ou quer entender melhor? Um consultor revisa a recomendação com você.</p>
              {humanReview}
            </div>
          )}
        </div>
      )}
    </SectionCard>
  );
}
