import type { SupersetPair } from '@grandfit/shared/domain/programme/superset-pairs.ts';
import type { SessionDetail } from '@grandfit/shared/schemas/history.ts';

/*
 * A past session's supersets (decision 086): the server names each join by the `exerciseIndex`
 * of its first exercise; the page reads them by the exercises it lists.
 */

type Listed = Pick<SessionDetail, 'exercises' | 'supersets'>;

/** Whether the exercise listed at `position` was done back to back with the next one listed. */
function joinedToNext(detail: Listed, position: number): boolean {
  const exercise = detail.exercises[position];
  const next = detail.exercises[position + 1];
  return (
    exercise !== undefined &&
    next?.exerciseIndex === exercise.exerciseIndex + 1 &&
    (detail.supersets ?? []).includes(exercise.exerciseIndex)
  );
}

/** How the page marks each listed exercise: in a group, and what joins it to the next one. */
export interface ExerciseJoin {
  grouped: boolean;
  /** "Superset" (two exercises) or "Circuit" (more) when joined to the next; else null. */
  toNext: 'Superset' | 'Circuit' | null;
}

export function sessionJoins(detail: Listed): ExerciseJoin[] {
  const joins = detail.exercises.map((_, position) => joinedToNext(detail, position));
  // The size of the group each exercise is in: walk each run of joins once.
  const sizes: number[] = [];
  let position = 0;
  while (position < joins.length) {
    let last = position;
    while (joins[last]) last += 1;
    for (let i = position; i <= last; i += 1) sizes.push(last - position + 1);
    position = last + 1;
  }
  return joins.map((joined, i) => ({
    grouped: sizes[i]! > 1,
    toNext: joined ? (sizes[i] === 2 ? 'Superset' : 'Circuit') : null,
  }));
}

/** The pairs of exercise ids done back to back, for Repeat and Save as routine. */
export function sessionSupersetPairs(detail: Listed): SupersetPair[] {
  return detail.exercises.flatMap((exercise, position) =>
    joinedToNext(detail, position)
      ? [[exercise.exerciseId, detail.exercises[position + 1]!.exerciseId] as const]
      : [],
  );
}
