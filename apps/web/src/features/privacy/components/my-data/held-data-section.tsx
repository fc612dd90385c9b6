import { Database } from 'lucide-react';
import type { TPrivacySummary } from '@algoone/contracts';
import { SectionCard } from '@/components/section-card';

/** What is held, by category, and what a deletion does to each (erased or kept anonymised). */
export function HeldDataSection({ summary }: { summary: TPrivacySummary }) {
  const max = Math.max(1, ...summary.categories.map((c) => c.count));
  return (
    <SectionCard
      id="o-que-guardamos"
      icon={Database}
      title="O que guardamos sobre você"
      description="Registros por categoria, e o que acontece com cada uma se você excluir a conta."
    >
      <ul className="grid gap-3">
        {summary.categories.map((category) => (
          <li key={category.id} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{category.label}</span>
              <span className="tabular-nums text-muted-foreground">
                {category.count} {category.count === 1 ? 'registro' : 'registros'}
              </span>
            </div>
            <div className="h-2 rounded-full bg-secondary" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-primary"
                style={{ width: `${Math.round((category.count / max) * 100)}%` }}
              />
            </div>
            <span className="text-xs text-muted-foreground">
              {category.onDeletion === 'erased'
                ? 'Apagado na exclusão da conta'
                : 'Mantido anonimizado na exclusão, pelo prazo legal'}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
