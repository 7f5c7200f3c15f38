import { describe, expect, it } from 'vitest';
import { detectWorkoutCsv } from './detect.ts';
import {
  MISSING_UNIT_REASON,
  createRowReaderState,
  guessKind,
  readWorkoutRow,
  rirFromRpe,
  sourceOf,
  type ImportedRow,
  type ImportedSet,
  type ReadRowOptions,
} from './rows.ts';
import { readFile } from './test-csv.ts';
import { SET_NOTE_MAX } from '../session-notes.ts';
import strongSemicolon from './fixtures/strong-semicolon.csv?raw';
import strongComma from './fixtures/strong-comma.csv?raw';
import strongCommaWorkoutNo from './fixtures/strong-comma-workout-no.csv?raw';
import hevyKg from './fixtures/hevy-kg.csv?raw';
import hevyLbs from './fixtures/hevy-lbs.csv?raw';
import liftosaur from './fixtures/liftosaur.csv?raw';

const sets = (rows: ImportedRow[]) => rows.flatMap((row) => (row.kind === 'set' ? [row.set] : []));

/** A set in one line: "Bench Press (Barbell) W 40kg x10", enough to read a table of them. */
function brief(set: ImportedSet): string {
  const parts = [set.exerciseName, set.setType];
  if (set.weight !== null) parts.push(`${set.weight}${set.weightUnit ?? '?'}`);
  if (set.reps !== null) parts.push(`x${set.reps}`);
  if (set.rpe !== null) parts.push(`@${set.rpe}/rir${set.rir}`);
  if (set.durationSeconds !== null) parts.push(`${set.durationSeconds}s`);
  if (set.distanceMeters !== null) parts.push(`${set.distanceMeters}m`);
  return parts.join(' ');
}

const iso = (time: number) => new Date(time).toISOString();

describe('Strong, semicolon layout (strong-semicolon.csv: BOM, CRLF, decimal commas)', () => {
  const { rows } = readFile(strongSemicolon, { timeZone: 'Europe/Berlin' });

  it('reads every set, in kg and lb, and skips the rest timers and the empty placeholder', () => {
    expect(sets(rows).map(brief)).toEqual([
      'Bench Press (Barbell) warmup 40kg x10',
      'Bench Press (Barbell) normal 62.5kg x8 @8/rir2',
      'Bench Press (Barbell) normal 62.5kg x7 @8.5/rir2',
      'Bench Press (Barbell) drop 50kg x10',
      'Overhead Press (Barbell) normal 95lb x5',
      'Overhead Press (Barbell) failure 95lb x3 @10/rir0',
      'Plank normal 0kg 60s',
      'Running normal 0kg 1500s 5000m',
      'Running normal 0kg 480s 1609.344m',
      'Plank normal 10kg 45s',
    ]);
    expect(rows.filter((row) => row.kind === 'skip')).toEqual([
      { kind: 'skip', reason: 'rest-timer' },
      { kind: 'skip', reason: 'empty' },
      { kind: 'skip', reason: 'rest-timer' },
    ]);
  });

  it('gives the workout its local start, duration, title and notes (quoted, with a semicolon)', () => {
    const [first] = sets(rows);
    expect(first).toMatchObject({
      workoutKey: '2023-01-15 08:30:00|Push Day',
      workoutTitle: 'Push Day',
      workoutDurationSeconds: 3900,
      workoutNotes: 'Felt strong; slept 8h',
      performedAt: null,
    });
    expect(iso(first?.startedAt ?? 0)).toBe('2023-01-15T07:30:00.000Z');
    expect(sets(rows)[1]?.notes).toBe('Pause reps; "touch and go" on the last');
  });

  it("keeps each set's own note, cut at what History keeps (decision 096)", () => {
    expect(sets(rows).map((set) => set.notes)).toEqual([
      null,
      'Pause reps; "touch and go" on the last',
      null,
      null,
      null,
      null,
      null,
      'Easy pace',
      null,
      'Plate on the back',
    ]);
    const long = strongRow({ Notes: `Paused ${'x'.repeat(SET_NOTE_MAX)}` });
    expect(long.kind === 'set' && long.set.notes).toHaveLength(SET_NOTE_MAX);
    // The same note on two sets of an exercise is each set's: Strong notes sets, not exercises.
    const state = createRowReaderState();
    const belted = [
      strongRow({ Notes: 'belt' }, { state }),
      strongRow({ Notes: 'belt' }, { state }),
    ];
    expect(belted.map((row) => row.kind === 'set' && row.set.notes)).toEqual(['belt', 'belt']);
  });

  it('numbers sets within their exercise and type, and exercises within their workout', () => {
    // Bench W, 1, 2, D and the press 1, F: each type counts apart, as Strong shows them.
    expect(sets(rows).map((set) => [set.exerciseIndex, set.setOrder])).toEqual([
      [0, 1],
      [0, 1],
      [0, 2],
      [0, 1],
      [1, 1],
      [1, 1],
      [2, 1],
      [0, 1],
      [0, 2],
      [1, 1],
    ]);
  });
});

