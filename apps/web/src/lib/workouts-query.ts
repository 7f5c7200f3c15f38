/**
 * The workouts queries' URL and key prefix, here because features other than training change
 * workouts (a swap, a custom exercise) and must refresh them.
 */
export const WORKOUTS_URL = '/api/workouts';

/**
 * The prefix of every workouts query key (today, weeks, one workout): invalidating it refreshes
 * them all, e.g. after a set, a completion or a new journey start date.
 */
export const workoutsQueryKeyRoot = [WORKOUTS_URL] as const;

/** One workout's query key, for the day its prescription is asked for. */
export const workoutQueryKey = (id: string, date: string) =>
  [WORKOUTS_URL, 'workout', id, { date }] as const;
