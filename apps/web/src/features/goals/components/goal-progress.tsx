import { formatBRL, formatPercent } from '@/lib/format';

/** The progress bar (capped at full) and the percentage (not capped: a goal can pass 100%). */
export function GoalProgress({
  id,
  percent,
  accumulatedCents,
  targetCents,
}: {
  id: string;
  percent: number;
  accumulatedCents: number;
  targetCents: number;
}) {
  const labelId = `${id}-progresso`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <p id={labelId} className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">
            {formatBRL(accumulatedCents)}
          </span>{' '}
          de <span className="tabular-nums">{formatBRL(targetCents)}</span>
        </p>
        <p className="text-lg font-bold tabular-nums">{formatPercent(percent)}</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={`${formatPercent(percent)} acumulado`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
    </div>
  );
}
