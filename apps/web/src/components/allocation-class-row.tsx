import type { ReactNode } from 'react';
import type { AssetClass } from '@algoone/domain';
import { ASSET_CLASS_COLORS } from '@/lib/allocation-display';
import { cn } from '@/lib/utils';

/** The class's colour as a small square, next to its name in lists, tables and legends. */
export function AssetClassSwatch({ assetClass }: { assetClass: AssetClass }) {
  return (
    <span
      aria-hidden="true"
      className="size-3 shrink-0 rounded-[3px]"
      style={{ background: ASSET_CLASS_COLORS[assetClass] }}
    />
  );
}

/**
 * One asset class as a card in a list: its colour and name, a figure on the right (a share or
 * an amount), an optional bar of its share, and whatever the page adds below (current against
 * target, band status, justification). The onboarding summary, the dashboard's recommended
 * portfolio and /carteira draw their classes with it, so they read alike.
 */
export function AllocationClassRow({
  assetClass,
  value,
  barPercent,
  outOfBand = false,
  titleAs: Title = 'span',
  className,
  children,
}: {
  assetClass: AssetClass;
  /** The figure beside the name: '35%', 'R$ 1.000,00'. */
  value: ReactNode;
  /** Draws a bar this wide (0–100) under the name; no bar when omitted. */
  barPercent?: number;
  /** Outside its tolerance band: the card is tinted (the page says so in words as well). */
  outOfBand?: boolean;
  /** 'h3' where each class is a section of the card it sits in. */
  titleAs?: 'span' | 'h3';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] content-start gap-1.5 rounded-lg border bg-card p-3.5',
        outOfBand && 'border-amber-300 bg-amber-50/60',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Title
          className={cn(
            'flex items-center gap-2',
            Title === 'h3' ? 'font-semibold' : 'font-medium',
          )}
        >
          <AssetClassSwatch assetClass={assetClass} />
          {assetClass}
        </Title>
        <span className="text-lg font-semibold whitespace-nowrap tabular-nums">{value}</span>
      </div>
      {barPercent !== undefined && (
        <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className="h-full rounded-full"
            style={{
              width: `${Math.min(100, Math.max(0, barPercent))}%`,
              background: ASSET_CLASS_COLORS[assetClass],
            }}
          />
        </div>
      )}
      {children}
    </li>
  );
}
