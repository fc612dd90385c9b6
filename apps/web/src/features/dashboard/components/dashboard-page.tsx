import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CalendarClock, ShieldCheck, TriangleAlert } from 'lucide-react';
import { PageError } from '@/components/page-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useDashboard } from '../api/get-dashboard';
import { firstName } from '../lib/dashboard-text';
import { AllocationComparisonCard } from './allocation-comparison-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FaqDialog } from './faq-dialog';
import { HoldingsEditor } from './holdings-editor';
import { JourneyTracker } from './journey-tracker';
import { LastRecommendationCard } from './last-recommendation-card';
import { NetWorthCard } from './net-worth-card';
import { NextActionCard } from './next-action-card';
import { QuickActionsCard } from './quick-actions-card';
import { RecentAportesCard } from './recent-aportes-card';
import { RecommendedPortfolioCard } from './recommended-portfolio-card';
import { SummaryRow } from './summary-row';

/** What other features bring to the dashboard; app/routes/dashboard.tsx composes them. */
export interface DashboardSlots {
  /** The aportes dialog and its trigger ("Registrar aporte"). */
  registerAporte?: ReactNode;
  /** The investor's level, shown next to the risk profile. */
  levelBadge?: ReactNode;
  /** The learning figure of the summary row (modules completed). */
  learning?: ReactNode;
  /** The progress card (XP, level, link to /conquistas). */
  progressCard?: ReactNode;
  /** This week's missions. */
  weeklyMissions?: ReactNode;
  /** 'Agendar Revisão' among the quick actions (the chat feature's request). */
  scheduleReview?: ReactNode;
  /** 'Solicitar revisão humana' of the last recommendation (LGPD art. 20). */
  humanReview?: ReactNode;
  /** The recent research list (the research feature's, with its own 'Atualizar'). */
  recentResearch?: ReactNode;
}

/** Scrolls to the fragment once the content it points at exists (it loads with the data). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/**
 * /dashboard: the investor's own numbers from one aggregate request — greeting, journey,
 * next action, summary (net worth and return, CDI, cashback estimate), the editable net worth
 * and portfolio, current against recommended, the last recommendation and quick actions.
 */
export function DashboardPage(slots: DashboardSlots) {
  useDocumentTitle('Dashboard');
  const [broker, setBroker] = useState<string | null>(null);
  const dashboard = useDashboard(broker);
  useScrollToHash(dashboard.isSuccess);

  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    return (
      <PageError
        title="Não foi possível carregar seu painel"
        onRetry={() => void dashboard.refetch()}
      >
        {errorMessage(dashboard.error)}
      </PageError>
    );
  }

  const data = dashboard.data;
  const { greeting, profileGate } = data;
  const name = firstName(greeting.name);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pt-4 pb-20 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{name ? `Olá, ${name}!` : 'Olá!'}</h1>
          <div className="flex flex-wrap items-center gap-2">
            {slots.levelBadge}
            {greeting.riskProfile && (
              <Badge variant="secondary">
                <ShieldCheck aria-hidden="true" />
                Perfil {greeting.riskProfile}
              </Badge>
            )}
            {greeting.timeHorizon && (
              <Badge variant="outline">
                <CalendarClock aria-hidden="true" />
                Prazo {greeting.timeHorizon}
              </Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {slots.registerAporte}
          <FaqDialog />
        </div>
      </header>

      {profileGate.status !== 'valid' && (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>
            {profileGate.status === 'expired'
              ? 'Seu perfil de investidor venceu'
              : 'Você ainda não tem um perfil de investidor'}
          </AlertTitle>
          <AlertDescription>
            <p>{profileGate.message}</p>
            <p>
              <Link to="/perfil" className="font-semibold underline underline-offset-2">
                {profileGate.status === 'expired' ? 'Refazer perfil' : 'Responder ao questionário'}
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}

      <JourneyTracker tracker={data.tracker} />
      <NextActionCard nextStep={data.tracker.nextStep} />

      <SummaryRow
        data={data}
        onBrokerChange={setBroker}
        brokerLoading={dashboard.isPlaceholderData}
        learning={slots.learning}
      />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid grid-cols-1 gap-6">
          <NetWorthCard netWorth={data.netWorth} />
          <AllocationComparisonCard data={data} />
          <HoldingsEditor holdings={data.holdings} />
          <RecommendedPortfolioCard data={data} />
        </div>
        <div className="grid grid-cols-1 gap-6">
          <LastRecommendationCard
            recommendation={data.lastRecommendation}
            humanReview={slots.humanReview}
          />
          <QuickActionsCard scheduleReview={slots.scheduleReview} />
          {slots.progressCard}
          {slots.weeklyMissions}
          <RecentAportesCard contributions={data.contributions} />
        </div>
      </div>

      {slots.recentResearch}

      <section
        aria-labelledby="duvidas-titulo"
        className="flex flex-col items-start gap-3 rounded-xl border bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="duvidas-titulo" className="font-semibold">
            Ficou com alguma dúvida?
          </h2>
          <p className="text-sm text-muted-foreground">
            Suitability, recomendação, cashback, rendimento e CDI explicados.
          </p>
        </div>
        <FaqDialog />
      </section>
    </div>
  );
}
