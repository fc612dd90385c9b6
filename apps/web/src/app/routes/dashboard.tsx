import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RegisterAporteButton } from '@/features/contributions/components/register-aporte-button';
import { HumanReviewButton } from '@/features/chat/components/human-review-button';
import { ScheduleReviewButton } from '@/features/chat/components/schedule-review-button';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { progressQueryOptions, useProgress } from '@/features/gamification/api/get-progress';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { pageHandle } from '@/app/page-handle';
import { goalsQueryOptions } from '@/features/goals/api/list-goals';
import { recentReportsQueryOptions } from '@/features/research/api/search-reports';
import { ModulesCompleted } from '@/features/gamification/components/modules-completed';
import { ProgressCard } from '@/features/gamification/components/progress-card';
import { WeeklyMissions } from '@/features/gamification/components/weekly-missions';
import { GoalsGlanceCard } from '@/features/goals/components/goals-glance-card';
import { RecentResearchCard } from '@/features/research/components/recent-research-card';

/**
 * The investor's level for the greeting ("Nível 2 - Consciente"). Progress loads on its own, so
 * a badge-sized placeholder holds the place meanwhile: on a phone the badges wrap, and a badge
 * arriving late pushed the whole page down (layout shift).
 */
function LevelBadge() {
  const progress = useProgress();
  if (progress.isPending) return <Skeleton className="h-[22px] w-36 rounded-full" />;
  if (!progress.data) return null;
  return (
    <Badge>
      <Sparkles aria-hidden="true" />
      {progress.data.label}
    </Badge>
  );
}

export const handle = pageHandle({
  access: { permission: 'investorArea' },
  prefetch: (client) =>
    Promise.all([
      client.prefetchQuery(dashboardQueryOptions()),
      client.prefetchQuery(progressQueryOptions()),
      client.prefetchQuery(goalsQueryOptions()),
      client.prefetchQuery(recentReportsQueryOptions()),
    ]),
});

/**
 * /dashboard: investors only. The dashboard feature's page, with the aportes dialog from the
 * contributions feature, the progress, missions and learning figure from gamification, and the
 * review requests of the chat feature, the recent research list and a glance at the goals.
 */
export function Component() {
  return (
    <RequireAuth rule={handle.access}>
      <DashboardPage
        registerAporte={<RegisterAporteButton />}
        levelBadge={<LevelBadge />}
        learning={<ModulesCompleted />}
        progressCard={<ProgressCard />}
        weeklyMissions={<WeeklyMissions />}
        scheduleReview={<ScheduleReviewButton className="w-full" />}
        humanReview={<HumanReviewButton className="justify-self-start" />}
        recentResearch={<RecentResearchCard />}
        goals={<GoalsGlanceCard />}
      />
    </RequireAuth>
  );
}
