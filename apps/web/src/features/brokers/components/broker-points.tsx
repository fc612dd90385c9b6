import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A titled list of a broker's points (benefits, pros, cons), each with its icon; nothing when empty. */
export function BrokerPoints({
  title,
  items,
  icon: Icon,
  iconClass,
}: {
  title: string;
  items: readonly string[];
  icon: LucideIcon;
  iconClass: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid gap-1 text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
