import { describe, expect, it } from 'vitest';
import type { WorkoutImportPreview } from '@grandfit/shared/schemas/workout-import.ts';
import {
  choiceBadge,
  commitExercises,
  counted,
  exerciseOptions,
  initialChoices,
  searchExerciseOptions,
  unnamedCustom,
} from './import-choices.ts';

const preview: WorkoutImportPreview = {
  uploadId: '0b6c1f5e-0a53-4c55-9a57-5b0a3c1f2d10',
  format: 'strong-semicolon',
  source: 'strong',
  unit: 'kg',
  workouts: 2,
  sets: 9,
  warmupSets: 1,
  timedSets: 0,
  setNotes: 0,
  alreadyImported: 0,
  firstWorkoutAt: '2026-11-02T17:00:00.000Z',
  lastWorkoutAt: '2026-11-05T17:00:00.000Z',
  exercises: [
    {
      name: 'Bench Press (Barbell)',
      sets: 4,
      kind: 'weighted',
      match: {
        exerciseId: 'bench-press',
        name: 'Bench Press',
        confidence: 0.92,
        remembered: false,
        custom: false,
      },
      alternatives: [],
    },
    {
      name: 'Zercher Carry',
      sets: 3,
      kind: 'weighted',
      match: null,
      alternatives: [],
    },
    {
      name: 'Squat (Barbell)',
      sets: 2,
      kind: 'weighted',
      match: {
        exerciseId: 'back-squat',
        name: 'Back Squat',
        confidence: 1,
        remembered: true,
        custom: false,
      },
      alternatives: [],
    },
  ],
  rejected: [],
  rejectedCount: 0,
};

describe('import choices', () => {
  it('proposes the matches, a custom exercise for a name without one, and badges them', () => {
    const choices = initialChoices(preview);
    expect(choiceBadge(choices.get('Bench Press (Barbell)')!)).toBe('92 %');
    expect(choiceBadge(choices.get('Squat (Barbell)')!)).toBe('Remembered');
    expect(choices.get('Zercher Carry')).toEqual({
      type: 'new',
      name: 'Zercher Carry',
      kind: 'weighted',
    });
    expect(choiceBadge(choices.get('Zercher Carry')!)).toBe('New custom exercise');
  });

  it('states every name in the commit, with the user’s changes', () => {
    const choices = initialChoices(preview);
    choices.set('Bench Press (Barbell)', {
      type: 'existing',
      exerciseId: 'floor-press',
      name: 'Floor Press',
      custom: false,
      origin: 'user',
      confidence: 1,
      remembered: false,
    });
    choices.set('Zercher Carry', { type: 'new', name: '  Zercher carry ', kind: 'timed' });
    expect(choiceBadge(choices.get('Bench Press (Barbell)')!)).toBe('Your choice');
    expect(commitExercises(preview, choices)).toEqual([
      { name: 'Bench Press (Barbell)', exerciseId: 'floor-press' },
      { name: 'Zercher Carry', custom: { name: 'Zercher carry', kind: 'timed' } },
      { name: 'Squat (Barbell)', exerciseId: 'back-squat' },
    ]);
  });

  it('holds the import while a new custom exercise has no name', () => {
    const choices = initialChoices(preview);
    expect(unnamedCustom(choices)).toEqual([]);
    choices.set('Zercher Carry', { type: 'new', name: '  ', kind: 'weighted' });
    expect(unnamedCustom(choices)).toEqual(['Zercher Carry']);
  });

  it('finds exercises by every word typed, in any order, the library and the user’s own', () => {
    const options = exerciseOptions([
      {
        id: 'custom-1',
        name: 'Zercher Squat',
        kind: 'weighted',
        equipment: null,
        pattern: 'squat',
        restSeconds: 90,
      },
    ]);
    const names = (query: string) => searchExerciseOptions(options, query).map((o) => o.name);
    expect(names('squat back')).toEqual(['Back Squat']);
    expect(names('zerch')).toEqual(['Zercher Squat']);
    expect(names('SQUAT')).toEqual([
      'Back Squat',
      'Bulgarian Split Squat',
      'Dumbbell Split Squat',
      'Front Squat',
      'Goblet Squat',
      'Zercher Squat',
    ]);
    // Names that start with what was typed come first.
    expect(names('goblet squat')).toEqual(['Goblet Squat']);
    expect(names('split')).toEqual(['Bulgarian Split Squat', 'Dumbbell Split Squat']);
    expect(names('dumbbell s').slice(0, 1)).toEqual(['Dumbbell Split Squat']);
    expect(names('no such lift')).toEqual([]);
    expect(names('')).toHaveLength(options.length);
  });

  it('counts with a thousands separator', () => {
    expect(counted(1, 'set')).toBe('1 set');
    expect(counted(150000, 'set')).toBe('150,000 sets');
    expect(counted(2, 'custom exercise')).toBe('2 custom exercises');
  });
});