describe('Strong, comma layout (strong-comma.csv: no unit column)', () => {
  it('asks for the unit: weighted rows are refused without it, bodyweight rows are not', () => {
    const { rows } = readFile(strongComma, { timeZone: 'Europe/London' });
    const rejected = rows.filter((row) => row.kind === 'reject');
    expect(rejected).toHaveLength(6);
    expect(rejected[0]).toEqual({ kind: 'reject', line: 2, reason: MISSING_UNIT_REASON });
    expect(sets(rows).map(brief)).toEqual([
      'Hanging Leg Raise normal 0? x15',
      'Running normal 0? 1500s 3100m',
      'Plank normal 0? 90s',
    ]);
  });

  it('reads it in lb, with distance in miles, a quoted decimal comma and a gap-hour start', () => {
    const { rows } = readFile(strongComma, { timeZone: 'Europe/London', unit: 'lb' });
    expect(sets(rows).map(brief)).toEqual([
      'Squat (Barbell) warmup 135lb x5',
      'Squat (Barbell) normal 225lb x5 @8/rir2',
      'Squat (Barbell) normal 225lb x5 @9.5/rir1',
      'Squat (Barbell) drop 182.5lb x8',
      'Lying Leg Curl (Machine) normal 90lb x12',
      'Lying Leg Curl (Machine) failure 90lb x9 @10/rir0',
      'Hanging Leg Raise normal 0lb x15',
      'Running normal 0lb 1500s 4988.9664m',
      'Plank normal 0lb 90s',
    ]);
    const [squat] = sets(rows);
    // 01:45 on 2022-03-27 does not exist in London (clocks go 01:00 -> 02:00): it is 02:45 BST.
    expect(iso(squat?.startedAt ?? 0)).toBe('2022-03-27T01:45:00.000Z');
    expect(squat).toMatchObject({ workoutTitle: 'Legs, heavy', workoutDurationSeconds: 9480 });
    expect(sets(rows)[1]).toMatchObject({
      notes: 'Belt on, "brace" hard',
      workoutNotes: 'Gym was packed, waited for the rack',
    });
  });

  it('takes km for a kg user, and an explicit distance unit over the default', () => {
    const kg = readFile(strongComma, { timeZone: 'UTC', unit: 'kg' });
    expect(sets(kg.rows).find((set) => set.exerciseName === 'Running')?.distanceMeters).toBe(3100);
    const miles = readFile(strongComma, { timeZone: 'UTC', unit: 'kg', distanceUnit: 'mi' });
    expect(sets(miles.rows).find((set) => set.exerciseName === 'Running')?.distanceMeters).toBe(
      4988.9664,
    );
  });

  it('reads the layout with a leading workout number; 01:30 on the night clocks go back is the first one', () => {
    const { rows } = readFile(strongCommaWorkoutNo, { timeZone: 'America/New_York', unit: 'lb' });
    expect(sets(rows).map(brief)).toEqual([
      'Bench Press (Barbell) warmup 45lb x10',
      'Bench Press (Barbell) normal 185lb x5 @7/rir3',
      'Bench Press (Barbell) normal 185lb x5 @8/rir2',
      'Pull Up normal 0lb x10',
      'Pull Up normal 25lb x6',
      'Overhead Press (Barbell) normal 115lb x5',
      'Overhead Press (Barbell) normal 115lb x4 @9/rir1',
    ]);
    // 2021-11-07 01:30 happened twice in New York; the first (EDT, UTC-4) is taken.
    expect(iso(sets(rows)[0]?.startedAt ?? 0)).toBe('2021-11-07T05:30:00.000Z');
    expect(sets(rows)[0]?.workoutDurationSeconds).toBe(3600);
    expect(sets(rows).at(-1)?.workoutDurationSeconds).toBe(3120);
  });
});

