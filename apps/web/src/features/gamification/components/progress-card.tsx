import { Link } from '@/components/link';
import { ChevronRight, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useProgress } from '../api/get-progress';
import { LevelSummaryView } from './level-summary';
import { SectionMessage } from './section-message';

/**
 * Dashboard card (docs/product.md §2, right column): level, XP, XP to the next level and a link to
 * /conquistas. Loads its own data, so the dashboard only places it.
 */
export function ProgressCard({ className }: { className?: string }) {
  const progress = useProgress();
  return (
    <Card className={cn(className)}>
      <CardHeader className="flex flex-row items-center justify-between gap-3 pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Trophy className="size-5 text-primary" aria-hidden="true" />
          Seu progresso
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {progress.isPending ? (
          <SectionMessage loading>Carregando seu progresso...</SectionMessage>
        ) : progress.isError ? (
          <SectionMessage onRetry={() => void progress.refetch()}>
            Não foi possível carregar seu progresso.
          </SectionMessage>
        ) : (
          <LevelSummaryView progress={progress.data} />
        )}
        <Button asChild variant="outline" className="w-full">
          <Link to="/conquistas">
            Ver conquistas
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
