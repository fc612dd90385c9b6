import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RegisterAporteButton } from '@/features/contributions/components/aporte-dialog';
import { HumanReviewButton } from '@/features/chat/components/human-review-button';
import { ScheduleReviewButton } from '@/features/chat/components/review-request-dialog';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useProgress } from '@/features/gamification/api/get-progress';
import { ModulesCompleted } from '@/features/gamification/components/modules-completed';
import { ProgressCard } from '@/features/gamification/components/progress-card';
import { WeeklyMissions } from '@/features/gamification/components/weekly-missions';
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

/**
 * /dashboard: investors only. The dashboard feature's page, with the aportes dialog from the
 * contributions feature, the progress, missions and learning figure from gamification, and the
 * review requests of the chat feature, and the recent research list.
 */
export function Component() {
  return (
    <RequireAuth rule={{ permission: 'investorArea' }}>
      <DashboardPage
        registerAporte={<RegisterAporteButton />}
        levelBadge={<LevelBadge />}
        learning={<ModulesCompleted />}
        progressCard={<ProgressCard />}
        weeklyMissions={<WeeklyMissions />}
        scheduleReview={<ScheduleReviewButton className="w-full" />}
        humanReview={<HumanReviewButton className="justify-self-start" />}
        recentResearch={<RecentResearchCard />}
      />
    </RequireAuth>
  );
}