describe('Strong’s other header variants', () => {
  it('reads the 2023+ iOS layout (commas with unit columns) without a unit option', () => {
    const text = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Weight Unit,Reps,RPE,Distance,Distance Unit,Seconds,Notes,Workout Notes',
      '2024-05-01 18:00:00,Upper,1h 5m,Bench Press (Barbell),1,225,lbs,5,8,,,,,',
      '2024-05-01 18:00:00,Upper,1h 5m,Rowing (Machine),1,0,kg,0,,2,km,480,,',
    ].join('\n');
    const { detected, rows } = readFile(text, { timeZone: 'UTC' });
    expect(detected).toMatchObject({ format: 'strong-comma', needsUnit: false });
    expect(sets(rows).map(brief)).toEqual([
      'Bench Press (Barbell) normal 225lb x5 @8/rir2',
      'Rowing (Machine) normal 0kg 480s 2000m',
    ]);
  });

  it('reads the "Workout #" layout: weight in kg, distance in m, duration in seconds', () => {
    const text = [
      'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (m),Seconds,Notes,Workout Notes',
      '12,2024-05-01 18:00:00,Upper,3900,Bench Press (Barbell),1,100,5,0,0,,',
      '12,2024-05-01 18:00:00,Upper,3900,Sled Push,1,40,0,25,0,,',
    ].join('\n');
    const { detected, rows } = readFile(text, { timeZone: 'UTC' });
    expect(detected).toMatchObject({ weightUnit: 'kg', needsUnit: false });
    expect(sets(rows).map(brief)).toEqual([
      'Bench Press (Barbell) normal 100kg x5',
      'Sled Push normal 40kg 25m',
    ]);
    expect(sets(rows)[0]?.workoutDurationSeconds).toBe(3900);
  });
});

describe('Hevy', () => {
  it('reads hevy-kg.csv: set types, superset partners, a multi-line description, plank and run', () => {
    const { rows } = readFile(hevyKg, { timeZone: 'Europe/Paris' });
    expect(rows.every((row) => row.kind === 'set')).toBe(true);
    expect(sets(rows).map(brief)).toEqual([
      'Bench Press (Barbell) warmup 40kg x10',
      'Bench Press (Barbell) normal 62.5kg x8 @8/rir2',
      'Bench Press (Barbell) normal 62.5kg x7 @8.5/rir2',
      'Bench Press (Barbell) drop 50kg x10',
      'Triceps Pushdown normal 25kg x12',
      'Lateral Raise (Dumbbell) normal 8kg x15',
      'Triceps Pushdown failure 25kg x9 @10/rir0',
      'Plank normal 60s',
      'Running normal 1860s 5200m',
      'Pull Up (Assisted) normal 20kg x8',
    ]);
    const [bench] = sets(rows);
    expect(bench).toMatchObject({
      workoutKey: '2023-01-15 08:30:00|Push, Day 1',
      workoutTitle: 'Push, Day 1',
      workoutDurationSeconds: 72 * 60,
      workoutNotes: 'New gym, first session.\nShoulder felt "tight" early on.',
      notes: 'Elbows tucked, 2s pause',
      setKey: '2023-01-15 08:30:00|Push, Day 1|Bench Press (Barbell)|0',
    });
    expect(iso(bench?.startedAt ?? 0)).toBe('2023-01-15T07:30:00.000Z');
    // exercise_notes is the exercise's, written on each of its rows: its first set keeps it.
    expect(
      sets(rows)
        .filter((set) => set.exerciseName === 'Bench Press (Barbell)')
        .map((set) => set.notes),
    ).toEqual(['Elbows tucked, 2s pause', null, null, null]);
    // The superset's exercises alternate; each keeps its own numbering (a set to failure apart).
    const pushdowns = sets(rows).filter((set) => set.exerciseName === 'Triceps Pushdown');
    expect(pushdowns.map((set) => [set.exerciseIndex, set.setType, set.setOrder])).toEqual([
      [1, 'normal', 1],
      [1, 'failure', 1],
    ]);
    // Superset 0 joins the raises to the pushdowns before them (decision 086); nothing else is.
    expect(
      sets(rows)
        .filter((set) => set.supersetWithPrevious)
        .map((set) => [set.exerciseName, set.exerciseIndex]),
    ).toEqual([['Lateral Raise (Dumbbell)', 2]]);
  });

  it('reads hevy-lbs.csv: US dates, miles, a workout across the spring-forward hour', () => {
    const { rows } = readFile(hevyLbs, { timeZone: 'America/New_York' });
    expect(sets(rows).map(brief)).toEqual([
      'Squat (Barbell) warmup 135lb x5',
      'Squat (Barbell) normal 225lb x5 @7/rir3',
      'Squat (Barbell) normal 232.5lb x5 @9/rir1',
      'Leg Press (Machine) drop 410lb x12',
      'Chest Dip (Assisted) normal x9',
      'Running normal 1800s 4988.9664m',
      'Farmers Walk normal 70lb 60s 49.889664m',
    ]);
    // 1:40 AM EST to 3:05 AM EDT is 25 minutes, not 85.
    expect(sets(rows)[0]?.workoutDurationSeconds).toBe(25 * 60);
    expect(iso(sets(rows)[0]?.startedAt ?? 0)).toBe('2023-03-12T06:40:00.000Z');
    expect(sets(rows).at(-1)?.workoutNotes).toBe('Treadmill, 1% incline');
  });
});

