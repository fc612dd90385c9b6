import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOASTER_DURATION_MS, TOASTER_VISIBLE_TOASTS, TOOLTIP_DELAY_MS } from '@algoone/domain';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';

// One client for the life of the page, so the cache survives moving between signed-in areas.
const queryClient = createQueryClient();

/**
 * Providers of the signed-in areas (SPEC §9 settings). Kept out of the public pages' bundle:
 * the app layout that renders this is itself a lazy route.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
        {children}
        <Toaster
          position="bottom-right"
          visibleToasts={TOASTER_VISIBLE_TOASTS}
          duration={TOASTER_DURATION_MS}
          hotkey={['altKey', 'KeyT']}
          containerAriaLabel="Notificações"
          richColors
          closeButton
          toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
