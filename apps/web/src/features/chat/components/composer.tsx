import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Loader2, SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, enterSends, normalizeChatText } from '@algoone/domain';
import { CHAT_MESSAGES } from '@algoone/contracts';
import { FieldError } from '@/components/forms';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { sendErrorMessage } from '../lib/send-error';

/**
 * The message box: Enter sends, Shift+Enter breaks the line (docs/product.md); an empty or
 * whitespace-only text is ignored; one over the limit is refused next to the field, and so is a
 * send the server refused (the per-person sending limit's 429 among them).
 */
export function Composer({
  onSend,
  pending,
  placeholder = 'Digite sua mensagem...',
}: {
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const result = normalizeChatText(text);
    if (result.kind === 'empty') return;
    if (result.kind === 'too_long') {
      setError(CHAT_MESSAGES.tooLong);
      return;
    }
    setError(null);
    try {
      await onSend(result.text);
      setText('');
    } catch (failure) {
      // The text stays in the box, to send again (after a minute, when over the sending limit).
      setError(sendErrorMessage(failure));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (
      enterSends({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      })
    ) {
      event.preventDefault();
      if (!pending) void submit();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pending) void submit();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-1.5 border-t p-3">
      <label htmlFor={id} className="sr-only">
        Mensagem
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={CHAT_MESSAGE_MAX_LENGTH * 2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : `${id}-dica`}
          className={cn(inputClassName, 'h-auto min-h-11 resize-none')}
        />
        <Button type="submit" size="icon" busy={pending} aria-label="Enviar mensagem">
          {pending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <SendHorizontal aria-hidden="true" />
          )}
        </Button>
      </div>
      {error ? (
        // Announced: the person pressed Enter and is not looking at this line.
        <div role="alert">
          <FieldError id={`${id}-erro`}>{error}</FieldError>
        </div>
      ) : (
        <p id={`${id}-dica`} className="text-xs text-muted-foreground">
          Enter envia · Shift+Enter quebra a linha
        </p>
      )}
    </form>
  );
}
