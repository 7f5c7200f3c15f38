import { describe, expect, it } from 'vitest';
import { workoutShareText } from './workout-share-text.ts';

describe('workoutShareText (decision 071)', () => {
  const base = {
    workoutName: 'Foundation A: Squat & Push',
    duration: '42 min',
    setsDone: 10,
    volume: 4250,
    weightUnit: 'lb',
    records: [],
  };

  it('says what the session did, from its own figures', () => {
    expect(workoutShareText(base)).toBe(
      'Foundation A: Squat & Push done: 42 min, 10 sets, 4,250 lb lifted. Trained with GrandFit.',
    );
  });

  it('names its records, and leaves out a volume of 0', () => {
    expect(
      workoutShareText({
        ...base,
        setsDone: 1,
        volume: 0,
        records: [
          { exerciseName: 'Side Plank', text: 'Longest: 60 s' },
          { exerciseName: 'Push-Up', text: 'Most reps: 20 reps' },
        ],
      }),
    ).toBe(
      'Foundation A: Squat & Push done: 42 min, 1 set. New records: Side Plank (Longest: 60 s), ' +
        'Push-Up (Most reps: 20 reps). Trained with GrandFit.',
    );
    expect(
      workoutShareText({
        ...base,
        records: [{ exerciseName: 'Goblet Squat', text: 'Heaviest weight: 35 lb' }],
      }),
    ).toContain('New record: Goblet Squat (Heaviest weight: 35 lb).');
    // An exercise with two records is named once.
    expect(
      workoutShareText({
        ...base,
        records: [
          { exerciseName: 'Goblet Squat', text: 'Heaviest weight: 40 lb' },
          { exerciseName: 'Goblet Squat', text: 'Best e1RM: 58.7 lb' },
        ],
      }),
    ).toContain('New records: Goblet Squat (Heaviest weight: 40 lb; Best e1RM: 58.7 lb).');
  });
});
