import type { Exercise } from './types.ts';

export type SteppedImplement = 'barbell' | 'dumbbell' | 'kettlebell';

/**
 * What an exercise's load is made of when it comes in fixed steps: a bar and plates (decision
 * 046), the gym's dumbbells (048) or kettlebells (049), a carry's as it is held. Null for machines,
 * cables, sandbags and the rest, which keep the user's weight step.
 */
export function steppedImplement(
  exercise: Pick<Exercise, 'category' | 'held'>,
): SteppedImplement | null {
  const { category } = exercise;
  if (category === 'barbell' || category === 'dumbbell' || category === 'kettlebell') {
    return category;
  }
  return exercise.held ?? null;
}