describe('Liftosaur (liftosaur.csv, the current exporter’s header)', () => {
  const { rows } = readFile(liftosaur, { timeZone: 'Pacific/Auckland' });

  it('reads completed sets, warm-ups flagged, the completed weight over the required one', () => {
    expect(sets(rows).map(brief)).toEqual([
      'Bench Press, Barbell warmup 45lb x5',
      'Bench Press, Barbell warmup 95lb x3',
      'Bench Press, Barbell normal 135lb x3',
      'Bench Press, Barbell normal 135lb x3 @8.5/rir2',
      'Bench Press, Barbell normal 140lb x6',
      'Squat, Barbell normal 62.5kg x5',
      'Squat, Barbell normal 62.5kg x5',
      'Chin Up normal 0kg x8',
    ]);
    expect(rows[5]).toEqual({ kind: 'skip', reason: 'not-completed' });
  });

  it('takes instants as written (no zone needed), each set’s time, and the day as title', () => {
    const [first] = sets(rows);
    expect(first).toMatchObject({
      workoutKey: '2024-03-05T18:42:11.512Z',
      workoutTitle: 'Day 1',
      startedAt: Date.parse('2024-03-05T18:42:11.512Z'),
      performedAt: Date.parse('2024-03-05T18:44:02.000Z'),
      workoutDurationSeconds: null,
      notes: 'Grip: ring finger on the rings, "no" flare',
    });
    // Liftosaur's Notes are the exercise entry's, on each of its rows: its first set keeps them.
    expect(
      sets(rows)
        .filter((set) => set.exerciseName === 'Bench Press, Barbell')
        .map((set) => set.notes),
    ).toEqual(['Grip: ring finger on the rings, "no" flare', null, null, null, null]);
  });

  it('keys repeated warm-ups and sets by occurrence', () => {
    expect(sets(rows).map((set) => set.setKey.split('|').at(-1))).toEqual([
      'warmup',
      'warmup#2',
      'set',
      'set#2',
      'set#3',
      'set',
      'set#2',
      'set',
    ]);
  });
});

describe('fixture summary (fixtures/README.md)', () => {
  it.each([
    ['strong-semicolon', strongSemicolon, undefined, [13, 10, 2, 1, 4, 3, 0, 4]],
    ['strong-comma', strongComma, undefined, [11, 3, 2, 0, 2, 2, 6, 3]],
    ['strong-comma', strongComma, 'lb', [11, 9, 2, 1, 2, 2, 0, 5]],
    ['strong-comma-workout-no', strongCommaWorkoutNo, 'lb', [8, 7, 2, 1, 0, 1, 0, 3]],
    ['hevy-kg', hevyKg, undefined, [10, 10, 2, 1, 2, 0, 0, 6]],
    ['hevy-lbs', hevyLbs, undefined, [7, 7, 2, 1, 2, 0, 0, 5]],
    ['liftosaur', liftosaur, undefined, [9, 8, 2, 2, 0, 1, 0, 3]],
  ] as const)('%s (unit %s)', (_name, text, unit, expected) => {
    const { rows } = readFile(text, { timeZone: 'UTC', ...(unit ? { unit } : {}) });
    const found = sets(rows);
    expect([
      rows.length,
      found.length,
      new Set(found.map((set) => set.workoutKey)).size,
      found.filter((set) => set.setType === 'warmup').length,
      found.filter((set) => set.durationSeconds !== null || set.distanceMeters !== null).length,
      rows.filter((row) => row.kind === 'skip').length,
      rows.filter((row) => row.kind === 'reject').length,
      new Set(found.map((set) => set.exerciseName)).size,
    ]).toEqual(expected);
  });
});

