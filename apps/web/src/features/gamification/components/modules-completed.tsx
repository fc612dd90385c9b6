import { Link } from '@/components/link';
import { GraduationCap } from 'lucide-react';
import { ProgressBar } from '@/components/questionnaire/progress-bar';
import { cn } from '@/lib/utils';
import { useProgress } from '../api/get-progress';
import { modulesCompletedText } from '../lib/progress';

/**
 * "Módulos concluídos: x de N" for the dashboard's summary row, linking to /academia. Loads its
 * own data.
 */
export function ModulesCompleted({ className }: { className?: string }) {
  const progress = useProgress();
  const completed = progress.data?.modulesCompleted ?? 0;
  const total = progress.data?.modulesTotal ?? 0;
  return (
    <div className={cn('grid gap-2', className)}>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <GraduationCap className="size-4" aria-hidden="true" />
        Módulos concluídos
      </p>
      {progress.isPending ? (
        <div role="status" className="h-7 w-24 animate-pulse rounded bg-muted">
          <span className="sr-only">Carregando...</span>
        </div>
      ) : progress.isError ? (
        <p className="text-sm text-destructive">Indisponível no momento.</p>
      ) : (
        <>
          <p className="text-2xl font-bold tabular-nums">
            {completed}{' '}
            <span className="text-base font-medium text-muted-foreground">de {total}</span>
          </p>
          <ProgressBar
            value={total > 0 ? (completed / total) * 100 : 0}
            label="Módulos da Academia concluídos"
            valueText={modulesCompletedText(completed, total)}
          />
        </>
      )}
      <Link to="/academia" className="w-fit text-sm font-medium text-primary hover:underline">
        Ir para a Academia
      </Link>
    </div>
  );
}
