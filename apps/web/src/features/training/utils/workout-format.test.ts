import { ApiError } from '../../../lib/api-client.ts';
import { describe, expect, it } from 'vitest';
import type { Workout, WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import {
  exerciseSummary,
  formatExerciseCount,
  formatRest,
  formatShortTarget,
  formatTarget,
  formatWeight,
  isNotFoundError,
  moreExercisesLabel,
  phaseWeekBadge,
  showMoreLabel,
  startWorkoutLabel,
  finishEarlyDescription,
  startWorkoutPath,
  inProgressLabel,
} from './workout-format.ts';

const exercise = (overrides: Partial<WorkoutExercise> = {}): WorkoutExercise => ({
  id: 'goblet-squat',
  name: 'Goblet Squat',
  sets: 3,
  targetReps: 10,
  unit: 'reps',
  targetRir: 3,
  targetWeight: 0,
  weightUnit: 'lb',
  restSeconds: 90,
  notes: '',
  formCues: [],
  perSide: false,
  ...overrides,
});

describe('workout formatting', () => {
  it('shows rest as m:ss', () => {
    expect(formatRest(90)).toBe('1:30');
    expect(formatRest(60)).toBe('1:00');
    expect(formatRest(45)).toBe('0:45');
    expect(formatRest(120)).toBe('2:00');
    expect(formatRest(605)).toBe('10:05');
    expect(formatRest(0)).toBe('0:00');
    expect(formatRest(-5)).toBe('0:00');
  });

  it('says the target in its unit, per side when it is', () => {
    expect(formatTarget(exercise())).toBe('10 reps');
    expect(formatTarget(exercise({ targetReps: 1 }))).toBe('1 rep');
    expect(formatTarget(exercise({ unit: 'seconds', targetReps: 15, perSide: true }))).toBe(
      '15 seconds per side',
    );
    expect(formatTarget(exercise({ unit: 'minutes', targetReps: 30 }))).toBe('30 minutes');
    expect(formatTarget(exercise({ unit: 'minutes', targetReps: 1 }))).toBe('1 minute');
    expect(formatShortTarget(exercise({ unit: 'seconds', targetReps: 20 }))).toBe('20 s');
    expect(formatShortTarget(exercise({ unit: 'minutes', targetReps: 30 }))).toBe('30 min');
    expect(formatShortTarget(exercise({ perSide: true, targetReps: 8 }))).toBe('8 reps per side');
  });

  it('shows a weight only above 0, in lb', () => {
    expect(formatWeight(0)).toBeNull();
    expect(formatWeight(-2.5)).toBeNull();
    expect(formatWeight(Number.NaN)).toBeNull();
    expect(formatWeight(35)).toBe('35 lb');
    expect(formatWeight(37.5)).toBe('37.5 lb');
  });

  it('summarises an exercise for a card, with the weight when there is one', () => {
    expect(exerciseSummary(exercise())).toBe('3 × 10 reps');
    expect(exerciseSummary(exercise({ targetWeight: 35 }))).toBe('3 × 10 reps · 35 lb');
    expect(
      exerciseSummary(exercise({ sets: 1, unit: 'minutes', targetReps: 30, targetWeight: 0 })),
    ).toBe('1 × 30 min');
  });

  it('labels the badges and counts', () => {
    expect(phaseWeekBadge({ phase: 1, week: 3 })).toBe('Phase 1 · Week 3');
    expect(formatExerciseCount(1)).toBe('1 exercise');
    expect(formatExerciseCount(5)).toBe('5 exercises');
  });

  it('collapses a card above 3 exercises', () => {
    expect(moreExercisesLabel(3)).toBeNull();
    expect(moreExercisesLabel(4)).toBe('+1 more exercise');
    expect(moreExercisesLabel(6)).toBe('+3 more exercises');
    expect(showMoreLabel(2)).toBeNull();
    expect(showMoreLabel(3)).toBeNull();
    expect(showMoreLabel(4)).toBe('Show 1 More Exercise');
    expect(showMoreLabel(5)).toBe('Show 2 More Exercises');
  });

  it('starts a workout, redoes a completed one, and sends samples to the demo', () => {
    expect(startWorkoutPath({ id: 'abc', completed: false })).toBe('/workout/abc');
    expect(startWorkoutPath({ id: 'abc', completed: true })).toBe('/workout/abc?redo=1');
    expect(startWorkoutPath({ id: 'sample-zone2', completed: false }, true)).toBe('/workout/demo');
  });

  it('says what Finish before the last set leaves out (decision 054)', () => {
    expect(finishEarlyDescription(4, 4, 10)).toBe(
      '4 of 10 sets done. The 6 sets left will not be logged; the workout counts as done now.',
    );
    // A skipped set is behind the lifter, not left; one set left is "the set left".
    expect(finishEarlyDescription(1, 2, 3)).toBe(
      '1 of 3 sets done. The set left will not be logged; the workout counts as done now.',
    );
    expect(finishEarlyDescription(1, 1, 1)).toBe(
      '1 of 1 set done. The workout counts as done now.',
    );
  });

  it('resumes a session under way, and says so with its working sets of the plan (decision 053)', () => {
    const inProgress = { setsDone: 3, lastSetAt: '2026-11-29T18:30:00.000Z' };
    expect(startWorkoutPath({ id: 'abc', completed: true, inProgress })).toBe('/workout/abc');
    expect(startWorkoutLabel({ id: 'abc', completed: false, inProgress })).toBe('Resume Workout');
    expect(startWorkoutLabel({ id: 'abc', completed: true, inProgress })).toBe('Resume Workout');
    expect(startWorkoutLabel({ id: 'abc', completed: true, inProgress: null })).toBe(
      'Redo Workout',
    );
    expect(startWorkoutLabel({ id: 'abc', completed: false })).toBe('Start Workout');
    const exercises = [{ sets: 3 }, { sets: 2 }] as Workout['exercises'];
    expect(inProgressLabel({ inProgress, exercises })).toBe('In progress · 3/5 sets');
    expect(inProgressLabel({ inProgress: null, exercises })).toBeNull();
  });

  it('recognises a 404 from the API client', () => {
    expect(isNotFoundError(ApiError.fromText(404, '', '{"message":"Workout not found"}'))).toBe(
      true,
    );
    expect(isNotFoundError(ApiError.fromText(500, '', '404 pages'))).toBe(false);
    expect(isNotFoundError(new Error('404: Workout not found'))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