const STRONG_HEADER =
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';

/** One Strong semicolon row from a few overrides, through the reader. */
function strongRow(overrides: Record<string, string>, options: Partial<ReadRowOptions> = {}) {
  const detected = detectWorkoutCsv(STRONG_HEADER);
  if (!detected) throw new Error('header');
  const base: Record<string, string> = {
    Date: '2023-01-15 08:30:00',
    'Workout Name': 'Push',
    'Exercise Name': 'Bench Press (Barbell)',
    'Set Order': '1',
    Weight: '100',
    'Weight Unit': 'kg',
    Reps: '5',
    ...overrides,
  };
  const fields = detected.columns.map((column) => base[column] ?? '');
  return readWorkoutRow(detected.format, detected.columns, fields, 7, {
    timeZone: 'UTC',
    ...options,
  });
}

describe('rows refused, with their line and reason', () => {
  it.each([
    [{ Date: '0000-01-01 00:00:00' }, 'Date "0000-01-01 00:00:00" must be from 1900 to 2200'],
    [{ Date: '2023-02-30 08:00:00' }, 'Date "2023-02-30 08:00:00" is not a calendar date'],
    [
      { Date: '2023-01-15\u000008:30:00' },
      'Date "2023-01-15?08:30:00" is not a date and time (YYYY-MM-DD HH:MM:SS)',
    ],
    [{ Weight: '-20' }, 'Weight cannot be negative (-20)'],
    [{ Weight: '1e308' }, 'Weight 1e+308 kg is over 1,500 kg'],
    [{ Weight: 'Infinity' }, 'Weight "Infinity" is not a number'],
    [{ Weight: '3400', 'Weight Unit': 'lbs' }, 'Weight 3400 lb is over 1,500 kg'],
    [{ 'Weight Unit': 'st' }, 'Unknown weight unit "st" (use kg or lb)'],
    [{ Reps: '1001' }, 'Reps over 1,000 (1001)'],
    [{ Reps: '-3' }, 'Reps cannot be negative (-3)'],
    [{ Reps: '5.5' }, 'Reps must be a whole number (5.5)'],
    [{ RPE: '11' }, 'RPE 11 is not from 1 to 10'],
    [{ 'Set Order': 'X' }, 'Set order "X" is not a number, W, D or F'],
    [{ 'Exercise Name': '' }, 'Missing exercise name'],
    [{ 'Exercise Name': '   ' }, 'Missing exercise name'],
    [{ 'Exercise Name': 'Bench\u0000Press' }, 'Exercise name contains a NUL character'],
    [{ 'Exercise Name': 'x'.repeat(201) }, 'Exercise name is longer than 200 characters'],
    [
      { Distance: '5', 'Distance Unit': 'furlong' },
      'Unknown distance unit "furlong" (use km, mi, m, ft or yd)',
    ],
    [{ Distance: '-5', 'Distance Unit': 'km' }, 'Distance cannot be negative (-5)'],
    [
      { Distance: '5', 'Distance Unit': 'constructor' },
      'Unknown distance unit "constructor" (use km, mi, m, ft or yd)',
    ],
    [{ Distance: '2000', 'Distance Unit': 'km' }, 'Distance 2000 km is over 1,000 km'],
    [{ Seconds: '90000' }, 'Seconds over 86,400 (90000)'],
    [
      { 'Workout Duration': 'forever' },
      'Workout duration "forever" is not a duration (like "1h 5m")',
    ],
  ])('%j: %s', (overrides, reason) => {
    expect(strongRow(overrides)).toEqual({ kind: 'reject', line: 7, reason });
  });

  it('rounds a set’s seconds to whole ones', () => {
    expect(strongRow({ Reps: '0', Seconds: '45.5' })).toMatchObject({
      set: { durationSeconds: 46, reps: null },
    });
  });

  it('treats 1e-320 as no weight at all (0), not as an error', () => {
    expect(strongRow({ Weight: '1e-320' })).toMatchObject({
      kind: 'set',
      set: { weight: 0, reps: 5 },
    });
  });

  it('refuses a weight whose unit cell is empty, and skips a row of empty cells', () => {
    expect(strongRow({ 'Weight Unit': '' })).toMatchObject({
      reason: 'Weight Unit is empty (use kg or lb)',
    });
    const detected = detectWorkoutCsv(STRONG_HEADER);
    if (!detected) throw new Error('header');
    const blank = detected.columns.map(() => ' ');
    expect(
      readWorkoutRow(detected.format, detected.columns, blank, 3, { timeZone: 'UTC' }),
    ).toEqual({
      kind: 'skip',
      reason: 'empty',
    });
  });

  it('takes the unit from the options when the row has none', () => {
    expect(strongRow({ 'Weight Unit': '' }, { unit: 'lb' })).toMatchObject({
      set: { weight: 100, weightUnit: 'lb' },
    });
  });

  it('reads RPE 0 as no RPE (Strong’s "not logged"), and a short row’s missing cells as empty', () => {
    expect(strongRow({ RPE: '0' })).toMatchObject({ set: { rpe: null, rir: null } });
    const detected = detectWorkoutCsv(STRONG_HEADER);
    if (!detected) throw new Error('header');
    const short = ['2023-01-15 08:30:00', 'Push', 'Dips', '1', '0', 'kg', '12'];
    expect(
      readWorkoutRow(detected.format, detected.columns, short, 3, { timeZone: 'UTC' }),
    ).toMatchObject({
      kind: 'set',
      set: { exerciseName: 'Dips', reps: 12, weight: 0, workoutDurationSeconds: null },
    });
  });

  it('skips Strong’s "Note" rows and rows with nothing done', () => {
    expect(strongRow({ 'Set Order': 'Note', Reps: '' })).toEqual({ kind: 'skip', reason: 'note' });
    expect(strongRow({ Reps: '0', Seconds: '0', Distance: '0' })).toEqual({
      kind: 'skip',
      reason: 'empty',
    });
    // A load with no reps is no set either (a placeholder with the last weight filled in).
    expect(strongRow({ Reps: '' })).toEqual({ kind: 'skip', reason: 'empty' });
  });
});

