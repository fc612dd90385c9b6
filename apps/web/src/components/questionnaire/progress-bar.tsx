import { cn } from '@/lib/utils';

/** A determinate progress bar in whole percent, named for assistive technology. */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  /** What is progressing ("Progresso do cadastro"). */
  label: string;
  /** How it reads aloud ("Passo 2 de 5"); the percent otherwise. */
  valueText?: string;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ? `${valueText} (${percent}%)` : `${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
