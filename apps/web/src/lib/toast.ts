import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with sonner loaded only when the first one is shown (issue #27: a page's
 * first load carries its figures, not a notification library). Same calls as sonner's `toast`;
 * a call made before the library and its Toaster are in place waits for them, so no toast is
 * lost. `LazyToaster` (components/lazy-toaster.tsx) mounts the Toaster.
 */
type Sonner = typeof SonnerModule;

let library: Promise<Sonner> | null = null;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const wanted = new Set<() => void>();

/** Starts loading sonner; the LazyToaster hears of it and mounts the Toaster. */
export function loadToaster(): Promise<Sonner> {
  if (!library) {
    library = import('sonner');
    for (const notify of wanted) notify();
  }
  return library;
}

/** For the LazyToaster: called once when something asks for a toast. */
export function onToasterWanted(notify: () => void): () => void {
  if (library) notify();
  wanted.add(notify);
  return () => wanted.delete(notify);
}

/** For the LazyToaster: its Toaster is on the page and listening. */
export function toasterMounted(): void {
  markMounted();
}

function show(run: (sonner: Sonner) => void): void {
  void Promise.all([loadToaster(), mounted]).then(([sonner]) => run(sonner));
}

type Message = Parameters<Sonner['toast']['success']>[0];

export const toast = {
  success: (message: Message, data?: ExternalToast) =>
    show(({ toast: t }) => void t.success(message, data)),
  error: (message: Message, data?: ExternalToast) =>
    show(({ toast: t }) => void t.error(message, data)),
  warning: (message: Message, data?: ExternalToast) =>
    show(({ toast: t }) => void t.warning(message, data)),
  dismiss: (id?: string | number) => {
    // Nothing to dismiss before the first toast.
    if (library) show(({ toast: t }) => void t.dismiss(id));
  },
};
