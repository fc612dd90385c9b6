import { useState } from 'react';
import { Link } from '@/components/link';
import { toast } from '@/lib/toast';
import { ArrowLeft } from 'lucide-react';
import type { TTheoConversationSummary, TTheoStatus } from '@algoone/contracts';
import { PageError, PageStatus } from '@/components/page-status';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { useTheoConversation } from '../api/get-conversation';
import { useTheoStatus } from '../api/get-theo-status';
import { useTheoConversations } from '../api/list-conversations';
import { useTheoChat } from '../hooks/use-theo-chat';
import { ChatCardHeader } from './chat-card-header';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { HelpList } from './help-list';
import { MessageLog } from './message-log';

/**
 * /theo (docs/product.md §2 "Theo"): the chat card with its badge, the investor's conversations,
 * the consent for AI mode and the help list. This file lays the parts out; asking lives in
 * `useTheoChat`.
 */
export function TheoPage() {
  useDocumentTitle('Theo');
  const status = useTheoStatus();
  const conversations = useTheoConversations();

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
  return <TheoChat theo={status.data} conversations={conversations.data.conversations} />;
}

function TheoChat({
  theo,
  conversations,
}: {
  theo: TTheoStatus;
  conversations: readonly TTheoConversationSummary[];
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const conversationId = selected ?? conversations[0]?.id ?? null;
  const conversation = useTheoConversation(conversationId);
  const chat = useTheoChat({
    conversationId,
    onConversation: setSelected,
    maxChars: theo.limits.maxQuestionChars,
  });
  const busy = chat.pending !== null;

  async function startNew() {
    try {
      const created = await chat.createConversation();
      setSelected(created.id);
      chat.clearFailure();
      chat.input.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

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
          <ConversationList
            conversations={conversations}
            selectedId={conversationId}
            onSelect={(id) => {
              setSelected(id);
              chat.clearFailure();
            }}
            onNew={() => void startNew()}
            disabled={busy}
            creating={chat.creating}
          />
          <Card className="flex min-h-0 min-w-0 flex-col gap-0 overflow-hidden py-0">
            <ChatCardHeader theo={theo} />
            <MessageLog
              theo={theo}
              conversationId={conversationId}
              messages={conversation.data?.messages ?? []}
              pending={chat.pending}
              failure={chat.failure}
              onTakeBasic={() => void chat.takeBasic()}
              takingBasic={chat.takingBasic}
            />
            <Composer
              draft={chat.draft}
              onDraft={chat.setDraft}
              onSend={() => void chat.send(chat.draft)}
              maxChars={theo.limits.maxQuestionChars}
              busy={busy}
              inputRef={chat.input}
            />
          </Card>
        </div>
      </div>

      <HelpList onAsk={(question) => void chat.send(question)} disabled={busy} />
    </div>
  );
}
