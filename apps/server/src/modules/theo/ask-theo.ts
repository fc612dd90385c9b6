import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { ERROR_CODES, THEO_MESSAGES, type TTheoStreamEvent } from '@algoone/contracts';
import { needsEscalation } from '@algoone/domain';
import { theoConversations, theoMessages } from '../../db/schema/index.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { providerClient, streamAiAnswer } from './ai-answer.ts';
import { basicAnswer } from './basic-answer.ts';
import {
  NEW_CONVERSATION_TITLE,
  findOwnConversation,
  recentMessages,
  toMessage,
  type ConversationRow,
  type MessageRow,
} from './conversations.ts';
import { readTheoState, type TheoState } from './get-theo-status.ts';
import { describeContext, loadInvestorContext } from './investor-context.ts';
import { systemPrompt } from './system-prompt.ts';
import type { TheoRuntime } from './theo-runtime.ts';
import { runTheoTool, todayInSaoPaulo } from './theo-tools.ts';
import { questionsInLastMinute, recordUsage } from './usage.ts';

export interface PreparedQuestion {
  conversation: ConversationRow;
  question: MessageRow;
  state: TheoState;
}

const TITLE_LENGTH = 60;

/**
 * Everything that can refuse a question, before any byte of the stream is sent (so refusals are
 * ordinary JSON errors): the conversation is the viewer's, the question fits, the rate limit.
 * Then the question is stored.
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
  if ((await questionsInLastMinute(db, viewer.id, now)) >= env.THEO_RATE_LIMIT_PER_MINUTE) {
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      THEO_MESSAGES.rateLimited(env.THEO_RATE_LIMIT_PER_MINUTE),
    );
  }
  const state = await readTheoState(runtime, viewer, now);
  const question = await db.transaction(async (tx) => {
    const [row] = await tx
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
    return row;
  });
  if (!question) throw new Error('question not stored');
  return { conversation, question, state };
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
  const { db, env } = runtime;
  const { conversation, question, state } = prepared;
  send({ type: 'start', question: toMessage(question), mode: state.mode });
  const context = await loadInvestorContext(db, viewer, now);
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
        onDelta: (text) => send({ type: 'delta', text }),
      },
      providerClient(provider, timeoutMs),
    );
    if (result.promptTokens + result.completionTokens > 0) {
      await recordUsage(db, viewer.id, now, result);
    }
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

  const reply = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(theoMessages)
      .values({
        conversationId: conversation.id,
        userId: viewer.id,
        role: 'theo',
        content,
        mode,
        interrupted,
        needsEscalation: needsEscalation(content),
      })
      .returning();
    await tx
      .update(theoConversations)
      .set({ updatedAt: new Date() })
      .where(eq(theoConversations.id, conversation.id));
    return row;
  });
  if (!reply) throw new Error('reply not stored');
  send({ type: 'done', message: toMessage(reply) });
}
