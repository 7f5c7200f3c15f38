/**
 * The exercise library and the 52-week programme
 * (docs/decisions/011-training-workouts-sessions-sets.md; docs/programme.md).
 */
export type * from './types.ts';
export { EXERCISES, exerciseById } from './exercises.ts';
export {
  STABILITY_DAYS,
  STRENGTH_DAYS,
  VO2MAX_DAY,
  VO2MAX_FROM_WEEK,
  WEEKLY_BLOCK,
  ZONE2_DAYS,
  journeyDay,
  programmeWeek,
  programmedWorkout,
  workoutsForDay,
} from './programme.ts';
