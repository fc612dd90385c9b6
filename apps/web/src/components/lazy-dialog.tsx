import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { Loader2 } from 'lucide-react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What shows while a dialog's code arrives: the dialog's backdrop and an announced spinner. */
export function DialogLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50"
    >
      <div className="flex items-center gap-2 rounded-xl border bg-background px-4 py-3 text-sm shadow-lg">
        <Loader2
          className="size-5 animate-spin text-primary motion-reduce:animate-none"
          aria-hidden="true"
        />
        Carregando…
      </div>
    </div>
  );
}

/**
 * Gives the focus back to what opened the dialog once it closes. A Radix dialog without its
 * Trigger (ours are opened by plain buttons, so that Radix loads with the dialog) would leave
 * it on the page's body.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // Before the dialog's own effects move the focus inside it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  useEffect(() => {
    if (open || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    // After Radix's own close handling, which runs on a timeout as the content unmounts.
    const timer = setTimeout(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && target.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}

/**
 * A dialog whose code loads the first time it opens instead of with the page (issue #27: Radix's
 * dialog, the form, its zod schema and its mutations stay out of the first load;
 * docs/decisions/026-server-rendered-pages.md, "Bundle"). `load` returns the dialog component,
 * which takes `open` and `onOpenChange` and is opened by a plain button.
 * - Nothing renders (on the server either) until it is first opened; then it stays mounted, so
 *   what it does after closing (a mutation's achievement toasts) still happens.
 * - While its code arrives, a backdrop with "Carregando…" answers the click.
 * - `preload()` starts the download early (the opening button's pointer or focus).
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // One download, shared by the early start and the opening. A failed one reaches the page's
  // error boundary when the dialog opens, as a failed page chunk does.
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Dialog = lazy(preload);

  function LazyDialog(props: P) {
    const [used, setUsed] = useState(props.open);
    // Mounted from the first opening on (state adjusted during render, React's pattern).
    if (props.open && !used) setUsed(true);
    useReturnFocus(props.open);
    if (!used && !props.open) return null;
    return (
      <Suspense fallback={props.open ? <DialogLoading /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, {
    preload: () => void preload().catch(() => undefined),
  });
}

/** Props for a button that opens a lazy dialog: its code starts loading on pointer or focus. */
export function preloadOnIntent(dialog: { preload: () => void }) {
  return { onPointerEnter: dialog.preload, onFocus: dialog.preload };
}
