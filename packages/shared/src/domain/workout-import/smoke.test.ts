import { describe, expect, it } from 'vitest';
import { detectWorkoutCsv } from './detect.ts';
import { readWorkoutRow } from './rows.ts';
import { strongCsv } from './strong-export.ts';
import { readFile } from './test-csv.ts';

describe('smoke', () => {
  it('reads a Strong semicolon row', () => {
    const d = detectWorkoutCsv(
      '\uFEFFDate;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
    )!;
    expect(d.format).toBe('strong-semicolon');
    const row = readWorkoutRow(
      d.format,
      d.columns,
      [
        '2023-01-15 08:30:00',
        'Push',
        'Bench Press (Barbell)',
        'W',
        '62,5',
        'kg',
        '8',
        '8',
        '',
        '',
        '',
        '',
        '',
        '1h 5m',
      ],
      2,
      { timeZone: 'Europe/Paris' },
    );
    expect(row).toMatchObject({ kind: 'set', set: { weight: 62.5, setType: 'warmup', rir: 2 } });
  });
  it('round-trips an export', () => {
    const text = strongCsv(
      [
        {
          title: 'Push, "A"',
          startedAt: Date.parse('2023-01-15T07:30:00Z'),
          durationSeconds: 3930,
          notes: 'line1\nline2',
          sets: [
            {
              exerciseName: 'Bench',
              setType: 'warmup',
              weight: 60,
              weightUnit: 'kg',
              reps: 8,
              rir: null,
              rpe: null,
              durationSeconds: null,
              distanceMeters: null,
              notes: null,
            },
            {
              exerciseName: 'Bench',
              setType: 'normal',
              weight: 100,
              weightUnit: 'kg',
              reps: 5,
              rir: 2,
              rpe: null,
              durationSeconds: null,
              distanceMeters: null,
              notes: '=cmd',
            },
          ],
        },
      ],
      { timeZone: 'Europe/Paris', unit: 'kg' },
    );
    const { rows } = readFile(text, { timeZone: 'Europe/Paris', unit: 'kg' });
    expect(rows).toMatchObject([
      {
        kind: 'set',
        set: {
          weight: 60,
          setType: 'warmup',
          workoutTitle: 'Push, "A"',
          workoutDurationSeconds: 3930,
          workoutNotes: 'line1\nline2',
        },
      },
      {
        kind: 'set',
        set: {
          weight: 100,
          reps: 5,
          rir: 2,
          rpe: 8,
          notes: '=cmd',
          startedAt: Date.parse('2023-01-15T07:30:00Z'),
        },
      },
    ]);
  });
});
