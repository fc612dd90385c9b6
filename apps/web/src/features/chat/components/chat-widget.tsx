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
 * The floating dedicated-consultant chat on every investor page (docs/product.md §2 "Dashboard chat"):
 * closed or open, live on both sides. Opened by `?chat=aberto` (the link in the emails).
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
    <div className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 print:hidden">
      {open && (
        <section
          aria-labelledby="chat-consultor-titulo"
          className="flex h-[min(560px,calc(100dvh-6rem))] w-[min(380px,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border bg-background shadow-xl"
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
      <Button
        size="lg"
        className="h-14 gap-2 rounded-full px-5 shadow-lg"
        aria-expanded={open}
        aria-label={
          open
            ? 'Fechar chat com o consultor'
            : `Falar com seu consultor${unread > 0 ? ` (${unread} não lidas)` : ''}`
        }
        onClick={() => setOpen((value) => !value)}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{open ? 'Fechar' : 'Seu consultor'}</span>
        {!open && unread > 0 && (
          <Badge variant="secondary" aria-hidden="true">
            {unread}
          </Badge>
        )}
      </Button>
      <span className="sr-only" aria-live="polite">
        {!open && unread > 0 ? `${unread} mensagens não lidas do consultor` : ''}
      </span>
    </div>
  );
}
