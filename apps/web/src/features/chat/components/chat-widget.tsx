import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { CHAT_API_ROUTES } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { queryKeys } from '@/lib/query-keys';
import { useHydrated } from '@/lib/use-hydrated';
import { useOwnConversation } from '../api/get-conversation';
import { useChatStream } from '../hooks/use-chat-stream';
import { CHAT_PANEL_ID, ChatPanelLoading } from './chat-panel-loading';

const ChatPanel = lazy(() => import('./chat-panel'));

/**
 * The dedicated-consultant chat on every investor page (docs/product.md §2 "Dashboard chat"):
 * closed or open, live on both sides. Opened by `?chat=aberto` (the link in the emails).
 *
 * Its launcher is an action of the site header (signed-in-layout.tsx puts it there), not a
 * button floating over the page: floating in a corner, it covered whatever scrolled under it on
 * a phone (Theo's send button, the investor's own messages, badges, text). In the sticky header
 * it is one tap away on every page at every scroll position and covers nothing; the open panel
 * drops down below the header.
 */
export function ChatWidget() {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(params.get('chat') === 'aberto');
  // The open panel is a chunk of its own. In the server's markup and during hydration it is its
  // loading frame: a server-rendered panel whose chunk was still on its way would be thrown away
  // and drawn again by the browser.
  const hydrated = useHydrated();
  const conversation = useOwnConversation();
  const data = conversation.data;

  useChatStream({
    url: CHAT_API_ROUTES.events,
    queryKey: queryKeys.chat.own(),
    side: 'investor',
    enabled: conversation.isSuccess,
  });

  // Also on a page already open: a link to `?chat=aberto` (e.g. /cashback's) opens the panel.
  const requested = params.get('chat') === 'aberto';
  if (requested && !open) setOpen(true);
  useEffect(() => {
    if (!requested) return;
    const next = new URLSearchParams(params);
    next.delete('chat');
    setParams(next, { replace: true });
  }, [requested, params, setParams]);

  const unread = data?.unreadCount ?? 0;

  return (
    <div className="relative print:hidden">
      <Button
        type="button"
        variant="outline"
        className="relative size-10 rounded-full px-0 lg:w-auto lg:gap-2 lg:px-4"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        aria-label={
          open
            ? 'Fechar chat com o consultor'
            : `Falar com seu consultor${unread > 0 ? ` (${unread} não lidas)` : ''}`
        }
        data-testid="chat-launcher"
        onClick={() => setOpen((value) => !value)}
      >
        <MessageCircle aria-hidden="true" className="size-5 text-primary" />
        <span className="hidden lg:inline">Seu consultor</span>
        {!open && unread > 0 && (
          <Badge
            aria-hidden="true"
            className="absolute top-0 right-0 h-4 min-w-4 px-1 text-[10px] leading-none lg:static lg:h-5 lg:min-w-5 lg:text-xs"
          >
            {unread}
          </Badge>
        )}
      </Button>
      <span className="sr-only" aria-live="polite">
        {!open && unread > 0 ? `${unread} mensagens não lidas do consultor` : ''}
      </span>
      {open &&
        (hydrated ? (
          <Suspense fallback={<ChatPanelLoading />}>
            <ChatPanel
              data={data}
              isError={conversation.isError}
              error={conversation.error}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        ) : (
          <ChatPanelLoading />
        ))}
    </div>
  );
}
