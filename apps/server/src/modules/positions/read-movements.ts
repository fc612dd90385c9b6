import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { MovementLine } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { movementLineOf } from './stored-lines.ts';
import { securityMovements } from '../../db/schema/index.ts';

export const PROVENTO_CLASSES = ['dividend', 'jcp', 'fii-income'] as const;

/** Years with proventos, newest first. */
export async function proventoYears(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${securityMovements.movedOn})::int` })
    .from(securityMovements)
    .where(
      and(
        eq(securityMovements.userId, userId),
        inArray(securityMovements.movementClass, [...PROVENTO_CLASSES]),
      ),
    );
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}

/** A year's proventos lines, as the domain reads them. */
export async function proventoLines(db: Db, userId: string, year: number): Promise<MovementLine[]> {
  const rows = await db
    .select()
    .from(securityMovements)
    .where(
      and(
        eq(securityMovements.userId, userId),
        inArray(securityMovements.movementClass, [...PROVENTO_CLASSES]),
        gte(securityMovements.movedOn, `${year}-01-01`),
        lt(securityMovements.movedOn, `${year + 1}-01-01`),
      ),
    );
  return rows.map(movementLineOf);
}
