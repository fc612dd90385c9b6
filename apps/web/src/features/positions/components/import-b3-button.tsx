import { lazy, Suspense, useRef, useState } from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const loadDialog = () => import('./import-b3-dialog');
// Its own chunk: the file reading, the preview and its questions stay out of /carteira's first
// load (docs/decisions/026: a page's first load carries only what its first screen shows).
const ImportB3Dialog = lazy(loadDialog);

/** "Importar da B3": opens the import dialog, fetching its code on the way (hover, focus, tap). */
export function ImportB3Button({ className }: { className?: string }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog keeps its toasts after closing.
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        className={cn('w-full sm:w-auto', className)}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <FileUp aria-hidden="true" />
        Importar da B3
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ImportB3Dialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}
