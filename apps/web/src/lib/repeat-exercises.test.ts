import { describe, expect, it } from 'vitest';
import type { HistoryExercise } from '@grandfit/shared/schemas/history.ts';
import {
  doneAsRoutine,
  repeatExerciseIds,
  repeatPlan,
  repeatReps,
  repeatSets,
} from './repeat-exercises.ts';

const exercise = (
  exerciseId: string,
  sets: Array<{ skipped: boolean; setType?: string; reps?: number | null }>,
): HistoryExercise =>
  ({ exerciseId, exerciseIndex: 0, name: exerciseId, unit: 'reps', plannedSets: 3, sets }) as never;

describe('repeatExerciseIds', () => {
  it('repeats the exercises done, in order and once each, leaving out those only skipped', () => {
    expect(
      repeatExerciseIds({
        exercises: [
          exercise('goblet-squat', [{ skipped: false }]),
          exercise('push-up', [{ skipped: true }]),
          exercise('front-plank', []),
          exercise('goblet-squat', [{ skipped: false }]),
          exercise('custom-1', [{ skipped: true }, { skipped: false }]),
        ],
      }),
    ).toEqual(['goblet-squat', 'custom-1']);
  });

  it('repeats the plan of a session with nothing done, and at most 20 exercises', () => {
    expect(
      repeatExerciseIds({ exercises: [exercise('push-up', []), exercise('front-plank', [])] }),
    ).toEqual(['push-up', 'front-plank']);
    const many = Array.from({ length: 25 }, (_, i) => exercise(`e${i}`, [{ skipped: false }]));
    expect(repeatExerciseIds({ exercises: many })).toHaveLength(20);
  });
});

describe('repeatSets', () => {
  it('starts each exercise with the working sets done, at most 10; none done, its default', () => {
    const working = { skipped: false, setType: 'normal' };
    const session = {
      exercises: [
        exercise('goblet-squat', [{ skipped: false, setType: 'warmup' }, working, working]),
        exercise('push-up', [{ skipped: true }]),
        exercise('goblet-squat', [working]),
        exercise(
          'front-plank',
          Array.from({ length: 12 }, () => working),
        ),
        exercise('custom-1', [{ skipped: false, setType: 'warmup' }]),
      ],
    };
    const ids = repeatExerciseIds(session);
    expect(ids).toEqual(['goblet-squat', 'front-plank', 'custom-1']);
    expect(repeatSets(session, ids)).toEqual({ 'goblet-squat': 3, 'front-plank': 10 });
  });
});

describe('repeatReps', () => {
  it("targets each exercise at its first working set's reps: no warm-up, skip or 0 (decision 094)", () => {
    const session = {
      exercises: [
        exercise('back-squat', [
          { skipped: false, setType: 'warmup', reps: 8 },
          { skipped: true, reps: 5 },
          { skipped: false, setType: 'normal', reps: 0 },
          { skipped: false, setType: 'normal', reps: 5 },
          { skipped: false, setType: 'normal', reps: 4 },
        ]),
        exercise('pull-up', [{ skipped: false, reps: 11 }]),
        exercise('back-squat', [{ skipped: false, reps: 12 }]),
        exercise('front-plank', [{ skipped: false, reps: null }]),
        exercise('custom-1', [{ skipped: false, setType: 'warmup', reps: 10 }]),
        exercise('bench-press', [{ skipped: false, reps: 5 }]),
      ],
    };
    const ids = ['back-squat', 'pull-up', 'front-plank', 'custom-1'];
    expect(repeatReps(session, ids)).toEqual({ 'back-squat': 5, 'pull-up': 11 });
    expect(repeatPlan(session).reps).toEqual({
      'back-squat': 5,
      'pull-up': 11,
      'bench-press': 5,
    });
  });
});

describe('repeatPlan', () => {
  it('keeps the supersets whose two exercises stay side by side once repeated (decision 086)', () => {
    const done = [{ skipped: false }];
    expect(
      repeatPlan({
        exercises: [
          exercise('goblet-squat', done),
          exercise('push-up', done),
          exercise('front-plank', []),
          exercise('inverted-row', done),
          exercise('dead-bug', done),
        ],
        // The plank was not done: the push-ups and the rows are not neighbours when repeated.
        supersets: [
          ['goblet-squat', 'push-up'],
          ['front-plank', 'inverted-row'],
          ['inverted-row', 'dead-bug'],
        ],
      }),
    ).toEqual({
      exerciseIds: ['goblet-squat', 'push-up', 'inverted-row', 'dead-bug'],
      sets: { 'goblet-squat': 1, 'push-up': 1, 'inverted-row': 1, 'dead-bug': 1 },
      reps: {},
      supersets: [
        ['goblet-squat', 'push-up'],
        ['inverted-row', 'dead-bug'],
      ],
    });
    expect(repeatPlan({ exercises: [exercise('push-up', done)], supersets: [] })).toEqual({
      exerciseIds: ['push-up'],
      sets: { 'push-up': 1 },
      reps: {},
    });
  });
});

describe('doneAsRoutine', () => {
  const routine = {
    exerciseIds: ['goblet-squat', 'push-up'],
    sets: { 'goblet-squat': 5, 'push-up': 3 },
  };
  it('is the routine done with its exercises in order and its sets each', () => {
    expect(
      doneAsRoutine(routine, {
        exerciseIds: ['goblet-squat', 'push-up'],
        sets: { 'goblet-squat': 5, 'push-up': 3 },
      }),
    ).toBe(true);
  });
  it('differs by an exercise left out, added or moved, by a set more or fewer, or a routine without sets', () => {
    const done = (exerciseIds: string[], sets: Record<string, number>) => ({ exerciseIds, sets });
    expect(doneAsRoutine(routine, done(['goblet-squat'], { 'goblet-squat': 5 }))).toBe(false);
    expect(
      doneAsRoutine(
        routine,
        done(['goblet-squat', 'push-up', 'plank'], { 'goblet-squat': 5, 'push-up': 3, plank: 3 }),
      ),
    ).toBe(false);
    expect(
      doneAsRoutine(
        routine,
        done(['push-up', 'goblet-squat'], { 'goblet-squat': 5, 'push-up': 3 }),
      ),
    ).toBe(false);
    expect(
      doneAsRoutine(
        routine,
        done(['goblet-squat', 'push-up'], { 'goblet-squat': 4, 'push-up': 3 }),
      ),
    ).toBe(false);
    expect(
      doneAsRoutine(
        { exerciseIds: routine.exerciseIds },
        done(['goblet-squat', 'push-up'], { 'goblet-squat': 5, 'push-up': 3 }),
      ),
    ).toBe(false);
  });
});
