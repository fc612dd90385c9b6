import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Inbox, Loader2, UserPlus } from 'lucide-react';
import {
  CHAT_API_ROUTES,
  chatApiPath,
  type TInboxFilter,
  type TInboxItem,
} from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTimeShort } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { useMe } from '@/lib/session';
import { toastError } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import { useClaimConversation } from '../api/claim-conversation';
import { useClientPanel } from '../api/get-client-panel';
import { useStaffConversation } from '../api/get-staff-conversation';
import { useInbox } from '../api/list-inbox';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { useChatStream, useInboxStream } from '../hooks/use-chat-stream';
import { ClientPanel } from './client-panel';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { StaffReviewActions } from './staff-review-actions';

const FILTERS: { value: TInboxFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'unread', label: 'Não lidas' },
  { value: 'waiting', label: 'Esperando +24 h' },
  { value: 'reviews', label: 'Pedidos de revisão' },
];

function InboxEntry({
  item,
  selected,
  onSelect,
}: {
  item: TInboxItem;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'grid w-full grid-cols-[minmax(0,1fr)] gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-secondary',
        selected && 'border-primary bg-secondary',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate font-semibold" title={item.investor.name}>
          {item.investor.name}
        </span>
        {item.unreadCount > 0 && (
          <Badge aria-label={`${item.unreadCount} não lidas`}>{item.unreadCount}</Badge>
        )}
      </span>
      {item.lastMessage && (
        <span className="line-clamp-2 text-xs text-muted-foreground">{item.lastMessage.text}</span>
      )}
      <span className="flex flex-wrap items-center gap-1.5 text-xs">
        {!item.consultant && <Badge variant="outline">Fila</Badge>}
        {item.openReviewRequests > 0 && <Badge variant="outline">Revisão</Badge>}
        {item.waitingSince && (
          <span
            className={cn(
              'flex items-center gap-1',
              item.waitingTooLong ? 'font-semibold text-destructive' : 'text-muted-foreground',
            )}
          >
            <Clock className="size-3" aria-hidden="true" />
            {item.waitingTooLong
              ? 'Esperando há mais de 24 h'
              : `Esperando desde ${formatDateTimeShort(item.waitingSince)}`}
          </span>
        )}
      </span>
    </button>
  );
}

function ConversationPane({
  id,
  viewerId,
  isAdmin,
}: {
  id: string;
  viewerId: string;
  isAdmin: boolean;
}) {
  const conversation = useStaffConversation(id);
  const send = useSendMessage(id);
  const markRead = useMarkRead(id);
  const claim = useClaimConversation();
  const data = conversation.data;
  const mine = isAdmin || data?.consultant?.id === viewerId;
  const panel = useClientPanel(id, !!data && mine);

  useChatStream({
    url: chatApiPath(CHAT_API_ROUTES.staffEvents, { id }),
    queryKey: queryKeys.chat.conversation(id),
    side: 'staff',
    enabled: conversation.isSuccess,
  });

  const last = data?.messages.at(-1)?.seq ?? 0;
  const unread = data?.unreadCount ?? 0;
  const { mutate: markReadUpTo, isPending: marking } = markRead;
  useEffect(() => {
    if (mine && unread > 0 && last > 0 && !marking) markReadUpTo(last);
  }, [mine, unread, last, marking, markReadUpTo]);

  if (!data) {
    return (
      <p role="status" className="p-6 text-sm text-muted-foreground">
        {conversation.isError ? errorMessage(conversation.error) : 'Carregando conversa…'}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Card className="flex h-[640px] max-h-[80dvh] flex-col gap-0 overflow-hidden p-0">
        <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
          <div>
            <h2 className="font-semibold">{data.investor.name}</h2>
            <p className="text-xs text-muted-foreground">
              {data.consultant ? `Consultor(a): ${data.consultant.name}` : 'Na fila compartilhada'}
            </p>
          </div>
          {!data.consultant && !isAdmin && (
            <Button
              size="sm"
              busy={claim.isPending}
              onClick={() =>
                claim.mutateAsync(id).catch((error: unknown) =>
                  toastError({
                    title: 'Não foi possível assumir',
                    description: errorMessage(error),
                  }),
                )
              }
            >
              <UserPlus aria-hidden="true" />
              Assumir conversa
            </Button>
          )}
        </header>
        <MessageList
          conversation={data}
          side="staff"
          reviewActions={(request) => <StaffReviewActions request={request} canAnswer={mine} />}
          empty="Nenhuma mensagem ainda."
        />
        {mine ? (
          <Composer
            pending={send.isPending}
            onSend={(text) => send.mutateAsync(text)}
            placeholder="Responder ao cliente..."
          />
        ) : (
          <p className="border-t p-3 text-sm text-muted-foreground">
            Assuma a conversa para responder.
          </p>
        )}
      </Card>
      <aside aria-label="Painel do cliente">
        {!mine ? (
          <p className="text-sm text-muted-foreground">
            O painel do cliente aparece depois que você assume a conversa.
          </p>
        ) : panel.data ? (
          <ClientPanel panel={panel.data} />
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            {panel.isError ? (
              errorMessage(panel.error)
            ) : (
              <>
                <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Carregando painel…
              </>
            )}
          </p>
        )}
      </aside>
    </div>
  );
}

/**
 * /admin/atendimento: the consultant's workspace. The inbox (their clients and the shared
 * queue; everyone for admins), longest waiting first, kept live by its own stream; the chosen
 * conversation with the client's panel beside it.
 */
export function WorkspacePage() {
  useDocumentTitle('Atendimento');
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f.value === params.get('filtro'))?.value ?? 'all';
  const selected = params.get('conversa');
  const inbox = useInbox(filter);
  const queryClient = useQueryClient();

  useInboxStream(CHAT_API_ROUTES.inboxEvents, (conversationId) => {
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.chat.all, 'inbox'] });
    if (conversationId !== selected) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.client(conversationId) });
  });

  const choose = (next: Record<string, string | null>) => {
    const updated = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) updated.delete(key);
      else updated.set(key, value);
    }
    setParams(updated);
  };

  if (!me) return null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Atendimento</h1>
        <p className="mt-2 text-muted-foreground">
          {me.user.role === 'admin'
            ? 'Todas as conversas com clientes, as mais antigas esperando primeiro.'
            : 'Conversas dos seus clientes e da fila compartilhada, as mais antigas esperando primeiro.'}
        </p>
      </header>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filtrar conversas">
        {FILTERS.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={filter === option.value ? 'default' : 'outline'}
            aria-pressed={filter === option.value}
            onClick={() => choose({ filtro: option.value === 'all' ? null : option.value })}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        <nav
          aria-label="Conversas"
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2"
        >
          {inbox.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Carregando conversas…
            </p>
          ) : inbox.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(inbox.error)}
            </p>
          ) : inbox.data.items.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Inbox className="size-4" aria-hidden="true" />
              Nenhuma conversa neste filtro.
            </p>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
              {inbox.data.items.map((item) => (
                <li key={item.id}>
                  <InboxEntry
                    item={item}
                    selected={item.id === selected}
                    onSelect={() => choose({ conversa: item.id })}
                  />
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section aria-label="Conversa selecionada">
          {selected ? (
            <ConversationPane
              key={selected}
              id={selected}
              viewerId={me.user.id}
              isAdmin={me.user.role === 'admin'}
            />
          ) : (
            <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
              Escolha uma conversa para ler e responder.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
