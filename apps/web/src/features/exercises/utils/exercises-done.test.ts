import { describe, expect, it } from 'vitest';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { FinishedSet } from '../../../lib/finish-summary.ts';
import { exerciseKinds, exercisesDone } from './exercises-done.ts';

const NAMES: Record<string, string> = {
  'goblet-squat': 'Goblet Squat',
  'pull-up': 'Pull-Up',
  'push-up': 'Push-Up',
  'front-plank': 'Front Plank',
  'farmers-carry': "Farmer's Carry",
  'stationary-bike': 'Stationary Bike',
};

function set(
  exerciseId: string,
  weight: number | null,
  reps: number | null,
  over: Partial<FinishedSet> & { exerciseUnit?: ExerciseUnit; weightUnit?: WeightUnit } = {},
): FinishedSet {
  return {
    exerciseId,
    exerciseName: NAMES[exerciseId] ?? exerciseId,
    exerciseUnit: 'reps',
    clientId: crypto.randomUUID(),
    weight,
    weightUnit: 'lb',
    reps,
    skipped: false,
    performedAt: '2026-12-02T07:10:00.000Z',
    ...over,
  };
}

const rows = (sets: FinishedSet[], to: WeightUnit = 'lb') =>
  exercisesDone(sets, to).map(({ exerciseName, count, best }) => [exerciseName, count, best]);

describe('exercisesDone: the finish summary’s exercises and their best sets', () => {
  it('lists each exercise once, in the order done, with its working sets and best set', () => {
    expect(
      rows([
        set('goblet-squat', 35, 10),
        set('push-up', null, 12),
        set('goblet-squat', 40, 8),
        set('push-up', null, 15),
        set('goblet-squat', 40, 9),
        set('front-plank', null, 45, { exerciseUnit: 'seconds' }),
        set('front-plank', null, 60, { exerciseUnit: 'seconds' }),
      ]),
    ).toEqual([
      // Loaded: the heaviest, and of the heaviest the most reps.
      ['Goblet Squat', '3 sets', '40 lb × 9'],
      // Bodyweight: the most reps.
      ['Push-Up', '2 sets', '15 reps'],
      // Timed: the longest.
      ['Front Plank', '2 sets', '60 s'],
    ]);
  });

  it('never counts warm-ups or skipped sets, nor makes them the best set', () => {
    expect(
      rows([
        set('goblet-squat', 50, 5, { setType: 'warmup' }),
        set('goblet-squat', 20, 10, { setType: 'warmup' }),
        set('goblet-squat', 60, 8, { skipped: true }),
        set('goblet-squat', 35, 10),
        set('goblet-squat', 35, 10, { setType: 'normal' }),
        // Skipped from the start: not done at all.
        set('push-up', null, null, { skipped: true }),
        // Only warmed up.
        set('pull-up', null, 3, { setType: 'warmup' }),
      ]),
    ).toEqual([
      ['Goblet Squat', '2 sets + 2 warm-ups', '35 lb × 10'],
      ['Pull-Up', '1 warm-up', null],
    ]);
  });

  it('writes weights in the user’s unit, whatever unit each set was entered in', () => {
    const sets = [set('goblet-squat', 100, 5, { weightUnit: 'kg' }), set('goblet-squat', 225, 5)];
    // 225 lb is 102.1 kg: heavier than 100 kg.
    expect(rows(sets, 'kg')).toEqual([['Goblet Squat', '2 sets', '102.1 kg × 5']]);
    expect(rows(sets, 'lb')).toEqual([['Goblet Squat', '2 sets', '225 lb × 5']]);
    expect(rows([set('goblet-squat', 100, 5, { weightUnit: 'kg' })], 'kg')).toEqual([
      ['Goblet Squat', '1 set', '100 kg × 5'],
    ]);
  });

  it('writes a load added to bodyweight reps with a plus (decision 080), most reps first', () => {
    expect(
      rows(
        [
          set('pull-up', 10, 6, { weightUnit: 'kg' }),
          set('pull-up', null, 8),
          set('pull-up', 10, 8, { weightUnit: 'kg' }),
        ],
        'kg',
      ),
    ).toEqual([['Pull-Up', '3 sets', '+10 kg × 8']]);
  });

  it('takes the least help of assisted work (decision 083), written with a minus', () => {
    const custom = 'custom-0f8c2a4e-1b3d-4c5e-8f60-718293a4b5c6';
    const kinds = exerciseKinds([
      {
        id: custom,
        name: 'Band pull-up',
        kind: 'assisted',
        equipment: 'Band',
        pattern: null,
        restSeconds: 90,
      },
    ]);
    const sets = [
      set(custom, 40, 8, { weightUnit: 'kg', exerciseName: 'Band pull-up' }),
      set(custom, 20, 6, { weightUnit: 'kg', exerciseName: 'Band pull-up' }),
      set(custom, 20, 8, { weightUnit: 'kg', exerciseName: 'Band pull-up' }),
    ];
    expect(exercisesDone(sets, 'kg', kinds).map(({ count, best }) => [count, best])).toEqual([
      ['3 sets', '−20 kg × 8'],
    ]);
    // Offline with his exercises not yet cached, its weight reads as a load.
    expect(rows(sets, 'kg')).toEqual([['Band pull-up', '3 sets', '40 kg × 8']]);
  });

  it('takes the longest of timed and cardio work, then the heaviest load held', () => {
    expect(
      rows([
        set('farmers-carry', 50, 40, { exerciseUnit: 'seconds' }),
        set('farmers-carry', 70, 40, { exerciseUnit: 'seconds' }),
        set('farmers-carry', 90, 30, { exerciseUnit: 'seconds' }),
        set('stationary-bike', null, 20, { exerciseUnit: 'minutes' }),
        set('stationary-bike', null, 30, { exerciseUnit: 'minutes' }),
      ]),
    ).toEqual([
      ["Farmer's Carry", '3 sets', '70 lb × 40 s'],
      ['Stationary Bike', '2 sets', '30 min'],
    ]);
  });

  it('names no best set when no working set has a rep', () => {
    expect(rows([set('push-up', null, 0)])).toEqual([['Push-Up', '1 set', null]]);
  });
});
