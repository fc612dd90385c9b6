/**
 * docs/product.md §9 timings that stay real. The prototype's fake delays (1.5 s skeleton, 2 s
 * "processing", 2 s chat reply) are gone on purpose (§10): loading shows only during a request.
 */

/** Success toasts stay 3 s. */
export const SUCCESS_TOAST_DURATION_MS = 3_000;

/** sonner's Toaster: 3 visible, 4000 ms, bottom-right, swipe 20 px, Alt+T. */
export const TOASTER_SETTINGS = {
  visibleToasts: 3,
  durationMs: 4_000,
  position: 'bottom-right',
  swipeThresholdPx: 20,
  hotkey: ['altKey', 'KeyT'],
} as const;

/** Radix tooltip open delay. */
export const TOOLTIP_DELAY_MS = 700;

/** TanStack Query defaults: 3 retries, exponential back-off from 1 s capped at 30 s, 5 min fresh. */
export const QUERY_SETTINGS = {
  retry: 3,
  retryDelayMinMs: 1_000,
  retryDelayMaxMs: 30_000,
  staleTimeMs: 5 * 60 * 1_000,
} as const;

/** Back-off before retry number `failureCount` (0-based): 1 s, 2 s, 4 s… never above 30 s. */
export function queryRetryDelayMs(failureCount: number): number {
  return Math.min(
    QUERY_SETTINGS.retryDelayMinMs * 2 ** Math.max(0, failureCount),
    QUERY_SETTINGS.retryDelayMaxMs,
  );
}

/** The consultant answers within this many hours (posted once as an automatic acknowledgement). */
export const CONSULTANT_CHAT_SLA_HOURS = 24;

export const CONSULTANT_CHAT_ACKNOWLEDGEMENT =
  'Recebemos sua mensagem! Seu consultor vai responder em até 24 horas.';
