import {
  Award,
  CalendarCheck,
  Globe,
  MessageCircle,
  Scale,
  Target,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import type { TBadgeStatus } from '@algoone/contracts';
import { cn } from '@/lib/utils';

// The domain names lucide icons in kebab-case; only the badges' icons are bundled.
const ICONS: Record<string, LucideIcon> = {
  target: Target,
  'calendar-check': CalendarCheck,
  scale: Scale,
  'message-circle': MessageCircle,
  globe: Globe,
  'user-check': UserCheck,
};

const COLORS: Record<TBadgeStatus['color'], string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  purple: 'bg-purple-100 text-purple-800',
  amber: 'bg-amber-100 text-amber-900',
  cyan: 'bg-cyan-100 text-cyan-900',
  rose: 'bg-rose-100 text-rose-800',
};

/** A badge's icon in its colour, or greyed out while pending. */
export function BadgeIcon({
  badge,
  className,
}: {
  badge: Pick<TBadgeStatus, 'icon' | 'color' | 'earned'>;
  className?: string;
}) {
  const Icon = ICONS[badge.icon] ?? Award;
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full',
        badge.earned ? COLORS[badge.color] : 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
