import { addMonthsClamped } from '../time/zoned-date.ts';

/** A completed profile stays valid this long; after that it must be redone before new advice. */
export const PROFILE_VALIDITY_MONTHS = 24;

/** The instant a profile completed at `completedAt` stops being valid (São Paulo calendar). */
export function profileValidUntil(completedAt: Date): Date {
  return addMonthsClamped(completedAt, PROFILE_VALIDITY_MONTHS);
}

/** Valid up to, but not including, `profileValidUntil`. */
export function isProfileValid(completedAt: Date, now: Date): boolean {
  return now.getTime() < profileValidUntil(completedAt).getTime();
}
