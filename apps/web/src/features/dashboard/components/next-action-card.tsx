import { Link } from '@/components/link';
import { ArrowRight, Compass } from 'lucide-react';
import type { TTracker } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { nextAction } from '../lib/dashboard-text';

/**
 * The next step of the journey, with the button that takes the investor there. A step done on
 * the dashboard itself ('#carteira-atual') opens its dialog through `onInPageAction`.
 */
export function NextActionCard({
  nextStep,
  onInPageAction,
  className,
}: {
  nextStep: TTracker['nextStep'];
  onInPageAction: (anchor: string) => void;
  className?: string;
}) {
  const action = nextAction(nextStep);
  const inPage = action.to.startsWith('#');
  return (
    <section
      aria-labelledby="proxima-acao-titulo"
      className={cn(
        'flex flex-col justify-between gap-4 rounded-xl bg-primary p-5 text-primary-foreground shadow-sm',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white/15 sm:flex">
          <Compass className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <p className="text-xs font-semibold tracking-wide uppercase opacity-80">
            {nextStep ? `Próxima ação · etapa ${nextStep}` : 'Próxima ação'}
          </p>
          <h2 id="proxima-acao-titulo" className="text-lg font-semibold">
            {action.title}
          </h2>
          <p className="text-sm opacity-90">{action.description}</p>
        </div>
      </div>
      {inPage ? (
        <Button
          type="button"
          variant="inverse"
          size="lg"
          className="self-start"
          onClick={() => onInPageAction(action.to)}
        >
          {action.label}
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <Button asChild variant="inverse" size="lg" className="self-start">
          <Link to={action.to}>
            {action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </section>
  );
}
