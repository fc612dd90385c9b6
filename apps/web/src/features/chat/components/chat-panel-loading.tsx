import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Where the open chat sits: fixed below the sticky header (the header's backdrop filter makes it
 * the containing block, and it spans the viewport's width at its top).
 */
export const CHAT_PANEL_FRAME =
  'fixed top-[4.5rem] right-2 z-50 flex h-[min(560px,calc(100dvh-5.5rem))] w-[min(380px,calc(100vw-1rem))] rounded-xl border bg-background shadow-xl sm:right-4';

/** The open panel's id, which the launcher's `aria-controls` names, loading or loaded. */
export const CHAT_PANEL_ID = 'chat-consultor';

/** The panel's frame while its code arrives (chat-panel.tsx is loaded on first open). */
export function ChatPanelLoading() {
  return (
    <div
      id={CHAT_PANEL_ID}
      role="status"
      className={cn(
        CHAT_PANEL_FRAME,
        'items-center justify-center gap-2 text-sm text-muted-foreground',
      )}
    >
      <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      Carregando conversa…
    </div>
  );
}
