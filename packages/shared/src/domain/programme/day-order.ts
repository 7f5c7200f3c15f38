import type { SessionType } from './types.ts';

/** The order of a day's sessions in the programme: the main session first. */
const DAY_PRIORITY: Record<SessionType, number> = {
  strength: 0,
  vo2max: 1,
  zone2: 2,
  stability: 3,
};

/** Sorts a day's workouts main session first (Today's card shows the first, lists the rest). */
export const byDayOrder = (a: { type: SessionType }, b: { type: SessionType }) =>
  DAY_PRIORITY[a.type] - DAY_PRIORITY[b.type];
