import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
// sonner's stylesheet as a file: the CSP refuses the <style> it would inject (vite.config.ts).
import 'sonner/dist/styles.css';
import { TOASTER_SETTINGS, TOOLTIP_DELAY_MS } from '@algoone/domain';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';

// One client for the life of the page, so the cache survives moving between signed-in areas.
const queryClient = createQueryClient();

/**
 * Providers of the signed-in areas (docs/product.md §9 settings). Kept out of the public bundle:
 * the app layout that renders this is itself a lazy route. sonner 2 has no swipe-threshold
 * option (it is fixed in the library), so TOASTER_SETTINGS.swipeThresholdPx is not applied.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
        {children}
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
      </TooltipProvider>
    </QueryClientProvider>
  );
}
