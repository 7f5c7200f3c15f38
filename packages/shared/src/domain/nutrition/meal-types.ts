/** The meals of a day, in order. Here rather than in the schemas, so screens need no zod for it. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
