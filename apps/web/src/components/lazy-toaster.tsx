import { lazy, Suspense, useEffect, useState } from 'react';
import { TOASTER_SETTINGS } from '@algoone/domain';
import { onToasterWanted, toasterMounted } from '@/lib/toast';

// sonner's stylesheet comes as a file with the Toaster's chunk, not in every page's head: the CSP
// refuses the <style> sonner would inject (vite.config.ts).
const Toaster = lazy(() =>
  Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([{ Toaster }]) => ({
    default: Toaster,
  })),
);

function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * sonner's Toaster, rendered from the first toast on (lib/toast.ts): until then nothing of it
 * is downloaded. sonner 2 has no swipe-threshold option (it is fixed in the library), so
 * TOASTER_SETTINGS.swipeThresholdPx is not applied.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={TOASTER_SETTINGS.position}
        visibleToasts={TOASTER_SETTINGS.visibleToasts}
        duration={TOASTER_SETTINGS.durationMs}
        hotkey={[...TOASTER_SETTINGS.hotkey]}
        containerAriaLabel="Notificações"
        richColors
        closeButton
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      />
      <MountedSignal />
    </Suspense>
  );
}
