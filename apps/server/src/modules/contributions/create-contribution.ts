import { count, eq } from 'drizzle-orm';
import { toIsoCalendarDate } from '@algoone/domain';
import {
  PORTFOLIO_MESSAGES,
  type TContributionCreateBody,
  type TContributionCreateResult,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { contributions } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { lockProgress, recordActivity } from '../gamification/index.ts';
import { assertAporteBroker } from './aporte-broker.ts';
import { rowToContribution } from './to-contribution.ts';

/** docs/product.md §3: the day defaults to today; a day after today (São Paulo) is refused. */
export function aporteDateOrThrow(date: string | undefined, now: Date): string {
  const today = toIsoCalendarDate(now);
  const day = date ?? today;
  if (day > today) throw invalid({ date: PORTFOLIO_MESSAGES.futureDate });
  return day;
}

/**
 * Registers an aporte and, in one transaction, the register-aporte event (docs/product.md §4) with
 * the number of aportes that existed before (monthly-discipline when 2 or more). The investor's
 * progress lock is taken first, so two aportes at once count each other.
 */
export async function createContribution(
  db: Db,
  viewer: Viewer,
  body: Required<Pick<TContributionCreateBody, 'amountCents' | 'brokerId' | 'category'>> & {
    date?: string | undefined;
  },
  now = new Date(),
): Promise<TContributionCreateResult> {
  const date = aporteDateOrThrow(body.date, now);
  await assertAporteBroker(db, body.brokerId);
  return db.transaction(async (tx) => {
    await lockProgress(tx, viewer.id);
    const [before] = await tx
      .select({ n: count() })
      .from(contributions)
      .where(eq(contributions.userId, viewer.id));
    const [row] = await tx
      .insert(contributions)
      .values({
        userId: viewer.id,
        amountCents: body.amountCents,
        contributedOn: date,
        brokerId: body.brokerId,
        category: body.category,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('aporte not inserted');
    const { achievements } = await recordActivity(tx, viewer.id, {
      type: 'aporte-registered',
      at: now,
      aportesBefore: before?.n ?? 0,
    });
    return { contribution: rowToContribution(row), achievements };
  });
}