describe('Hevy and Liftosaur rows refused', () => {
  const hevyHeader =
    'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';

  function hevyRow(overrides: Record<string, string>) {
    const detected = detectWorkoutCsv(hevyHeader);
    if (!detected) throw new Error('header');
    const base: Record<string, string> = {
      title: 'Push',
      start_time: '15 Jan 2023, 08:30',
      end_time: '15 Jan 2023, 09:30',
      exercise_title: 'Bench Press (Barbell)',
      set_index: '0',
      set_type: 'normal',
      weight_kg: '60',
      reps: '8',
      ...overrides,
    };
    return readWorkoutRow(
      'hevy',
      detected.columns,
      detected.columns.map((column) => base[column] ?? ''),
      4,
      { timeZone: 'UTC' },
    );
  }

  it('never refuses a set for its superset id, which only joins exercises', () => {
    for (const superset_id of ['0', ' 7 ', '\u0000', 'x'.repeat(100_000), '-1e-320']) {
      const row = hevyRow({ superset_id });
      expect(row.kind, JSON.stringify(superset_id.slice(0, 9))).toBe('set');
      expect(row.kind === 'set' && row.set.supersetWithPrevious).toBeFalsy();
    }
  });

  it.each([
    [{ set_type: 'superset' }, 'Set type "superset" is not normal, warmup, dropset or failure'],
    [
      { set_type: 'constructor' },
      'Set type "constructor" is not normal, warmup, dropset or failure',
    ],
    [{ set_type: '__proto__' }, 'Set type "__proto__" is not normal, warmup, dropset or failure'],
    [{ end_time: '15 Jan 2023, 08:00' }, 'The workout ends before it starts'],
    [
      { start_time: 'soon' },
      'Start time "soon" is not a date and time (like "15 Jan 2023, 08:30")',
    ],
    [{ exercise_title: '' }, 'Missing exercise name'],
    [{ set_index: '-1' }, 'Set index cannot be negative (-1)'],
  ])('%j: %s', (overrides, reason) => {
    expect(hevyRow(overrides)).toEqual({ kind: 'reject', line: 4, reason });
  });

  it('reads an empty set_type as normal and a missing end as no duration', () => {
    expect(hevyRow({ set_type: '', end_time: '' })).toMatchObject({
      set: { setType: 'normal', workoutDurationSeconds: null },
    });
  });

  it('refuses a Liftosaur row with a bad flag or date, and skips a set not done', () => {
    const detected = detectWorkoutCsv(liftosaur.split('\n', 1)[0] ?? '');
    if (!detected) throw new Error('header');
    const row = (values: Record<string, string>) =>
      readWorkoutRow(
        'liftosaur',
        detected.columns,
        detected.columns.map((column) => values[column] ?? ''),
        9,
        { timeZone: 'UTC' },
      );
    const base = {
      'Workout DateTime': '2024-03-05T18:42:11.512Z',
      Exercise: 'Squat, Barbell',
      'Is Warmup Set?': '0',
      'Completed Reps': '5',
      'Completed Weight Value': '100',
      'Completed Weight Unit': 'kg',
    };
    expect(row({ ...base, 'Is Warmup Set?': 'yes' })).toMatchObject({
      reason: 'Is Warmup Set? "yes" is not 0 or 1',
    });
    expect(row({ ...base, 'Workout DateTime': '2024-03-05 18:42' })).toMatchObject({
      reason: 'Workout DateTime "2024-03-05 18:42" is not an ISO 8601 date and time',
    });
    expect(row({ ...base, 'Completed Weight Unit': 'stone' })).toMatchObject({
      reason: 'Unknown weight unit "stone" (use kg or lb)',
    });
    expect(row({ ...base, 'Completed Reps': '' })).toEqual({
      kind: 'skip',
      reason: 'not-completed',
    });
    // A bad set time is not worth the set: the workout's start stands in (as in Liftosaur).
    expect(row({ ...base, 'Completed Reps Time': 'later' })).toMatchObject({
      set: { performedAt: null, weight: 100 },
    });
  });
});

