/**
 * The rest a lifter may keep for an exercise (decision 059): from 15 s to 10 min, in 15 s steps.
 * Here rather than in the schemas, so the active workout's first load needs no zod for it.
 */
export const EXERCISE_REST = { min: 15, max: 600, step: 15 } as const;
