import { Sparkles } from 'lucide-react';
import type { TProgressSummary } from '@algoone/contracts';
import { ProgressBar } from '@/components/questionnaire/progress-bar';
import { cn } from '@/lib/utils';
import { useProgress } from '../api/get-progress';
import { levelPercent, nextLevelText } from '../lib/progress';

/** Level label, total XP and the bar to the next level, from a progress summary. */
export function LevelSummaryView({
  progress,
  className,
}: {
  progress: TProgressSummary;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-3', className)}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm text-muted-foreground">Seu nível</p>
            <p className="text-lg leading-tight font-semibold">{progress.label}</p>
          </div>
        </div>
        <p className="text-2xl font-bold tabular-nums">
          {progress.totalXP} <span className="text-base font-semibold">XP</span>
        </p>
      </div>
      <ProgressBar
        value={levelPercent(progress)}
        label={progress.nextLevelName ? `Progresso até o nível ${progress.nextLevelName}` : 'Nível'}
        valueText={nextLevelText(progress)}
      />
      <p className="text-sm text-muted-foreground">{nextLevelText(progress)}</p>
    </div>
  );
}

/** The same, loading the signed-in investor's progress itself (for /academia's header). */
export function LevelSummary({ className }: { className?: string }) {
  const progress = useProgress();
  if (progress.isPending) {
    return (
      <div role="status" className={cn('h-24 animate-pulse rounded-lg bg-muted', className)}>
        <span className="sr-only">Carregando seu nível...</span>
      </div>
    );
  }
  if (progress.isError) {
    return (
      <p role="alert" className={cn('text-sm text-destructive', className)}>
        Não foi possível carregar seu nível.{' '}
        <button type="button" className="underline" onClick={() => void progress.refetch()}>
          Tentar novamente
        </button>
      </p>
    );
  }
  return <LevelSummaryView progress={progress.data} className={className} />;
}
