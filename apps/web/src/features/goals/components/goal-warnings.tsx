import { TriangleAlert } from 'lucide-react';
import type { TGoalWarning } from '@algoone/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** docs/product.md §8's warnings, each in its own callout; nothing when there is none. */
export function GoalWarnings({ warnings }: { warnings: readonly TGoalWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby="avisos-objetivos" className="grid gap-3">
      <h2 id="avisos-objetivos" className="sr-only">
        Avisos
      </h2>
      {warnings.map((warning) => (
        <Alert key={warning.code} variant="warning" data-warning={warning.code}>
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{warning.message}</p>
          </AlertDescription>
        </Alert>
      ))}
    </section>
  );
}
