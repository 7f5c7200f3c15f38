import { SET_LIMITS } from '@grandfit/shared/domain/set-limits.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';

/*
 * Supersets and circuits (decision 068). Exercises next to each other in the session can be
 * joined: a group is done round by round (set 1 of each, then set 2 of each, ...) with the rest
 * after each round instead of after each set. A group of two is a superset, of three or more a
 * circuit. The joins are the session's own state, kept on the device like its position.
 *
 * A join is written as the index of its first exercise: 2 joins exercises 2 and 3. Joins past the
 * session's last exercise (a stored session whose plan changed) are ignored.
 */

/** Indexes `i` whose exercise is joined with exercise `i + 1`, ascending, no repeats. */
export type SupersetLinks = readonly number[];

/** The exercises of one group, `first` to `last` inclusive; both equal when not joined. */
export interface ExerciseGroup {
  first: number;
  last: number;
}

/**
 * The joins a workout starts with: a routine's supersets (decision 084); a stability session is a
 * circuit of all its drills (docs/programme.md); every other kind has none.
 */
export function defaultLinks(workout: Pick<Workout, 'type' | 'exercises' | 'supersets'>): number[] {
  if (workout.supersets) return [...workout.supersets];
  if (workout.type !== 'stability') return [];
  return Array.from({ length: Math.max(workout.exercises.length - 1, 0) }, (_, index) => index);
}

const isJoined = (links: SupersetLinks, index: number, exercises: number) =>
  index >= 0 && index + 1 < exercises && links.includes(index);

/** The group holding `exerciseIndex` in a session of `exercises` exercises. */
export function groupOf(
  links: SupersetLinks,
  exercises: number,
  exerciseIndex: number,
): ExerciseGroup {
  let first = exerciseIndex;
  while (isJoined(links, first - 1, exercises)) first -= 1;
  let last = exerciseIndex;
  while (isJoined(links, last, exercises)) last += 1;
  return { first, last };
}

/** Every group in workout order, single exercises included. */
export function groupsOf(links: SupersetLinks, exercises: number): ExerciseGroup[] {
  const groups: ExerciseGroup[] = [];
  let index = 0;
  while (index < exercises) {
    const group = groupOf(links, exercises, index);
    groups.push(group);
    index = group.last + 1;
  }
  return groups;
}

export const groupSize = (group: ExerciseGroup) => group.last - group.first + 1;

/** "Superset" for two exercises, "Circuit" for more; null for an exercise on its own. */
export function groupKind(group: ExerciseGroup): 'Superset' | 'Circuit' | null {
  const size = groupSize(group);
  return size < 2 ? null : size === 2 ? 'Superset' : 'Circuit';
}

/**
 * The joins as the completion sends them (decision 086): whole places the server takes (below
 * its 50th), each once, so a session kept on the device from an older version can never have its
 * completion refused for them.
 */
export function completionSupersets(links: SupersetLinks | undefined): number[] {
  const valid = (links ?? []).filter(
    (index) => Number.isInteger(index) && index >= 0 && index < SET_LIMITS.exerciseIndex.max,
  );
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** The joins with exercise `index` joined to the next one, or parted from it. */
export function withLink(links: SupersetLinks, index: number, joined: boolean): number[] {
  const others = links.filter((link) => link !== index);
  return joined ? [...others, index].sort((a, b) => a - b) : others;
}
