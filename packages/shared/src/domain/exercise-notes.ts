/**
 * The longest note a lifter keeps on an exercise (decision 052): a line or two for the gym floor.
 * Here rather than in the schemas, so the active workout's first load needs no zod for it.
 */
export const EXERCISE_NOTE_MAX = 300;
