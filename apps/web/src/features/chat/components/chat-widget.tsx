import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessageCircle, X } from 'lucide-react';
import { CHAT_API_ROUTES, type TReviewRequest } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { queryKeys } from '@/lib/query-keys';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { formatDateTimeShort } from '@/lib/format';
import { useAcceptReviewTime } from '../api/accept-review-time';
import { useOwnConversation } from '../api/get-conversation';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { useChatStream } from '../hooks/use-chat-stream';
import { PlanRequired } from '@/components/plan-required';
import { useEntitlement } from '@/lib/plan';
import { Composer } from './composer';
import { MessageList } from './message-list';

function AcceptCounter({ request }: { request: TReviewRequest }) {
  const accept = useAcceptReviewTime();
  if (request.status !== 'counter_proposed' || !request.counterTime) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={accept.isPending}
      onClick={() =>
        accept.mutateAsync(request.id).then(
          () =>
            toastSuccess({
              title: 'Revisão confirmada',
              description: 'O convite foi enviado por e-mail.',
            }),
          (error: unknown) =>
            toastError({ title: 'Não foi possível confirmar', description: errorMessage(error) }),
        )
      }
    >
      Aceitar {request.counterTime && formatDateTimeShort(request.counterTime)}
    </Button>
  );
}

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
  const conversation = useOwnConversation();
  const send = useSendMessage();
  // Writing to the consultant is a plan feature (the server refuses it otherwise).
  const chatEntitled = useEntitlement('consultantChat');
  const markRead = useMarkRead();
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

  // What the investor sees with the panel open is read.
  const last = data?.messages.at(-1)?.seq ?? 0;
  const unread = data?.unreadCount ?? 0;
  const { mutate: markReadUpTo, isPending: marking } = markRead;
  useEffect(() => {
    if (open && unread > 0 && last > 0 && !marking) markReadUpTo(last);
  }, [open, unread, last, marking, markReadUpTo]);

  return (
    <div className="relative print:hidden">
      <Button
        type="button"
        variant="outline"
        className="relative size-10 rounded-full px-0 lg:w-auto lg:gap-2 lg:px-4"
        aria-expanded={open}
        aria-controls={open ? 'chat-consultor' : undefined}
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
      {open && (
        <section
          id="chat-consultor"
          aria-labelledby="chat-consultor-titulo"
          // Fixed below the sticky header (the header's backdrop filter makes it the containing
          // block, and it spans the viewport's width at its top).
          className="fixed top-[4.5rem] right-2 z-50 flex h-[min(560px,calc(100dvh-5.5rem))] w-[min(380px,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border bg-background shadow-xl sm:right-4"
        >
          <header className="flex items-start justify-between gap-2 border-b bg-primary px-4 py-3 text-primary-foreground">
            <div>
              <h2 id="chat-consultor-titulo" className="font-semibold">
                {data?.consultant ? data.consultant.name : 'Seu consultor'}
              </h2>
              <p className="text-xs opacity-90">
                {data?.consultant
                  ? 'Consultor(a) dedicado(a) · responde em até 24 horas'
                  : 'Um consultor vai assumir sua conversa em breve'}
              </p>
            </div>
            <Button
              size="icon"
              variant="ghost"
              className="text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
              aria-label="Fechar chat"
              onClick={() => setOpen(false)}
            >
              <X aria-hidden="true" />
            </Button>
          </header>
          {data ? (
            <MessageList
              conversation={data}
              side="investor"
              reviewActions={(request) => <AcceptCounter request={request} />}
              empty="Escreva sua dúvida: seu consultor responde por aqui."
            />
          ) : (
            <p
              className="flex flex-1 items-center justify-center p-6 text-sm text-muted-foreground"
              role="status"
            >
              {conversation.isError ? errorMessage(conversation.error) : 'Carregando conversa…'}
            </p>
          )}
          {chatEntitled === false ? (
            <PlanRequired entitlement="consultantChat" className="m-3 rounded-lg">
              Converse com seu consultor por aqui. Você continua lendo as respostas que ele enviar.
            </PlanRequired>
          ) : (
            <Composer
              pending={send.isPending}
              onSend={(text) => send.mutateAsync(text)}
              placeholder="Digite sua mensagem..."
            />
          )}
        </section>
      )}
    </div>
  );
}
