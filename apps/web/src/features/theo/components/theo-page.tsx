import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, MessageSquarePlus, SendHorizontal } from 'lucide-react';
import type { TTheoConversation, TTheoMessage, TTheoStreamEvent } from '@algoone/contracts';
import { ERROR_MESSAGES } from '@algoone/domain';
import { PageError, PageStatus } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { queryKeys } from '@/lib/query-keys';
import { toastSuccess } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import { askTheo } from '../api/ask-theo';
import { useCreateConversation } from '../api/create-conversation';
import { useForwardMessage } from '../api/forward-message';
import { useTheoConversation } from '../api/get-conversation';
import { useGrantConsent } from '../api/grant-consent';
import { useTheoStatus } from '../api/get-theo-status';
import { useTheoConversations } from '../api/list-conversations';
import { useRateMessage } from '../api/rate-message';
import { useWithdrawConsent } from '../api/withdraw-consent';
import { ChatMessage, TypingIndicator } from './chat-message';
import { ConsentNotice } from './consent-notice';
import { HelpList } from './help-list';

interface Pending {
  question: string;
  /** What has streamed so far. */
  text: string;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function showNotice(event: Extract<TTheoStreamEvent, { type: 'notice' }>) {
  if (event.kind === 'connectivity') {
    toast.error(event.title, { description: event.description });
  } else {
    toast.warning(event.title, { description: event.description });
  }
}

/**
 * /theo (docs/product.md §2 "Theo"): the chat card with its badge, the investor's conversations, the consent
 * for AI mode and the help list. Replies stream from the server token by token.
 */
export function TheoPage() {
  useDocumentTitle('Theo');
  const queryClient = useQueryClient();
  const status = useTheoStatus();
  const conversations = useTheoConversations();
  const [selected, setSelected] = useState<string | null>(null);
  const conversationId = selected ?? conversations.data?.conversations[0]?.id ?? null;
  const conversation = useTheoConversation(conversationId);
  const createConversation = useCreateConversation();
  const grant = useGrantConsent();
  const withdraw = useWithdrawConsent();
  const rate = useRateMessage(conversationId);
  const forward = useForwardMessage(conversationId);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page closes the stream; the server then aborts the provider's request.
  useEffect(() => () => inFlight.current?.abort(), []);

  const messages = conversation.data?.messages ?? [];
  // The latest message sits just above the composer, as in any messaging app. A conversation
  // with nothing in it yet stays at its top, where the greeting and the consent are.
  const hasExchange = messages.length > 0 || pending !== null || failure !== null;
  useEffect(() => {
    const element = scroller.current;
    if (element && hasExchange) element.scrollTop = element.scrollHeight;
  }, [hasExchange, messages.length, pending?.text, failure]);

  if (status.isPending || conversations.isPending) {
    return <PageStatus>Carregando o Theo...</PageStatus>;
  }
  if (status.isError || conversations.isError) {
    return (
      <PageError
        title="Não foi possível abrir o Theo"
        onRetry={() => {
          void status.refetch();
          void conversations.refetch();
        }}
      >
        {errorMessage(status.error ?? conversations.error)}
      </PageError>
    );
  }

  const theo = status.data;
  const maxChars = theo.limits.maxQuestionChars;

  function appendToConversation(id: string, added: TTheoMessage[]) {
    queryClient.setQueryData<TTheoConversation>(queryKeys.theo.conversation(id), (old) =>
      old ? { ...old, messages: [...old.messages, ...added] } : old,
    );
  }

  async function send(question: string) {
    const content = question.trim();
    if (!content || pending) return;
    if (content.length > maxChars) {
      toast.error(`Use no máximo ${maxChars} caracteres por pergunta.`);
      return;
    }
    setFailure(null);
    setDraft('');
    setPending({ question: content, text: '' });
    let id = conversationId;
    const controller = new AbortController();
    inFlight.current = controller;
    let stored: TTheoMessage | null = null;
    try {
      if (!id) {
        id = (await createConversation.mutateAsync()).id;
        setSelected(id);
      }
      const target = id;
      await askTheo(
        target,
        content,
        (event) => {
          if (event.type === 'start') stored = event.question;
          else if (event.type === 'delta') {
            setPending((current) =>
              current ? { ...current, text: current.text + event.text } : current,
            );
          } else if (event.type === 'notice') {
            if (event.kind === 'connectivity') {
              // The Básico answer replaces whatever was on its way.
              setPending((current) => (current ? { ...current, text: '' } : current));
            }
            showNotice(event);
          } else if (event.type === 'done') {
            appendToConversation(target, [...(stored ? [stored] : []), event.message]);
            stored = null;
            // The stored reply takes the streamed one's place at once (no double bubble).
            setPending(null);
          } else {
            setFailure(event.message);
          }
        },
        controller.signal,
      );
      if (stored) appendToConversation(target, [stored]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.theo.conversations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.theo.status() }),
      ]);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setDraft(content);
      toast.error(errorMessage(error));
      if (id) await queryClient.invalidateQueries({ queryKey: queryKeys.theo.conversation(id) });
    } finally {
      setPending(null);
      inFlight.current = null;
      input.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // docs/product.md: Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  }

  async function startNew() {
    try {
      const created = await createConversation.mutateAsync();
      setSelected(created.id);
      setFailure(null);
      input.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

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

  const list = conversations.data.conversations;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 sm:px-6 lg:px-8">
      {/* The conversation fills the screen below the site header (4rem) and the breadcrumbs
          (2.75rem): the composer is on screen on load, with the latest messages above it, and
          only the message pane scrolls. The help list follows below the fold. */}
      <div className="flex h-[calc(100dvh-7rem)] min-h-[30rem] flex-col gap-3 pt-3 pb-4">
        <header className="grid gap-1">
          <Link
            to="/dashboard"
            className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Voltar ao dashboard
          </Link>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Fale com o Theo</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">
            Seu consultor inteligente, disponível 24 horas por dia, 7 dias por semana, para tirar
            dúvidas sobre sua carteira, seus objetivos e seus investimentos.
          </p>
        </header>

        <div className="grid min-h-0 flex-1 grid-rows-[auto_minmax(0,1fr)] gap-3 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-1 lg:gap-6">
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
              onClick={() => void startNew()}
              disabled={createConversation.isPending || pending !== null}
            >
              <MessageSquarePlus aria-hidden="true" />
              Nova conversa
            </Button>
            {list.length > 0 && (
              <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto lg:grid lg:flex-none lg:overflow-visible">
                {list.map((item) => (
                  <li key={item.id} className="shrink-0 lg:shrink">
                    <button
                      type="button"
                      aria-current={item.id === conversationId ? 'true' : undefined}
                      disabled={pending !== null}
                      onClick={() => {
                        setSelected(item.id);
                        setFailure(null);
                      }}
                      className={cn(
                        'grid w-40 gap-0.5 rounded-lg border px-3 py-1.5 text-left text-sm transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:w-full lg:py-2',
                        item.id === conversationId && 'border-primary bg-secondary',
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

          <Card className="flex min-h-0 min-w-0 flex-col gap-0 overflow-hidden py-0">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2.5">
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  T
                </span>
                <div>
                  <h2 className="leading-tight font-semibold">Theo</h2>
                  <p className="text-xs text-muted-foreground">Consultor AlgoOne</p>
                </div>
              </div>
              <div className="flex items-center gap-2">
                <Badge
                  variant={theo.mode === 'ai' ? 'default' : 'secondary'}
                  data-testid="theo-badge"
                >
                  {theo.badge}
                </Badge>
                {theo.consent.granted && theo.provider && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={withdraw.isPending}
                    onClick={() =>
                      withdraw.mutate(undefined, {
                        onSuccess: () =>
                          toastSuccess({
                            title: 'Autorização retirada',
                            description: 'O Theo voltou ao modo básico.',
                          }),
                      })
                    }
                  >
                    Retirar autorização
                  </Button>
                )}
              </div>
            </div>
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
                {pending &&
                  (pending.text ? (
                    <ChatMessage sender="theo" content={pending.text} />
                  ) : (
                    <TypingIndicator />
                  ))}
                {failure && <ChatMessage sender="theo" content={ERROR_MESSAGES.theoReplyFailed} />}
              </ul>
            </div>
            <form
              className="flex items-end gap-2 border-t p-3"
              onSubmit={(event) => {
                event.preventDefault();
                void send(draft);
              }}
            >
              <label htmlFor="theo-pergunta" className="sr-only">
                Sua dúvida
              </label>
              <textarea
                id="theo-pergunta"
                ref={input}
                rows={2}
                value={draft}
                maxLength={maxChars}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder="Digite sua dúvida..."
                className="min-h-11 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              />
              <Button
                type="submit"
                size="icon"
                aria-label="Enviar"
                disabled={pending !== null || !draft.trim()}
              >
                <SendHorizontal aria-hidden="true" />
              </Button>
            </form>
          </Card>
        </div>
      </div>

      <HelpList onAsk={(question) => void send(question)} disabled={pending !== null} />
    </div>
  );
}