describe('set keys', () => {
  it('stay the same when newer workouts are added to the file, before or after', () => {
    const header = strongSemicolon.split('\r\n', 1)[0] ?? '';
    const body = strongSemicolon.slice(header.length + 2);
    const newer =
      '2023-02-01 07:00:00;Push Day;Bench Press (Barbell);1;65;kg;8;;;;;;;1h\r\n' +
      '2023-02-01 07:00:00;Push Day;Bench Press (Barbell);2;65;kg;8;;;;;;;1h\r\n';
    const keys = (text: string) =>
      sets(readFile(text, { timeZone: 'Europe/Berlin' }).rows).map((set) => set.setKey);
    const original = keys(strongSemicolon);
    expect(keys(`${header}\r\n${newer}${body}`).slice(2)).toEqual(original);
    expect(keys(`${header}\r\n${body}${newer}`).slice(0, original.length)).toEqual(original);
  });

  it('are unique across every fixture', () => {
    for (const [text, options] of [
      [strongSemicolon, { timeZone: 'UTC' }],
      [strongComma, { timeZone: 'UTC', unit: 'kg' }],
      [strongCommaWorkoutNo, { timeZone: 'UTC', unit: 'kg' }],
      [hevyKg, { timeZone: 'UTC' }],
      [hevyLbs, { timeZone: 'UTC' }],
      [liftosaur, { timeZone: 'UTC' }],
    ] as const) {
      const keys = sets(readFile(text, options).rows).map((set) => set.setKey);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('number two warm-ups marked alike by occurrence, even when one is refused', () => {
    const state = createRowReaderState();
    const first = strongRow({ 'Set Order': 'W', Reps: '-1' }, { state });
    const second = strongRow({ 'Set Order': 'W' }, { state });
    expect(first.kind).toBe('reject');
    // Fixing the first row later gives it "...|W" and leaves this one's key as it is.
    expect(second).toMatchObject({
      set: { setKey: '2023-01-15 08:30:00|Push|Bench Press (Barbell)|W#2', setOrder: 1 },
    });
  });

  it('keep each workout’s numbering when its rows are interleaved with another’s', () => {
    const state = createRowReaderState();
    const other = { 'Workout Name': 'Pull', 'Exercise Name': 'Row (Barbell)' };
    expect(strongRow({}, { state })).toMatchObject({ set: { setOrder: 1, exerciseIndex: 0 } });
    expect(strongRow(other, { state })).toMatchObject({ set: { setOrder: 1, exerciseIndex: 0 } });
    expect(strongRow({ 'Set Order': '2' }, { state })).toMatchObject({
      set: { setOrder: 2, exerciseIndex: 0, workoutTitle: 'Push' },
    });
    // A workout whose key only differs in where "|" falls is another workout.
    const split = { 'Workout Name': 'Push|Bench Press (Barbell)', 'Exercise Name': 'x' };
    expect(strongRow(split, { state })).toMatchObject({ set: { setOrder: 1, exerciseIndex: 0 } });
  });

  it('read a repeated workout cell again when the next row changes it', () => {
    const state = createRowReaderState();
    expect(strongRow({ 'Workout Notes': 'easy' }, { state })).toMatchObject({
      set: { workoutNotes: 'easy' },
    });
    expect(strongRow({ 'Workout Notes': 'hard', 'Set Order': '2' }, { state })).toMatchObject({
      set: { workoutNotes: 'hard' },
    });
    // The same cells in another zone: another instant.
    expect(
      strongRow(
        { 'Workout Notes': 'hard', 'Set Order': '3' },
        { state, timeZone: { utcOffsetMinutes: 60 } },
      ),
    ).toMatchObject({ set: { startedAt: Date.UTC(2023, 0, 15, 7, 30) } });
    expect(strongRow({ Date: '2023-02-30 08:30:00', 'Set Order': '4' }, { state })).toMatchObject({
      kind: 'reject',
    });
  });

  it('without a shared state, each row stands alone', () => {
    expect(strongRow({})).toMatchObject({ set: { setOrder: 1, exerciseIndex: 0 } });
    expect(strongRow({})).toMatchObject({ set: { setOrder: 1, exerciseIndex: 0 } });
  });
});

describe('helpers', () => {
  it('names the source app of each format', () => {
    expect(
      (['strong-semicolon', 'strong-comma', 'hevy', 'liftosaur'] as const).map(sourceOf),
    ).toEqual(['strong', 'strong', 'hevy', 'liftosaur']);
  });

  it('turns RPE into RIR: 10 - RPE, half up, within 0-10', () => {
    expect([10, 9.5, 9, 8.5, 8, 6, 1].map(rirFromRpe)).toEqual([0, 1, 1, 2, 2, 4, 9]);
  });

  it('guesses a custom exercise’s kind from its sets', () => {
    const set = (
      weight: number | null,
      durationSeconds: number | null,
      distanceMeters: number | null,
    ) => ({
      weight,
      durationSeconds,
      distanceMeters,
    });
    expect(guessKind([set(0, null, null), set(20, null, null)])).toBe('weighted');
    expect(guessKind([set(0, 1500, 5000)])).toBe('cardio');
    expect(guessKind([set(null, 60, null)])).toBe('timed');
    expect(guessKind([set(0, null, null), set(null, null, null)])).toBe('bodyweight');
    expect(guessKind([])).toBe('bodyweight');
    // An assisted lift's weight is help, not load (decision 083).
    expect(guessKind([set(40, null, null)], 'Pull Up (Assisted)')).toBe('assisted');
    expect(guessKind([set(40, null, null)], 'Lat Pulldown')).toBe('weighted');
    // A name's kind mark (KIND_MARK) says more than its sets: a vest on dips is added weight.
    expect(guessKind([set(10, null, null)], 'Ring Dip (Bodyweight)')).toBe('bodyweight');
    expect(guessKind([set(30, 60, null)], 'sandbag hold (duration)')).toBe('timed');
    expect(guessKind([set(20, null, null)], 'Sled Drag (Cardio)')).toBe('cardio');
    expect(guessKind([set(null, null, null)], 'Landmine Press (Weighted)')).toBe('weighted');
    expect(guessKind([set(40, null, null)], 'Assisted Dip (Bodyweight)')).toBe('bodyweight');
  });
});
