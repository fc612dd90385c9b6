import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import type { TTheoMessage, TTheoStatus } from '@algoone/contracts';
import { ERROR_MESSAGES } from '@algoone/domain';
import { errorMessage } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/spec-toasts';
import { useForwardMessage } from '../api/forward-message';
import { useGrantConsent } from '../api/grant-consent';
import { useRateMessage } from '../api/rate-message';
import type { PendingAnswer } from '../hooks/use-theo-chat';
import { ChatMessage, TypingIndicator } from './chat-message';
import { ConsentNotice } from './consent-notice';
import { SlowAnswerNotice } from './slow-answer-notice';

interface MessageLogProps {
  theo: TTheoStatus;
  conversationId: string | null;
  messages: readonly TTheoMessage[];
  pending: PendingAnswer | null;
  failure: string | null;
  onTakeBasic: () => void;
  takingBasic: boolean;
}

/**
 * The conversation's messages, the only part of the page that scrolls: the consent for AI mode
 * when a provider awaits it, Theo's greeting, the stored messages with feedback and hand-off,
 * then the answer on its way (typing, streaming, or the slow notice).
 */
export function MessageLog({
  theo,
  conversationId,
  messages,
  pending,
  failure,
  onTakeBasic,
  takingBasic,
}: MessageLogProps) {
  const grant = useGrantConsent();
  const rate = useRateMessage(conversationId);
  const forward = useForwardMessage(conversationId);
  const scroller = useRef<HTMLDivElement>(null);

  // The latest message sits just above the composer, as in any messaging app. A conversation
  // with nothing in it yet stays at its top, where the greeting and the consent are.
  const hasExchange = messages.length > 0 || pending !== null || failure !== null;
  useEffect(() => {
    const element = scroller.current;
    if (element && hasExchange) element.scrollTop = element.scrollHeight;
  }, [hasExchange, messages.length, pending?.text, pending?.slow, failure]);

  function onRate(message: TTheoMessage, rating: 'up' | 'down') {
    rate.mutate(
      { id: message.id, rating },
      {
        onSuccess: (result) => toastSuccess(result.toast),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function onForward(message: TTheoMessage) {
    forward.mutate(message.id, {
      onSuccess: (result) => toastSuccess(result.toast),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
      // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the line above
      tabIndex={0}
      role="log"
      aria-label="Mensagens"
      aria-busy={pending !== null}
    >
      {theo.provider && !theo.consent.granted && (
        <div className="mb-4">
          <ConsentNotice
            provider={theo.provider}
            pending={grant.isPending}
            onGrant={() =>
              grant.mutate(undefined, {
                onSuccess: () =>
                  toastSuccess({
                    title: 'Autorização registrada',
                    description: `O Theo agora responde com ${theo.provider?.label ?? 'IA'}.`,
                  }),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          />
        </div>
      )}
      <ul className="grid gap-4">
        <ChatMessage
          sender="theo"
          content={`Olá, ${theo.firstName}! Eu sou o Theo, seu consultor na AlgoOne. Posso explicar sua carteira recomendada, seu perfil de risco, seus objetivos e seu cashback. Como posso ajudar?`}
        />
        {messages.map((message) => (
          <ChatMessage
            key={message.id}
            sender={message.role}
            content={message.content}
            message={message.role === 'theo' ? message : undefined}
            busy={rate.isPending || forward.isPending}
            onRate={(rating) => onRate(message, rating)}
            onForward={() => onForward(message)}
          />
        ))}
        {pending && <ChatMessage sender="user" content={pending.question} />}
        {pending && (
          <PendingReply pending={pending} onTakeBasic={onTakeBasic} taking={takingBasic} />
        )}
        {failure && <ChatMessage sender="theo" content={ERROR_MESSAGES.theoReplyFailed} />}
      </ul>
    </div>
  );
}

function PendingReply({
  pending,
  onTakeBasic,
  taking,
}: {
  pending: PendingAnswer;
  onTakeBasic: () => void;
  taking: boolean;
}) {
  if (pending.text) return <ChatMessage sender="theo" content={pending.text} />;
  if (pending.slow) {
    return (
      <SlowAnswerNotice
        onTakeBasic={onTakeBasic}
        taking={taking}
        canTake={pending.stored !== null}
      />
    );
  }
  return <TypingIndicator />;
}
