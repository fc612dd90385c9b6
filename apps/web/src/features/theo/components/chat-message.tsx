import { Send, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { TTheoMessage } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { TheoAvatar } from './theo-avatar';
import { TheoMarkdown } from './theo-markdown';

interface ChatMessageProps {
  sender: 'user' | 'theo';
  content: string;
  /** A stored reply of Theo's: feedback and hand-off act on it. */
  message?: TTheoMessage | undefined;
  onRate?: ((rating: 'up' | 'down') => void) | undefined;
  onForward?: (() => void) | undefined;
  busy?: boolean;
}

/** The investor's messages on the right; Theo's on the left with its avatar. */
export function ChatMessage({
  sender,
  content,
  message,
  onRate,
  onForward,
  busy,
}: ChatMessageProps) {
  if (sender === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
          <span className="sr-only">Você: </span>
          {content}
        </div>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2">
      <TheoAvatar />
      <div className="grid max-w-[85%] gap-2">
        <div className="rounded-2xl rounded-tl-sm bg-muted px-4 py-2 text-sm">
          <span className="sr-only">Theo: </span>
          <TheoMarkdown source={content} />
        </div>
        {message && (
          <div className="flex flex-wrap items-center gap-1">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label="Gostei"
              aria-pressed={message.feedback === 'up'}
              disabled={busy}
              onClick={() => onRate?.('up')}
              className={cn(message.feedback === 'up' && 'text-primary')}
            >
              <ThumbsUp
                aria-hidden="true"
                className={cn(message.feedback === 'up' && 'fill-current')}
              />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label="Não gostei"
              aria-pressed={message.feedback === 'down'}
              disabled={busy}
              onClick={() => onRate?.('down')}
              className={cn(message.feedback === 'down' && 'text-destructive')}
            >
              <ThumbsDown
                aria-hidden="true"
                className={cn(message.feedback === 'down' && 'fill-current')}
              />
            </Button>
            {message.needsEscalation && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy || message.forwardedAt !== null}
                onClick={onForward}
              >
                <Send aria-hidden="true" />
                {message.forwardedAt ? 'Encaminhado ao consultor' : 'Encaminhar ao consultor'}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** Shown while Theo prepares a reply and nothing has arrived yet. */
export function TypingIndicator() {
  return (
    <li className="flex items-center gap-2">
      <TheoAvatar />
      <div className="flex items-center gap-1 rounded-2xl bg-muted px-4 py-3" role="status">
        <span className="sr-only">Theo está digitando…</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-muted-foreground/70"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
