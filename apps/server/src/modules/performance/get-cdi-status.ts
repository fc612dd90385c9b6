import { toIsoCalendarDate } from '@algoone/domain';
import type { TCdiStatus } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { cdiStatusOf, readCdiState } from './cdi-status.ts';

/** Whether the stored CDI series can be used, and how fresh it is. Public data. */
export async function getCdiStatus(db: Db, now = new Date()): Promise<TCdiStatus> {
  return cdiStatusOf(await readCdiState(db), toIsoCalendarDate(now));
}
