import { useEffect, useRef, type ReactNode } from 'react';
import { Bot, Check, CheckCheck, Handshake } from 'lucide-react';
import { messageStatus } from '@algoone/domain';
import type { TChatConversation, TChatMessage, TReviewRequest } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDateTimeShort } from '@/lib/format';
import { cn } from '@/lib/utils';
import { REVIEW_KIND_LABELS, REVIEW_STATUS_LABELS, STATUS_LABELS } from '../lib/chat-text';

export type ViewerSide = 'investor' | 'staff';

function StatusMark({
  message,
  conversation,
}: {
  message: TChatMessage;
  conversation: TChatConversation;
}) {
  const status = messageStatus(message.author, message.seq, conversation.receipts);
  const Icon = status === 'sent' ? Check : CheckCheck;
  return (
    <span className={cn('inline-flex items-center gap-1', status === 'read' && 'text-primary')}>
      <Icon className="size-3.5" aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}

/** A review request as such: its kind, its state, its times. */
export function ReviewSummary({ request }: { request: TReviewRequest }) {
  return (
    <div className="mb-2 grid gap-1 rounded-md border border-current/15 bg-background/60 p-2 text-foreground">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold">{REVIEW_KIND_LABELS[request.kind]}</span>
        <Badge variant="outline" className="text-xs">
          {REVIEW_STATUS_LABELS[request.status]}
        </Badge>
      </div>
      {request.scheduledFor && (
        <p className="text-xs">Marcada para {formatDateTimeShort(request.scheduledFor)}</p>
      )}
    </div>
  );
}

/**
 * The conversation, oldest first. Text is rendered as text (React escapes it), never as
 * HTML. `reviewActions` adds what the viewer may do with a request, under the message that
 * opened it.
 */
export function MessageList({
  conversation,
  side,
  reviewActions,
  empty,
}: {
  conversation: TChatConversation;
  side: ViewerSide;
  reviewActions?: (request: TReviewRequest) => ReactNode;
  empty: ReactNode;
}) {
  const end = useRef<HTMLLIElement>(null);
  const count = conversation.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  if (count === 0) {
    return (
      <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
        {empty}
      </div>
    );
  }
  const opened = new Set<string>();
  return (
    <ol className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" aria-label="Mensagens">
      {conversation.messages.map((message) => {
        if (message.author === 'system') {
          return (
            <li
              key={message.seq}
              className="mx-auto flex max-w-[90%] items-start gap-2 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground"
            >
              <Bot className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">Mensagem automática: </span>
                {message.text}
              </span>
            </li>
          );
        }
        const mine = (message.author === 'investor') === (side === 'investor');
        const request = message.reviewRequest;
        const first = request && !opened.has(request.id);
        if (request) opened.add(request.id);
        return (
          <li
            key={message.seq}
            className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                mine
                  ? 'rounded-br-sm bg-primary text-primary-foreground'
                  : 'rounded-bl-sm bg-secondary text-secondary-foreground',
              )}
            >
              {message.kind === 'handoff' && (
                <span className="mb-1 flex items-center gap-1 text-xs font-semibold">
                  <Handshake className="size-3.5" aria-hidden="true" />
                  Encaminhado pelo Theo
                </span>
              )}
              {request && first && <ReviewSummary request={request} />}
              {message.text}
            </div>
            {request && first && reviewActions?.(request)}
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <span>
                {mine ? 'Você' : (message.authorName ?? '')} ·{' '}
                {formatDateTimeShort(message.createdAt)}
              </span>
              {mine && <StatusMark message={message} conversation={conversation} />}
            </p>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
