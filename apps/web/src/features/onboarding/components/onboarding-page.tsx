import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ONBOARDING_QUESTIONNAIRE_ID } from '@algoone/contracts';
import { QUICK_QUESTIONNAIRE, clampStep } from '@algoone/domain';
import { resumeState, type FlowState } from '@/components/questionnaire/flow';
import { useQuestionnaire } from '@/components/questionnaire/api';
import { Card } from '@/components/ui/card';
import { safeNextPath } from '@/lib/auth-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useMe } from '@/lib/session';
import { useOnboardingBrokers } from '../api/get-brokers';
import { useOnboardingPreview } from '../api/preview-onboarding';
import {
  clearDraft,
  readDraft,
  sessionDraftStorage,
  writeDraft,
  type OnboardingDraft,
} from '../lib/draft';
import { previewBody } from '../lib/preview';
import { canLeaveStep, quickProfile, stepTitle } from '../lib/wizard';
import { preloadAllocationChart } from './allocation-breakdown';
import { FinishSection, type CreateAccount } from './finish-section';
import { OnboardingShell } from './onboarding-shell';
import { StepBrokers } from './step-brokers';
import { StepPreferences } from './step-preferences';
import { StepQuestionnaire } from './step-questionnaire';
import { StepSummary, type PreviewState } from './step-summary';
import { StepWelcome } from './step-welcome';
import { StepList, WizardProgress } from './wizard-progress';

/** Where the saved plan is shown (the dashboard arrives with its own capability). */
export const DASHBOARD_PATH = '/dashboard';

const STEP_DESCRIPTIONS: Record<number, string> = {
  1: 'Conte um pouco sobre você. Telefone e patrimônio são opcionais.',
  2: 'Algumas perguntas rápidas para conhecer seu perfil de investidor, como pede a Resolução CVM 30/2021.',
  3: 'Em quais corretoras você tem conta ou pretende abrir? Seu dinheiro fica sempre lá, em seu nome.',
  4: 'Ajuste a carteira ao que combina com você. Tudo aqui é opcional.',
  5: 'Confira seu plano. Se algo não estiver certo, é só alterar.',
};

/** The restored draft, with the questionnaire position made consistent with its answers. */
function initialDraft(): OnboardingDraft {
  const draft = readDraft(sessionDraftStorage());
  const flow = resumeState(QUICK_QUESTIONNAIRE.questions, draft.answers);
  return { ...draft, answers: flow.answers, questionIndex: flow.index };
}

/**
 * /onboarding: the five-step wizard from welcome to a saved, explained recommendation. Public
 * until step 5, where a visitor creates the account. The unfinished answers live in
 * sessionStorage, so a reload keeps them; they are removed once saved.
 */
