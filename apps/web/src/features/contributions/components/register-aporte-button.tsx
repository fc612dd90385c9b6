import { useState } from 'react';
import { Plus } from 'lucide-react';
import { lazyDialog, preloadOnIntent } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';

/** The aportes dialog, loaded on the first click (issue #27: not in the page's first load). */
export const LazyAporteDialog = lazyDialog(() =>
  import('./aporte-dialog').then((module) => module.AporteDialog),
);

/** "Registrar aporte": the button and its dialog, for any page to place. */
export function RegisterAporteButton({
  variant = 'default',
  className,
}: {
  variant?: 'default' | 'outline';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        {...preloadOnIntent(LazyAporteDialog)}
      >
        <Plus aria-hidden="true" />
        Registrar aporte
      </Button>
      <LazyAporteDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
