import type { ReactNode } from 'react';
import { Info, PencilLine, PiggyBank } from 'lucide-react';
import type { TBroker, TRecommendedPortfolio } from '@algoone/contracts';
import { findBroker } from '@algoone/domain';
import { SectionError } from '@/components/page-status';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/lib/format';
import type { OnboardingDraft } from '../lib/draft';
import { patrimonioCents } from '../lib/wizard';
import { AllocationBreakdown } from './allocation-breakdown';

function SummaryCard({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  /** Names what the button changes, for screen readers ("Alterar seus dados"). */
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {title}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onEdit} aria-label={editLabel}>
          <PencilLine aria-hidden="true" />
          Alterar
        </Button>
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Where step 5's recommendation stands: the server computes it (POST /api/onboarding/preview). */
export type PreviewState =
  /** Nothing to preview: no patrimônio given (docs/product.md §4). */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; recommendation: TRecommendedPortfolio };

const PREFERENCE_LABELS = {
  cryptoInterest: 'Interesse em criptoativos',
  noStocks: 'Sem ações diretamente',
  internationalInterest: 'Interesse no exterior',
} as const;

/**
 * Step 5: name, email, net worth, risk profile, brokers and the recommended allocation with its
 * note and one justification per class (docs/product.md §2). The account form comes below it.
 */
export function StepSummary({
  draft,
  email,
  profile,
  preview,
  brokers,
  onEditStep,
  children,
}: {
  draft: OnboardingDraft;
  /** The signed-in account's email, or what the visitor typed. */
  email: string;
  profile: { profile: string; timeHorizon: string } | null;
  preview: PreviewState;
  brokers: readonly TBroker[] | undefined;
  onEditStep: (step: number) => void;
  /** The finishing form. */
  children: ReactNode;
}) {
  const cents = patrimonioCents(draft.patrimonio);
  const brokerName = (id: string) =>
    brokers?.find((broker) => broker.id === id)?.name ?? findBroker(id)?.name ?? id;
  const chosenPreferences = (
    Object.keys(PREFERENCE_LABELS) as (keyof typeof PREFERENCE_LABELS)[]
  ).filter((key) => draft.preferences[key]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
        <SummaryCard title="Seus dados" editLabel="Alterar seus dados" onEdit={() => onEditStep(1)}>
          <dl className="grid gap-3">
            <Row label="Nome">{draft.name}</Row>
            <Row label="Email">{email}</Row>
            {draft.phone.trim() !== '' && <Row label="Telefone">{draft.phone}</Row>}
            <Row label="Patrimônio investido">
              {cents === null ? (
                <span className="font-normal text-muted-foreground">Não informado</span>
              ) : (
                formatBRL(cents)
              )}
            </Row>
          </dl>
        </SummaryCard>
        <SummaryCard
          title="Perfil de investidor"
          editLabel="Refazer o questionário de perfil"
          onEdit={() => onEditStep(2)}
        >
          {profile ? (
            <dl className="grid gap-3">
              <Row label="Perfil de risco">
                <span className="text-lg text-primary">{profile.profile}</span>
              </Row>
              <Row label="Prazo dos investimentos">{profile.timeHorizon}</Row>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">Responda ao questionário no passo 2.</p>
          )}
        </SummaryCard>
        <SummaryCard
          title="Corretoras"
          editLabel="Alterar as corretoras"
          onEdit={() => onEditStep(3)}
        >
          <ul className="flex flex-wrap gap-2" aria-label="Corretoras escolhidas">
            {draft.brokerIds.map((id) => (
              <li
                key={id}
                className="rounded-full border bg-secondary/60 px-3 py-1 text-sm font-medium text-secondary-foreground"
              >
                {brokerName(id)}
              </li>
            ))}
          </ul>
        </SummaryCard>
        <SummaryCard
          title="Preferências"
          editLabel="Alterar as preferências"
          onEdit={() => onEditStep(4)}
        >
          <dl className="grid gap-3">
            <Row label="Carteira">
              {chosenPreferences.length > 0
                ? chosenPreferences.map((key) => PREFERENCE_LABELS[key]).join(' · ')
                : 'Sem preferências especiais'}
            </Row>
            <Row label="Primeiro objetivo">{draft.firstGoalName ?? 'Nenhum por enquanto'}</Row>
          </dl>
        </SummaryCard>
      </div>

      <section aria-labelledby="carteira-recomendada" className="grid gap-5">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
            <PiggyBank className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 id="carteira-recomendada" className="text-lg font-semibold tracking-tight">
              Carteira recomendada
            </h3>
            <p className="text-sm text-muted-foreground">
              Calculada a partir das suas respostas, do seu patrimônio e das suas preferências.
            </p>
          </div>
        </div>
        {preview.status === 'loading' && (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Calculando sua carteira recomendada...</span>
            <div className="mx-auto size-56 animate-pulse rounded-full bg-muted md:mx-0" />
            <div className="h-16 animate-pulse rounded-lg bg-muted" />
            <div className="h-16 animate-pulse rounded-lg bg-muted" />
          </div>
        )}
        {preview.status === 'error' && (
          <SectionError onRetry={preview.retry}>
            Não foi possível calcular a prévia da sua carteira. {preview.message} Você ainda pode
            finalizar: a recomendação é calculada quando você salvar.
          </SectionError>
        )}
        {preview.status === 'ready' && (
          <>
            <AllocationBreakdown
              recommendation={preview.recommendation}
              headingId="carteira-recomendada"
            />
            <div className="grid gap-3">
              <p className="rounded-lg bg-muted/70 p-4 text-sm leading-relaxed">
                <span className="font-semibold">Observação: </span>
                {preview.recommendation.observation}
              </p>
              {preview.recommendation.notes.map((note) => (
                <Alert key={note} variant="info">
                  <Info aria-hidden="true" />
                  <AlertDescription>
                    <p>{note}</p>
                  </AlertDescription>
                </Alert>
              ))}
            </div>
          </>
        )}
        {preview.status === 'none' && (
          <Alert variant="info">
            <Info aria-hidden="true" />
            <AlertDescription>
              <p>
                Para ver a prévia da sua carteira aqui, informe seu patrimônio investido no passo 1.
                Se preferir não informar, tudo bem: a recomendação é calculada quando você
                finalizar.
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() => onEditStep(1)}
              >
                Informar patrimônio
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <p className="text-xs leading-relaxed text-muted-foreground">
          Recomendação de alocação por classe de ativos, conforme o seu perfil de investidor
          (Resolução CVM 30/2021). O AlgoOne não executa ordens nem tem a custódia dos seus
          recursos; rentabilidade passada não garante rentabilidade futura.
        </p>
      </section>

      {children}
    </div>
  );
}
