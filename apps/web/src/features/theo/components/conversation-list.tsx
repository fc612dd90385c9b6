import { MessageSquarePlus } from 'lucide-react';
import type { TTheoConversationSummary } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * 'Nova conversa' and the investor's conversations, newest first: a row that scrolls sideways
 * on a phone, a column beside the chat on a wide screen.
 */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  onNew,
  disabled,
  creating,
}: {
  conversations: readonly TTheoConversationSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** An answer is on its way: switching would lose it from view. */
  disabled: boolean;
  creating: boolean;
}) {
  return (
    <nav
      aria-labelledby="theo-conversas"
      className="flex min-w-0 items-center gap-2 lg:min-h-0 lg:flex-col lg:items-stretch lg:gap-3 lg:overflow-y-auto"
    >
      <h2 id="theo-conversas" className="sr-only">
        Conversas
      </h2>
      <Button
        type="button"
        variant="outline"
        className="shrink-0"
        onClick={onNew}
        disabled={disabled}
        busy={creating}
      >
        <MessageSquarePlus aria-hidden="true" />
        Nova conversa
      </Button>
      {conversations.length > 0 && (
        <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto lg:grid lg:flex-none lg:overflow-visible">
          {conversations.map((item) => (
            <li key={item.id} className="shrink-0 lg:shrink">
              <button
                type="button"
                aria-current={item.id === selectedId ? 'true' : undefined}
                disabled={disabled}
                onClick={() => onSelect(item.id)}
                className={cn(
                  'grid w-40 gap-0.5 rounded-lg border px-3 py-1.5 text-left text-sm transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:w-full lg:py-2',
                  item.id === selectedId && 'border-primary bg-secondary',
                )}
              >
                <span className="truncate font-medium">{item.title}</span>
                <span className="text-xs text-muted-foreground">
                  {dateTime.format(new Date(item.updatedAt))}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
