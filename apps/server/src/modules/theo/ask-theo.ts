import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { ERROR_CODES, THEO_MESSAGES, type TTheoStreamEvent } from '@algoone/contracts';
import { theoConversations, theoMessages } from '../../db/schema/index.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { providerClient, streamAiAnswer } from './ai-answer.ts';
import { basicAnswer } from './basic-answer.ts';
import {
  NEW_CONVERSATION_TITLE,
  findOwnConversation,
  recentMessages,
  storeReply,
  toMessage,
  type ConversationRow,
  type MessageRow,
} from './conversations.ts';
import { readTheoState, type TheoState } from './get-theo-status.ts';
import { describeContext, loadInvestorContext } from './investor-context.ts';
import { systemPrompt } from './system-prompt.ts';
import type { TheoRuntime } from './theo-runtime.ts';
import { runTheoTool, todayInSaoPaulo } from './theo-tools.ts';
import {
  budgetInUse,
  lockInvestorQuestions,
  questionsInLastMinute,
  reserveTokens,
  settleReservation,
  type Reservation,
} from './usage.ts';

export interface PreparedQuestion {
  conversation: ConversationRow;
  question: MessageRow;
  state: TheoState;
  /** Budget held for an AI answer; settled by `answerQuestion` whatever happens. */
  reservation: Reservation | null;
}

const TITLE_LENGTH = 60;

/** After this long without text from the provider, the answer is 'taking long'. */
export const SLOW_NOTICE_MS = 5_000;

/** The slow notice comes after 5 s, or halfway to the time limit when that is sooner. */
export function slowNoticeMs(timeoutMs: number): number {
  return Math.min(SLOW_NOTICE_MS, Math.floor(timeoutMs / 2));
}

/** Answers in flight hold the rest of the budget: wait for them, like the rate limit. */
export const THEO_BUSY_MESSAGE =
  'O Theo ainda está respondendo às suas perguntas anteriores. Aguarde a resposta e tente de novo.';

/**
 * How long a reservation may stay unsettled: the answer's time limit plus room for the tools
 * and the writes around it. Only a process that died mid-answer ever reaches it.
 */
const RESERVATION_SLACK_MS = 60_000;

/**
 * Everything that can refuse a question, before any byte of the stream is sent (so refusals are
 * ordinary JSON errors): the conversation is the viewer's, the question fits, the rate limit,
 * the budget. The count, the reservation and the stored question are one short transaction
 * under the investor's advisory lock, so parallel questions take turns there; the provider is
 * called after it commits (an answer can take 30 s, a transaction must not).
 */
export async function prepareQuestion(
  runtime: TheoRuntime,
  viewer: Viewer,
  conversationId: string,
  content: string,
  now = new Date(),
): Promise<PreparedQuestion> {
  const { db, env } = runtime;
  const conversation = await findOwnConversation(db, viewer.id, conversationId);
  if (content.length > env.THEO_MAX_QUESTION_CHARS) {
    throw invalid({ content: THEO_MESSAGES.questionTooLong(env.THEO_MAX_QUESTION_CHARS) });
  }
  // Provider and consent are read outside the lock (the lock's transaction must not wait on a
  // second pooled connection); the budget, which parallel answers change, is read inside it.
  const outside = await readTheoState(runtime, viewer, now);
  return db.transaction(async (tx) => {
    await lockInvestorQuestions(tx, viewer.id);
    if ((await questionsInLastMinute(tx, viewer.id, now)) >= env.THEO_RATE_LIMIT_PER_MINUTE) {
      throw new AppError(
        429,
        ERROR_CODES.rateLimited,
        THEO_MESSAGES.rateLimited(env.THEO_RATE_LIMIT_PER_MINUTE),
      );
    }
    let state = outside;
    let reservation: Reservation | null = null;
    if (outside.provider && outside.consentGrantedAt) {
      const { used, reserved } = await budgetInUse(tx, viewer.id, now);
      const budget = env.THEO_MONTHLY_TOKEN_BUDGET;
      if (used >= budget) {
        state = { ...outside, budgetReached: true, mode: 'basic' };
      } else if (used + reserved >= budget) {
        throw new AppError(429, ERROR_CODES.rateLimited, THEO_BUSY_MESSAGE);
      } else {
        // The most an answer can write: max_tokens in each round (tools, then the text). Prompt
        // tokens are not bounded here; near the edge, any hold makes the next answer wait.
        const tokens = env.THEO_MAX_REPLY_TOKENS * (env.THEO_MAX_TOOL_STEPS + 1);
        const holdUntil = new Date(
          now.getTime() + env.THEO_ANSWER_TIMEOUT_SECONDS * 1000 + RESERVATION_SLACK_MS,
        );
        reservation = await reserveTokens(tx, viewer.id, now, tokens, holdUntil);
        state = { ...outside, budgetReached: false, mode: 'ai' };
      }
    }
    const [question] = await tx
      .insert(theoMessages)
      .values({ conversationId: conversation.id, userId: viewer.id, role: 'user', content })
      .returning();
    await tx
      .update(theoConversations)
      .set({
        updatedAt: new Date(),
        ...(conversation.title === NEW_CONVERSATION_TITLE
          ? { title: content.replace(/\s+/g, ' ').slice(0, TITLE_LENGTH) }
          : {}),
      })
      .where(eq(theoConversations.id, conversation.id));
    if (!question) throw new Error('question not stored');
    return { conversation, question, state, reservation };
  });
}

