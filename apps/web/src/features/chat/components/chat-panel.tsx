import { useEffect } from 'react';
import { X } from 'lucide-react';
import type { TChatConversation, TReviewRequest } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { PlanRequired } from '@/components/plan-required';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTimeShort } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useEntitlement } from '@/lib/plan';
import { cn } from '@/lib/utils';
import { useAcceptReviewTime } from '../api/accept-review-time';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { CHAT_PANEL_FRAME, CHAT_PANEL_ID } from './chat-panel-loading';
import { Composer } from './composer';
import { MessageList } from './message-list';

function AcceptCounter({ request }: { request: TReviewRequest }) {
  const accept = useAcceptReviewTime();
  if (request.status !== 'counter_proposed' || !request.counterTime) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      busy={accept.isPending}
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
 * The open chat with the consultant, below the header's launcher (chat-widget.tsx). Its own
 * chunk, loaded when the investor first opens it: the message list, the composer and the review
 * actions are code no page needs for its first view (issue #27).
 */
export default function ChatPanel({
  data,
  isError,
  error,
  onClose,
}: {
  data: TChatConversation | undefined;
  isError: boolean;
  error: unknown;
  onClose: () => void;
}) {
  const send = useSendMessage();
  // Writing to the consultant is a plan feature (the server refuses it otherwise).
  const chatEntitled = useEntitlement('consultantChat');

  // What the investor sees with the panel open is read.
  const last = data?.messages.at(-1)?.seq ?? 0;
  const unread = data?.unreadCount ?? 0;
  const { mutate: markReadUpTo, isPending: marking } = useMarkRead();
  useEffect(() => {
    if (unread > 0 && last > 0 && !marking) markReadUpTo(last);
  }, [unread, last, marking, markReadUpTo]);
  return (
    <section
      id={CHAT_PANEL_ID}
      aria-labelledby="chat-consultor-titulo"
      className={cn(CHAT_PANEL_FRAME, 'flex-col overflow-hidden')}
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
          onClick={onClose}
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
          {isError ? errorMessage(error) : 'Carregando conversa…'}
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
  );
}
