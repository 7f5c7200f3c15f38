import { describe, expect, it } from 'vitest';
import type { HistoryExercise } from '@grandfit/shared/schemas/history.ts';
import { sessionJoins, sessionSupersetPairs } from './session-supersets.ts';

const exercise = (exerciseId: string, exerciseIndex: number) =>
  ({ exerciseId, exerciseIndex, name: exerciseId, sets: [] }) as unknown as HistoryExercise;

/** Squats and push-ups, then a circuit of three, then a plank on its own. */
const listed = [
  exercise('goblet-squat', 0),
  exercise('push-up', 1),
  exercise('inverted-row', 2),
  exercise('dead-bug', 3),
  exercise('bird-dog', 4),
  exercise('front-plank', 5),
];

describe("a past session's supersets (decision 086)", () => {
  it('marks each group: a superset of two, a circuit of more, an exercise on its own unmarked', () => {
    expect(sessionJoins({ exercises: listed, supersets: [0, 2, 3] })).toEqual([
      { grouped: true, toNext: 'Superset' },
      { grouped: true, toNext: null },
      { grouped: true, toNext: 'Circuit' },
      { grouped: true, toNext: 'Circuit' },
      { grouped: true, toNext: null },
      { grouped: false, toNext: null },
    ]);
    expect(sessionJoins({ exercises: listed })).toEqual(
      listed.map(() => ({ grouped: false, toNext: null })),
    );
  });

  it('names each join by its two exercises, and only between two exercises listed side by side', () => {
    expect(sessionSupersetPairs({ exercises: listed, supersets: [0, 3, 5] })).toEqual([
      ['goblet-squat', 'push-up'],
      ['dead-bug', 'bird-dog'],
    ]);
    // An imported session's places need not follow each other.
    const gap = [exercise('goblet-squat', 0), exercise('push-up', 2)];
    expect(sessionSupersetPairs({ exercises: gap, supersets: [0] })).toEqual([]);
    expect(sessionJoins({ exercises: gap, supersets: [0] })[0]).toEqual({
      grouped: false,
      toNext: null,
    });
  });
});
