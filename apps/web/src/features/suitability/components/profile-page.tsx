import { useEffect, useRef, useState, type ReactNode } from 'react';
import { History, ListChecks, RefreshCcw, ShieldCheck } from 'lucide-react';
import type { TSuitabilityResult } from '@algoone/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useRecommendations } from '../api/recommendations';
import { useSuitabilityHistory } from '../api/suitability-history';
import { allocationSummary } from '../lib/labels';
import { AutomatedDecisionCard } from './automated-decision-card';
import { CurrentProfile } from './current-profile';
import { SectionCard } from '@/components/section-card';
import { SectionError } from '@/components/page-status';
import { SectionLoading } from './profile-section';
import { RecommendationList } from './recommendation-list';
import { RedoProfile } from './redo-profile';
import { SuitabilityHistory } from './suitability-history';

/**
 * /perfil: the investor's current profile with its validity, "Refazer perfil" (the 10-question
 * flow), the history of profiles and the recommendations made from them.
 */
export function ProfilePage({ humanReview }: { humanReview?: ReactNode } = {}) {
  useDocumentTitle('Perfil de investidor');
  const history = useSuitabilityHistory();
  const recommendations = useRecommendations();
  const [redoing, setRedoing] = useState(false);
  const [result, setResult] = useState<TSuitabilityResult | null>(null);
  const current = useRef<HTMLDivElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const [focusAfter, setFocusAfter] = useState<'profile' | 'button' | null>(null);

  // After the flow closes, focus goes to what replaced it: the new profile, or the button.
  useEffect(() => {
    if (!focusAfter) return;
    if (focusAfter === 'profile') current.current?.focus();
    else redoButton.current?.focus();
  }, [focusAfter, history.data]);

  const latest = history.data?.[0] ?? null;

  const startRedo = () => {
    setResult(null);
    setFocusAfter(null);
    setRedoing(true);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-primary">Suitability · Resolução CVM 30/2021</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Perfil de investidor</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Seu perfil orienta todas as recomendações. Ele vale por 24 meses, e você pode refazê-lo
            sempre que sua vida ou seus objetivos mudarem.
          </p>
        </div>
        {!redoing && (
          <Button
            ref={redoButton}
            type="button"
            size="lg"
            className="self-start sm:self-auto"
            onClick={startRedo}
          >
            <RefreshCcw aria-hidden="true" />
            Refazer perfil
          </Button>
        )}
      </header>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6">
        {redoing ? (
          <SectionCard
            id="refazer"
            icon={RefreshCcw}
            title="Refazer perfil"
            description="Dez perguntas, uma de cada vez. Leva cerca de 3 minutos."
          >
            <RedoProfile
              onCancel={() => {
                setRedoing(false);
                setFocusAfter('button');
              }}
              onDone={(done) => {
                setResult(done);
                setRedoing(false);
                setFocusAfter('profile');
              }}
            />
          </SectionCard>
        ) : (
          <SectionCard
            id="perfil-atual"
            icon={ShieldCheck}
            title="Perfil atual"
            description="O perfil mais recente é o que vale para as recomendações."
          >
            {result && (
              <Alert variant="success" role="status" className="mb-5">
                <ShieldCheck aria-hidden="true" />
                <AlertTitle>Perfil atualizado: {result.suitability.profile}</AlertTitle>
                <AlertDescription>
                  <p>
                    Nova carteira recomendada: {allocationSummary(result.recommendation.allocation)}
                    .
                  </p>
                </AlertDescription>
              </Alert>
            )}
            {history.isPending ? (
              <SectionLoading label="Carregando seu perfil..." />
            ) : history.isError ? (
              <SectionError onRetry={() => void history.refetch()}>
                {errorMessage(history.error)}
              </SectionError>
            ) : (
              <CurrentProfile ref={current} record={latest} onRedo={startRedo} />
            )}
          </SectionCard>
        )}

        {!redoing && history.data && recommendations.data && (
          <AutomatedDecisionCard
            record={latest}
            recommendation={recommendations.data[0] ?? null}
            humanReview={humanReview}
          />
        )}

        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2">
          <SectionCard
            id="historico"
            icon={History}
            title="Histórico de perfis"
            description="Cada questionário respondido fica guardado, do mais recente ao mais antigo."
          >
            {history.isPending ? (
              <SectionLoading label="Carregando o histórico..." />
            ) : history.isError ? (
              <SectionError onRetry={() => void history.refetch()}>
                {errorMessage(history.error)}
              </SectionError>
            ) : (
              <SuitabilityHistory records={history.data} labelledBy="historico-titulo" />
            )}
          </SectionCard>

          <SectionCard
            id="recomendacoes"
            icon={ListChecks}
            title="Recomendações"
            description="As carteiras recomendadas a partir do seu perfil."
          >
            {recommendations.isPending ? (
              <SectionLoading label="Carregando as recomendações..." />
            ) : recommendations.isError ? (
              <SectionError onRetry={() => void recommendations.refetch()}>
                {errorMessage(recommendations.error)}
              </SectionError>
            ) : (
              <RecommendationList
                recommendations={recommendations.data}
                labelledBy="recomendacoes-titulo"
              />
            )}
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
