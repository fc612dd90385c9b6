import type { TTheoBasicNowResult } from '@algoone/contracts';
import type { Viewer } from '../../lib/viewer.ts';
import { basicAnswer } from './basic-answer.ts';
import { findOwnQuestion, replyTo, storeReply, toMessage } from './conversations.ts';
import { loadInvestorContext } from './investor-context.ts';
import type { TheoRuntime } from './theo-runtime.ts';

/**
 * 'Ver resposta do modo básico' (issue #30): the provider is slow, so the investor takes
 * Básico's answer to their question now. The answer being streamed is dropped when it ends (the
 * browser closes that stream, which also aborts the provider's request). Asked again, or after
 * the streamed answer was stored, it returns the reply that stands: a question has one reply.
 * Another investor's question, or an id that is not a question, is 404.
 */
export async function answerInBasic(
  runtime: TheoRuntime,
  viewer: Viewer,
  questionId: string,
  now = new Date(),
): Promise<TTheoBasicNowResult> {
  const { db } = runtime;
  const question = await findOwnQuestion(db, viewer.id, questionId);
  const existing = await replyTo(db, question);
  if (existing) return { message: toMessage(existing) };
  const context = await loadInvestorContext(runtime, viewer, now);
  const content = await basicAnswer(db, question.content, context);
  const { row } = await storeReply(db, viewer, question, {
    content,
    mode: 'basic',
    interrupted: false,
  });
  return { message: toMessage(row) };
}
