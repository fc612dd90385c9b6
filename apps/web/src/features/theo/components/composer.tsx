import type { KeyboardEvent, RefObject } from 'react';
import { SendHorizontal } from 'lucide-react';
import { THEO_MESSAGES, theoQuestionLength } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { preloadTheoReader } from '../api/ask-theo';

const integer = new Intl.NumberFormat('pt-BR');

/** The counter appears from this share of the limit on, so short questions stay uncluttered. */
const COUNTER_FROM = 0.8;

interface ComposerProps {
  draft: string;
  onDraft: (text: string) => void;
  onSend: () => void;
  /** The server's limit (`status.limits.maxQuestionChars`), the same number the API applies. */
  maxChars: number;
  busy: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The question box. Enter sends, Shift+Enter starts a new line (docs/product.md). A question
 * is never cut: near the limit a counter shows, and over it a message says by how much, and
 * the question cannot be sent until it fits (issue #30: a pasted question was cut silently).
 */
export function Composer({ draft, onDraft, onSend, maxChars, busy, inputRef }: ComposerProps) {
  const length = theoQuestionLength(draft);
  const over = length > maxChars;
  const showCounter = length >= Math.floor(maxChars * COUNTER_FROM);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }

  return (
    <form
      className="grid gap-1.5 border-t p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        // Sent with the button, the focus goes back to the box, as in any messaging app: the
        // button is disabled once the box is empty, and a disabled button drops the focus.
        inputRef.current?.focus();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="theo-pergunta" className="sr-only">
          Sua dúvida
        </label>
        <textarea
          id="theo-pergunta"
          ref={inputRef}
          rows={2}
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          // The answer's reader loads while the investor writes (api/ask-theo.ts).
          onFocus={preloadTheoReader}
          onKeyDown={onKeyDown}
          placeholder="Digite sua dúvida..."
          aria-invalid={over || undefined}
          aria-describedby={showCounter ? 'theo-pergunta-limite' : undefined}
          className={cn(
            'min-h-11 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            over && 'border-destructive focus-visible:ring-destructive',
          )}
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Enviar"
          disabled={busy || length === 0 || over}
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {showCounter && (
        <div
          id="theo-pergunta-limite"
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs"
        >
          <p
            role={over ? 'alert' : undefined}
            className={cn(over ? 'text-destructive' : 'sr-only')}
          >
            {over
              ? `Sua pergunta tem ${integer.format(length)} caracteres. ${THEO_MESSAGES.questionTooLong(maxChars)}`
              : `Limite de ${integer.format(maxChars)} caracteres por pergunta.`}
          </p>
          <p
            data-testid="theo-contador"
            className={cn(
              'ml-auto tabular-nums',
              over ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            {integer.format(length)}/{integer.format(maxChars)}
          </p>
        </div>
      )}
    </form>
  );
}
