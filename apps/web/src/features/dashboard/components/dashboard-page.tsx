import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { CalendarClock, ShieldCheck, TriangleAlert } from 'lucide-react';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageError } from '@/components/page-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useDashboard } from '../api/get-dashboard';
import { firstName } from '../lib/dashboard-text';
import { AllocationComparisonCard } from './allocation-comparison-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FaqButton } from './faq-button';
import { JourneyTracker } from './journey-tracker';
import { LastRecommendationCard } from './last-recommendation-card';
import { NextActionCard } from './next-action-card';
import { QuickActionsCard } from './quick-actions-card';
import { RecentAportesCard } from './recent-aportes-card';
import { RecommendedPortfolioCard } from './recommended-portfolio-card';
import { CashbackSummaryCard, PerformanceCards } from './summary-row';

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
  /** A glance at the investor's goals (the goals feature's). */
  goals?: ReactNode;
}

// Data entry loads when it is opened: the page's first load holds its figures only (issue #27).
const NetWorthDialog = lazyDialog(() =>
  import('./net-worth-dialog').then((module) => module.NetWorthDialog),
);
const HoldingsDialog = lazyDialog(() =>
  import('./holdings-dialog').then((module) => module.HoldingsDialog),
);

/** The data-entry dialogs the dashboard opens from its figures. */
type Editor = 'patrimonio' | 'carteira';

/** `/dashboard#carteira-atual` (links from /carteira and the next action) opens the portfolio. */
const HOLDINGS_ANCHOR = 'carteira-atual';

/**
 * The fragment once the content it points at exists (it loads with the data): the portfolio
 * dialog's anchor opens it, any other scrolls to its element. Closing the dialog drops the
 * fragment, so the same link opens it again.
 */
function useHashTarget(ready: boolean, open: (editor: Editor) => void) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = decodeURIComponent(hash.slice(1));
  useEffect(() => {
    if (!ready || !target) return;
    if (target === HOLDINGS_ANCHOR) open('carteira');
    else document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [ready, target, open]);
  return useCallback(() => {
    if (target === HOLDINGS_ANCHOR) void navigate({ pathname, search }, { replace: true });
  }, [target, navigate, pathname, search]);
}

/**
 * /dashboard: the investor's own numbers from one aggregate request. Ordered for a phone, what
 * the investor comes for first: net worth and return, the CDI, the next action and goals; then
 * the journey, current against recommended, cashback, the last recommendation, quick actions,
 * progress and missions. Data entry (net worth, current portfolio, aportes) waits behind its
 * action, in dialogs.
 */
export function DashboardPage(slots: DashboardSlots) {
  useDocumentTitle('Dashboard');
  const [broker, setBroker] = useState<string | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const dashboard = useDashboard(broker);
  const clearHash = useHashTarget(dashboard.isSuccess, setEditor);
  const closeEditor = (open: boolean) => {
    if (open) return;
    setEditor(null);
    clearHash();
  };

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
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pt-4 pb-12 sm:px-6 lg:px-8">
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
          <FaqButton />
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

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <PerformanceCards data={data} onEditNetWorth={() => setEditor('patrimonio')} />
        <NextActionCard
          nextStep={data.tracker.nextStep}
          onInPageAction={(anchor) => {
            if (anchor === `#${HOLDINGS_ANCHOR}`) setEditor('carteira');
          }}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>

      {slots.goals}

      <JourneyTracker tracker={data.tracker} />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid grid-cols-1 gap-6">
          <AllocationComparisonCard data={data} onEditHoldings={() => setEditor('carteira')} />
          <RecommendedPortfolioCard data={data} />
        </div>
        <div className="grid grid-cols-1 gap-6">
          <CashbackSummaryCard
            data={data}
            onBrokerChange={setBroker}
            brokerLoading={dashboard.isPlaceholderData}
          />
          {slots.learning && (
            <section
              aria-label="Aprendizado"
              className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-xs"
            >
              {slots.learning}
            </section>
          )}
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
        <FaqButton />
      </section>

      <NetWorthDialog
        netWorth={data.netWorth}
        open={editor === 'patrimonio'}
        onOpenChange={closeEditor}
      />
      <HoldingsDialog
        holdings={data.holdings}
        open={editor === 'carteira'}
        onOpenChange={closeEditor}
      />
    </div>
  );
}
