import {
  THEO_BASIC_UNKNOWN_REPLY,
  academyReply,
  basicReply,
  classifyTheoQuestion,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import type { InvestorContext } from './investor-context.ts';
import { searchAcademy } from './search-academy.ts';

/**
 * Básico: the product's fallback for a portfolio, cashback or profile question, filled with the
 * investor's figures; otherwise the academy's best passage with a link to its lesson; otherwise
 * what Básico can do and the way to a human consultant.
 */
export async function basicAnswer(
  db: Db,
  question: string,
  context: InvestorContext,
): Promise<string> {
  const topic = classifyTheoQuestion(question);
  if (topic !== 'other') return basicReply(topic, context.basic);
  const hit = await searchAcademy(db, question);
  return hit ? academyReply(hit) : THEO_BASIC_UNKNOWN_REPLY;
}
