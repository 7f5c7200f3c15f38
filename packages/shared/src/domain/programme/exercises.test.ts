import { describe, expect, it } from 'vitest';
import { EXERCISES, exerciseById } from './exercises.ts';
import type { ExerciseCategory } from './types.ts';

const CATEGORIES: ExerciseCategory[] = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'bodyweight',
  'carry',
  'stability',
  'cardio',
  'machine',
];

describe('exercise library', () => {
  it('holds at least 60 exercises across every category', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(60);
    for (const category of CATEGORIES) {
      expect(EXERCISES.filter((e) => e.category === category).length).toBeGreaterThan(0);
    }
  });

  it('has unique kebab-case ids and unique names', () => {
    const ids = EXERCISES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(EXERCISES.map((e) => e.name)).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(EXERCISES.map((e) => [e.id, e] as const))('%s follows the library rules', (_, e) => {
    expect(e.formCues.length).toBeGreaterThanOrEqual(3);
    expect(e.formCues.length).toBeLessThanOrEqual(5);
    for (const cue of e.formCues) expect(cue.trim().length).toBeGreaterThan(0);
    expect(e.defaultSets).toBe(3);
    expect(e.restSeconds).toBeGreaterThanOrEqual(60);
    expect(e.restSeconds).toBeLessThanOrEqual(120);
    // A weight the input's 2.5 lb step can reach; 0 exactly when nothing is held.
    expect(e.startingWeightLb % 2.5).toBe(0);
    expect(e.loaded).toBe(e.startingWeightLb > 0);
    if (e.category === 'cardio') expect(e.unit).toBe('minutes');
    if (e.category === 'carry' && e.unit !== 'minutes') expect(e.unit).toBe('seconds');
    if (['barbell', 'dumbbell', 'kettlebell', 'carry'].includes(e.category)) {
      expect(e.loaded).toBe(true);
    }
  });

  it('marks one exercise per main lift for the e1RM charts', () => {
    const mainLifts = EXERCISES.flatMap((e) => (e.mainLift ? [e.mainLift] : []));
    expect(mainLifts.sort()).toEqual(['bench', 'deadlift', 'press', 'pull-up', 'row', 'squat']);
  });

  it('finds an exercise by id', () => {
    expect(exerciseById('back-squat')).toMatchObject({ name: 'Back Squat', mainLift: 'squat' });
    expect(exerciseById('no-such-exercise')).toBeUndefined();
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(EXERCISES)).toBe(true);
    expect(Object.isFrozen(EXERCISES[0])).toBe(true);
    expect(Object.isFrozen(EXERCISES[0]!.formCues)).toBe(true);
  });
});