function historyMessage(row: MessageRow): ChatCompletionMessageParam {
  return row.role === 'user'
    ? { role: 'user', content: row.content }
    : { role: 'assistant', content: row.content };
}

/**
 * Answers a prepared question, sending events as they happen; never throws. AI mode streams the
 * provider's tokens; a provider that fails before the first token gives the product's 'Erro de
 * conectividade' and the Básico answer; one that fails midway keeps what arrived and says so.
 * `clientGone` aborts the provider call when the browser disconnects.
 */
export async function answerQuestion(
  runtime: TheoRuntime,
  viewer: Viewer,
  prepared: PreparedQuestion,
  send: (event: TTheoStreamEvent) => void,
  clientGone: AbortSignal,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<void> {
  let pending = prepared.reservation;
  const settle: Settle = async (spent) => {
    if (!pending) return;
    const reservation = pending;
    pending = null;
    await settleReservation(runtime.db, viewer.id, reservation, spent);
  };
  try {
    await composeAnswer(runtime, viewer, prepared, { send, clientGone, log, settle }, now);
  } finally {
    // Whatever threw before the provider's usage was settled (the context, the history, the
    // stream), the hold is released now rather than when it lapses.
    if (pending) {
      await settle({ promptTokens: 0, completionTokens: 0 }).catch((error: unknown) =>
        log.error({ err: error }, 'theo: reservation not released; it lapses by itself'),
      );
    }
  }
}

type Settle = (spent: { promptTokens: number; completionTokens: number }) => Promise<void>;

interface AnswerIo {
  send: (event: TTheoStreamEvent) => void;
  clientGone: AbortSignal;
  log: FastifyBaseLogger;
  /** Releases the budget's reservation with what the provider really spent; once. */
  settle: Settle;
}

async function composeAnswer(
  runtime: TheoRuntime,
  viewer: Viewer,
  prepared: PreparedQuestion,
  { send, clientGone, log, settle }: AnswerIo,
  now: Date,
): Promise<void> {
  const { db, env } = runtime;
  const { conversation, question, state } = prepared;
  send({ type: 'start', question: toMessage(question), mode: state.mode });
  const context = await loadInvestorContext(runtime, viewer, now);
  let content: string;
  let mode: 'ai' | 'basic' = 'basic';
  let interrupted = false;

  if (state.provider && state.budgetReached && state.consentGrantedAt) {
    send({
      type: 'notice',
      kind: 'budget',
      title: 'Limite mensal atingido',
      description: THEO_MESSAGES.budgetReached,
    });
  }
  if (state.mode === 'ai' && state.provider) {
    const provider = state.provider;
    const history = (await recentMessages(db, conversation.id, env.THEO_MAX_CONTEXT_MESSAGES + 1))
      .filter((row) => row.id !== question.id)
      .slice(-env.THEO_MAX_CONTEXT_MESSAGES);
    const timeoutMs = env.THEO_ANSWER_TIMEOUT_SECONDS * 1000;
    // No text yet after a few seconds: say so, and let the investor take Básico's answer now
    // (POST .../basic) instead of watching the typing indicator until the time limit.
    let textArrived = false;
    const slowTimer = setTimeout(() => {
      if (!textArrived) {
        send({
          type: 'notice',
          kind: 'slow',
          title: THEO_MESSAGES.slowTitle,
          description: THEO_MESSAGES.slowDescription,
        });
      }
    }, slowNoticeMs(timeoutMs));
    const result = await streamAiAnswer(
      {
        provider,
        messages: [
          { role: 'system', content: systemPrompt(describeContext(context, todayInSaoPaulo(now))) },
          ...history.map(historyMessage),
          { role: 'user', content: question.content },
        ],
        maxReplyTokens: env.THEO_MAX_REPLY_TOKENS,
        maxToolSteps: env.THEO_MAX_TOOL_STEPS,
        signal: AbortSignal.any([clientGone, AbortSignal.timeout(timeoutMs)]),
        runTool: (name, args) => runTheoTool(db, viewer, context, name, args),
        onDelta: (text) => {
          textArrived = true;
          send({ type: 'delta', text });
        },
      },
      providerClient(provider, timeoutMs, runtime.connection.fetch),
    ).finally(() => clearTimeout(slowTimer));
    await settle(result);
    if (result.status === 'complete') {
      content = result.text;
      mode = 'ai';
    } else if (result.text.trim()) {
      log.warn({ theoFailure: result.failure }, 'theo: provider stream cut midway');
      content = `${result.text}\n\n_${THEO_MESSAGES.interrupted}_`;
      mode = 'ai';
      interrupted = true;
      send({
        type: 'notice',
        kind: 'interrupted',
        title: 'Resposta interrompida',
        description: THEO_MESSAGES.interrupted,
      });
    } else {
      log.warn({ theoFailure: result.failure }, 'theo: provider failed, answering in Básico');
      send({ type: 'notice', kind: 'connectivity', ...THEO_MESSAGES.connectivity });
      content = await basicAnswer(db, question.content, context);
      send({ type: 'delta', text: content });
    }
  } else {
    content = await basicAnswer(db, question.content, context);
    send({ type: 'delta', text: content });
  }

  // The investor may have taken Básico's answer meanwhile ('Ver resposta do modo básico'):
  // then that one stands, and this one is dropped.
  const { row: reply } = await storeReply(db, viewer, question, { content, mode, interrupted });
  send({ type: 'done', message: toMessage(reply) });
}
