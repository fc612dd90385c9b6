import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  theoQuestionLength,
  type TTheoConversation,
  type TTheoMessage,
  type TTheoStreamEvent,
} from '@algoone/contracts';
import { errorMessage } from '@/lib/form-errors';
import { queryKeys } from '@/lib/query-keys';
import { answerInBasic } from '../api/answer-in-basic';
import { askTheo } from '../api/ask-theo';
import { useCreateConversation } from '../api/create-conversation';

/** A question on its way: shown until its stored reply takes its place. */
export interface PendingAnswer {
  question: string;
  /** The stored question, once the server has it (the stream's `start`). */
  stored: TTheoMessage | null;
  /** What has streamed so far. */
  text: string;
  /** No text from the provider after a few seconds: Básico's answer is offered. */
  slow: boolean;
}

function showNotice(event: Extract<TTheoStreamEvent, { type: 'notice' }>) {
  if (event.kind === 'connectivity') {
    toast.error(event.title, { description: event.description });
  } else {
    toast.warning(event.title, { description: event.description });
  }
}

interface Options {
  /** The conversation on screen; null before the investor's first one. */
  conversationId: string | null;
  /** Shows a conversation (the one created for a first question). */
  onConversation: (id: string) => void;
  /** The server's limit (`status.limits.maxQuestionChars`). */
  maxChars: number;
}

/**
 * Asking Theo: the draft, the answer streaming in, a failure, and 'Ver resposta do modo básico'
 * when the provider is slow. Replies stream from the server token by token; leaving the page
 * closes the stream, and the server then aborts the provider's request.
 */
export function useTheoChat({ conversationId, onConversation, maxChars }: Options) {
  const queryClient = useQueryClient();
  const createConversation = useCreateConversation();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [takingBasic, setTakingBasic] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const inFlight = useRef<{ controller: AbortController; conversationId: string | null } | null>(
    null,
  );

  useEffect(() => () => inFlight.current?.controller.abort(), []);

  /** Adds messages to the cached conversation, once each (a reply may come from two places). */
  function appendToConversation(id: string, added: TTheoMessage[]) {
    queryClient.setQueryData<TTheoConversation>(queryKeys.theo.conversation(id), (old) => {
      if (!old) return old;
      const known = new Set(old.messages.map((message) => message.id));
      const fresh = added.filter((message) => !known.has(message.id));
      return fresh.length ? { ...old, messages: [...old.messages, ...fresh] } : old;
    });
  }

  async function refreshLists() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.theo.conversations() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.theo.status() }),
    ]);
  }

  async function send(question: string) {
    const content = question.trim();
    // The composer shows why a long question cannot go (its counter and message).
    if (!content || pending || theoQuestionLength(content) > maxChars) return;
    setFailure(null);
    setDraft('');
    setPending({ question: content, stored: null, text: '', slow: false });
    let id = conversationId;
    const flight = { controller: new AbortController(), conversationId: id };
    inFlight.current = flight;
    let stored: TTheoMessage | null = null;
    try {
      if (!id) {
        id = (await createConversation.mutateAsync()).id;
        flight.conversationId = id;
        onConversation(id);
      }
      const target = id;
      await askTheo(
        target,
        content,
        (event) => {
          if (event.type === 'start') {
            stored = event.question;
            const question = event.question;
            setPending((current) => (current ? { ...current, stored: question } : current));
          } else if (event.type === 'delta') {
            setPending((current) =>
              current ? { ...current, text: current.text + event.text, slow: false } : current,
            );
          } else if (event.type === 'notice') {
            if (event.kind === 'slow') {
              // Shown in the conversation, with the way out; not a toast that fades.
              setPending((current) => (current ? { ...current, slow: true } : current));
              return;
            }
            if (event.kind === 'connectivity') {
              // The Básico answer replaces whatever was on its way.
              setPending((current) => (current ? { ...current, text: '', slow: false } : current));
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
        flight.controller.signal,
      );
      if (stored) appendToConversation(target, [stored]);
      await refreshLists();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setDraft(content);
      toast.error(errorMessage(error));
      if (id) await queryClient.invalidateQueries({ queryKey: queryKeys.theo.conversation(id) });
    } finally {
      // Unless 'Ver resposta do modo básico' has already closed this exchange (and another
      // question may be on its way).
      if (inFlight.current === flight) {
        inFlight.current = null;
        setPending(null);
        input.current?.focus();
      }
    }
  }

  /**
   * 'Ver resposta do modo básico': the server stores Básico's answer as the reply, then the
   * stream is closed (its answer, if any, is dropped and the provider's request aborted).
   */
  async function takeBasic() {
    const question = pending?.stored;
    const flight = inFlight.current;
    const target = flight?.conversationId;
    if (!question || !flight || !target || takingBasic) return;
    setTakingBasic(true);
    try {
      const { message } = await answerInBasic(question.id);
      if (inFlight.current === flight) {
        inFlight.current = null;
        flight.controller.abort();
        // The stored exchange replaces the pending one in the same render.
        appendToConversation(target, [question, message]);
        setPending(null);
        input.current?.focus();
      }
      await refreshLists();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setTakingBasic(false);
    }
  }

  return {
    draft,
    setDraft,
    pending,
    failure,
    clearFailure: () => setFailure(null),
    send,
    takeBasic,
    takingBasic,
    input,
    creating: createConversation.isPending,
    createConversation: createConversation.mutateAsync,
  };
}
