import { useState } from 'react';
import { CircleHelp } from 'lucide-react';
import { lazyDialog, preloadOnIntent } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';

const FaqDialog = lazyDialog(() => import('./faq-dialog').then((module) => module.FaqDialog));

/** "Dúvidas?" and its dialog, whose answers load on the first click. */
export function FaqButton({ variant = 'outline' }: { variant?: 'outline' | 'ghost' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        {...preloadOnIntent(FaqDialog)}
      >
        <CircleHelp aria-hidden="true" />
        Dúvidas?
      </Button>
      <FaqDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