export function OnboardingPage({ createAccount }: { createAccount: CreateAccount }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Where the visitor was going before creating the account (the plans' "Assinar"), else home.
  const next = safeNextPath(searchParams.get('next'));
  const session = useMe();
  const me = session.data ?? null;
  const accountEmail = me?.user.email ?? null;
  const questionnaire = useQuestionnaire(ONBOARDING_QUESTIONNAIRE_ID);
  const brokers = useOnboardingBrokers();

  const [draft, setDraft] = useState<OnboardingDraft>(initialDraft);
  const saved = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);

  // A signed-in investor starts from their account's name (once per person).
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (me && prefilledFor !== me.user.id) {
    setPrefilledFor(me.user.id);
    if (draft.name.trim() === '') setDraft((current) => ({ ...current, name: me.user.name }));
  }

  useEffect(() => {
    if (!saved.current) writeDraft(sessionDraftStorage(), draft);
  }, [draft]);

  const questions = questionnaire.data?.questions ?? null;
  const checked = accountEmail ? { ...draft, email: accountEmail } : draft;
  // A restored draft never opens past a step whose requirements are not met.
  const firstOpen = [1, 2, 3, 4].find((s) => !canLeaveStep(s, checked, questions)) ?? 5;
  const step = Math.min(draft.step, firstOpen);
  useDocumentTitle(`Passo ${step} de 5: ${stepTitle(step)}`);

  // Each new step takes the focus to its heading, so it is announced and Tab starts there.
  useEffect(() => {
    if (shownStep.current === null) shownStep.current = step;
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (step >= 4) preloadAllocationChart();
  }, [step]);

  const update = useCallback(
    (patch: Partial<OnboardingDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const goTo = useCallback(
    (next: number) => setDraft((current) => ({ ...current, step: clampStep(next) })),
    [],
  );

  const flow: FlowState = { answers: draft.answers, index: draft.questionIndex };
  const setFlow = (next: FlowState) => update({ answers: next.answers, questionIndex: next.index });
  // Step 5 shows the server's preview (what saving will store); asked for only on that step.
  const preview = useOnboardingPreview(
    step === 5 && questions ? previewBody(draft, questions) : null,
  );
  const profile =
    preview.data?.suitability ?? (questions ? quickProfile(questions, draft.answers) : null);
  const previewState: PreviewState = preview.data
    ? { status: 'ready', recommendation: preview.data.recommendation }
    : preview.isError
      ? {
          status: 'error',
          message: errorMessage(preview.error),
          retry: () => void preview.refetch(),
        }
      : preview.isFetching
        ? { status: 'loading' }
        : { status: 'none' };

  const onSaved = () => {
    saved.current = true;
    clearDraft(sessionDraftStorage());
    void navigate(next ?? DASHBOARD_PATH);
  };

  return (
    <OnboardingShell signedInName={me?.user.name ?? null}>
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 lg:px-8">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
          <aside className="hidden lg:block">
            <div className="sticky top-8">
              <StepList step={step} />
            </div>
          </aside>
          <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
            <div className="grid gap-5">
              <div>
                <p className="text-sm font-semibold text-primary">
                  Seu plano em menos de 5 minutos
                </p>
                <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                  Monte seu plano de investimentos
                </h1>
              </div>
              <WizardProgress step={step} />
            </div>

            <Card className="p-5 sm:p-8">
              <section aria-labelledby="passo-titulo">
                <header className="mb-6">
                  <h2
                    id="passo-titulo"
                    ref={stepHeading}
                    tabIndex={-1}
                    className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
                  >
                    {stepTitle(step)}
                  </h2>
                  <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">
                    {STEP_DESCRIPTIONS[step]}
                  </p>
                </header>

                {step === 1 && (
                  <StepWelcome
                    draft={draft}
                    onChange={update}
                    onNext={() => goTo(2)}
                    accountEmail={accountEmail}
                  />
                )}
                {step === 2 && (
                  <StepQuestionnaire
                    questionnaire={questionnaire.data ?? null}
                    loadFailed={questionnaire.isError}
                    onRetry={() => void questionnaire.refetch()}
                    flow={flow}
                    onFlowChange={setFlow}
                    onBack={() => goTo(1)}
                    onNext={() => goTo(3)}
                  />
                )}
                {step === 3 && (
                  <StepBrokers
                    brokers={brokers.data}
                    loading={brokers.isPending}
                    loadFailed={brokers.isError}
                    onRetry={() => void brokers.refetch()}
                    selected={draft.brokerIds}
                    onChange={(brokerIds) => update({ brokerIds })}
                    onBack={() => goTo(2)}
                    onNext={() => goTo(4)}
                  />
                )}
                {step === 4 && (
                  <StepPreferences
                    draft={draft}
                    onChange={update}
                    onBack={() => goTo(3)}
                    onNext={() => goTo(5)}
                  />
                )}
                {step === 5 && (
                  <StepSummary
                    draft={draft}
                    email={accountEmail ?? draft.email}
                    profile={profile}
                    preview={previewState}
                    brokers={brokers.data}
                    onEditStep={goTo}
                  >
                    <FinishSection
                      draft={draft}
                      questions={questions ?? QUICK_QUESTIONNAIRE.questions}
                      session={{ pending: session.isPending, me }}
                      createAccount={createAccount}
                      onEmailChange={(email) => update({ email })}
                      onGoToStep={goTo}
                      onSaved={onSaved}
                    />
                  </StepSummary>
                )}
              </section>
            </Card>
          </div>
        </div>
      </div>
    </OnboardingShell>
  );
}
