import { describe, expect, it } from 'vitest';
import { EXERCISES } from '@grandfit/shared/domain/programme/exercises.ts';
import {
  MATCH_THRESHOLD,
  exerciseMatcher,
  mappingKey,
  normaliseExerciseName,
  wordsScore,
} from './exercise-matcher.ts';

const matcher = exerciseMatcher([
  { id: 'custom-0b7a6f1e-0000-4000-8000-000000000001', name: 'Zercher Squat' },
]);

// Names as Strong, Hevy and Liftosaur write them, and the library exercise they must land on.
const MATCHES: [string, string][] = [
  ['Bench Press (Barbell)', 'bench-press'],
  ['Bench Press (Dumbbell)', 'dumbbell-bench-press'],
  ['Incline Bench Press (Barbell)', 'incline-bench-press'],
  ['Incline Bench Press (Dumbbell)', 'incline-dumbbell-press'],
  ['Squat (Barbell)', 'back-squat'],
  ['Front Squat (Barbell)', 'front-squat'],
  ['Deadlift (Barbell)', 'deadlift'],
  ['Deadlift (Trap bar)', 'trap-bar-deadlift'],
  ['Trap Bar Deadlift', 'trap-bar-deadlift'],
  ['Romanian Deadlift (Barbell)', 'romanian-deadlift'],
  ['Romanian Deadlift (Dumbbell)', 'dumbbell-romanian-deadlift'],
  ['Overhead Press (Barbell)', 'overhead-press'],
  ['Shoulder Press (Dumbbell)', 'dumbbell-overhead-press'],
  ['Bent Over Row (Barbell)', 'barbell-row'],
  ['Hip Thrust (Barbell)', 'barbell-hip-thrust'],
  ['Pull Up', 'pull-up'],
  ['Pull-up', 'pull-up'],
  ['Pullups', 'pull-up'],
  ['Pull Up (Bodyweight)', 'pull-up'],
  ['Chin Up', 'chin-up'],
  ['Push Up', 'push-up'],
  ['Lat Pulldown (Cable)', 'lat-pulldown'],
  ['Seated Row (Cable)', 'seated-cable-row'],
  ['Face Pull (Cable)', 'cable-face-pull'],
  ['Goblet Squat (Kettlebell)', 'goblet-squat'],
  ['Kettlebell Swing', 'kettlebell-swing'],
  ['Bulgarian Split Squat', 'bulgarian-split-squat'],
  ['Leg Press', 'leg-press'],
  ['Plank', 'front-plank'],
  ['Farmers Walk', 'farmers-carry'],
  ["Farmer's Carry", 'farmers-carry'],
  ['Running', 'easy-run'],
  ['Rowing (Machine)', 'rowing-ergometer'],
  ['Cycling (Indoor)', 'stationary-bike'],
  ['Walking', 'brisk-walk'],
  // Liftosaur's lower-case names and a typo.
  ['bench press', 'bench-press'],
  ['Bench Press - Barbell', 'bench-press'],
  ['Romanain Deadlift (Barbell)', 'romanian-deadlift'],
  // The user's own exercise, plural or not.
  ['Zercher Squats', 'custom-0b7a6f1e-0000-4000-8000-000000000001'],
];

// Names that must not land on these library exercises at all (different tool or movement).
const NOT_MATCHED: [string, string | null][] = [
  ['Bench Press (Dumbbell)', 'bench-press'],
  ['Deadlift (Trap bar)', 'deadlift'],
  ['Overhead Press (Dumbbell)', 'overhead-press'],
  ['Calf Raise (Machine)', null],
  ['Bicep Curl (Barbell)', null],
  ['Leg Extension (Machine)', null],
  ['Triceps Pushdown (Cable - Straight Bar)', null],
];

describe('exercise matcher', () => {
  it.each(MATCHES)('matches %s to %s', (name, id) => {
    const { match } = matcher.match(name);
    expect(match?.exerciseId).toBe(id);
    expect(match!.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(match!.remembered).toBe(false);
    expect(match!.custom).toBe(id.startsWith('custom-'));
  });

  it.each(NOT_MATCHED)('does not match %s to %s', (name, id) => {
    const { match, alternatives } = matcher.match(name);
    if (id === null) expect(match).toBeNull();
    else expect(match?.exerciseId).not.toBe(id);
    expect(alternatives.length).toBeLessThanOrEqual(5);
  });

  it('gives the exact match 1 and a different tool half of it', () => {
    const { match, alternatives } = matcher.match('Bench Press (Dumbbell)');
    expect(match).toMatchObject({ exerciseId: 'dumbbell-bench-press', confidence: 1 });
    expect(alternatives.find((alt) => alt.exerciseId === 'bench-press')?.confidence).toBe(0.5);
    // Best first.
    const confidences = alternatives.map((alt) => alt.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  });

  it('calls a Smith machine squat a likely back squat, for the user to confirm', () => {
    const { match } = matcher.match('Squat (Smith Machine)');
    expect(match).toMatchObject({ exerciseId: 'back-squat', confidence: 0.75 });
  });

  it('never takes an assisted lift for the lift itself, but offers it', () => {
    for (const name of ['Pull Up (Assisted)', 'Assisted Chin Up']) {
      const { match, alternatives } = matcher.match(name);
      expect(match).toBeNull();
      expect(alternatives[0]?.exerciseId).toMatch(/^(pull|chin)-up$/);
    }
    // A weighted pull-up is a pull-up: its load is what the lifter added.
    expect(matcher.match('Pull Up (Weighted)').match).toMatchObject({ exerciseId: 'pull-up' });
  });

  it('answers nothing for a name of no words', () => {
    expect(matcher.match(' (Barbell) ')).toEqual({ match: null, alternatives: [] });
  });

  it('normalises equipment, compounds and plurals', () => {
    expect(normaliseExerciseName('Pull-Ups (Weighted)')).toEqual({
      words: ['pullup'],
      equipment: null,
    });
    expect(normaliseExerciseName('Lunges (Dumbbells)')).toEqual({
      words: ['lunge'],
      equipment: 'dumbbell',
    });
    expect(normaliseExerciseName('Squat (Smith Machine)')).toEqual({
      words: ['squat'],
      equipment: 'smith',
    });
    expect(wordsScore(['bench', 'press'], ['bench', 'press'])).toBe(1);
    expect(wordsScore(['squat'], ['back', 'squat'])).toBeCloseTo(2 / 3);
    expect(mappingKey('  Bench Press (Barbell) ')).toBe('bench press (barbell)');
  });
});

describe('the library read back', () => {
  // A Strong CSV export names library exercises by their names: a re-import must find each one.
  it.each(EXERCISES.map((exercise) => [exercise.name, exercise.id]))(
    '%s matches itself',
    (name, id) => {
      expect(matcher.match(name).match).toMatchObject({ exerciseId: id, confidence: 1 });
    },
  );
});
