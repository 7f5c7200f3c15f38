import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOfLocalDateTime, localDateTime } from '../time-zone.ts';
import type { WeightUnit } from '../units/weight.ts';
import { detectWorkoutCsv } from './detect.ts';
import type { ImportedRow, ImportedSet } from './rows.ts';
import {
  csvCell,
  formatStrongDuration,
  strongCsv,
  strongCsvRows,
  type StrongExportSession,
  type StrongExportSet,
} from './strong-export.ts';
import { readFile } from './test-csv.ts';
import { readDuration } from './values.ts';
import { CUSTOM_EXERCISE_NAME_MAX } from '../programme/custom-exercise.ts';

const set = (overrides: Partial<StrongExportSet>): StrongExportSet => ({
  exerciseName: 'Bench Press (Barbell)',
  setType: 'normal',
  weight: 100,
  weightUnit: 'kg',
  reps: 5,
  rir: null,
  rpe: null,
  durationSeconds: null,
  distanceMeters: null,
  notes: null,
  ...overrides,
});

const session: StrongExportSession = {
  title: 'Push, "A"',
  startedAt: Date.parse('2023-01-15T07:30:00Z'),
  durationSeconds: 3930,
  notes: 'Felt strong\nslept 8h',
  sets: [
    set({ setType: 'warmup', weight: 60, reps: 8 }),
    set({ rir: 2 }),
    set({ rpe: 8.5, rir: 2, notes: '=HYPERLINK("x")' }),
    set({ setType: 'drop', weight: 80, reps: 8 }),
    set({ exerciseName: 'Plank', weight: null, reps: null, durationSeconds: 60 }),
    set({
      exerciseName: 'Running',
      weight: null,
      reps: null,
      durationSeconds: 1500,
      distanceMeters: 5000,
    }),
  ],
};

describe('strongCsv', () => {
  it('writes Strong’s comma layout: local times, W/D marks, working sets numbered, RPE from RIR', () => {
    expect(strongCsv([session], { timeZone: 'Europe/Paris', unit: 'kg' })).toBe(
      [
        'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
        '2023-01-15 08:30:00,"Push, ""A""",1h 5m 30s,Bench Press (Barbell),W,60,8,,,,Felt strong\\nslept 8h,',
        '2023-01-15 08:30:00,"Push, ""A""",1h 5m 30s,Bench Press (Barbell),1,100,5,,,,Felt strong\\nslept 8h,8',
        `2023-01-15 08:30:00,"Push, ""A""",1h 5m 30s,Bench Press (Barbell),2,100,5,,,"'=HYPERLINK(""x"")",Felt strong\\nslept 8h,8.5`,
        '2023-01-15 08:30:00,"Push, ""A""",1h 5m 30s,Bench Press (Barbell),D,80,8,,,,Felt strong\\nslept 8h,',
        '2023-01-15 08:30:00,"Push, ""A""",1h 5m 30s,Plank,1,,,,60,,Felt strong\\nslept 8h,',
        '2023-01-15 08:30:00,"Push, ""A""",1h 5m 30s,Running,1,,,5,1500,,Felt strong\\nslept 8h,',
        '',
      ].join('\r\n'),
    );
  });

  it('is a file the detector recognises as Strong’s comma variant', () => {
    const [header] = strongCsv([session], { timeZone: 'UTC', unit: 'kg' }).split('\r\n');
    expect(detectWorkoutCsv(header ?? '')).toMatchObject({
      format: 'strong-comma',
      needsUnit: true,
    });
  });

  it('writes weights in the user’s unit: as entered when they agree, else converted to 0.001', () => {
    const mixed: StrongExportSession = {
      ...session,
      sets: [set({ weight: 100, weightUnit: 'kg' }), set({ weight: 225, weightUnit: 'lb' })],
    };
    const weights = (unit: WeightUnit) =>
      strongCsvRows([mixed], { timeZone: 'UTC', unit })
        .slice(1)
        .map((row) => row[5]);
    expect(weights('lb')).toEqual(['220.462', '225']);
    expect(weights('kg')).toEqual(['100', '102.058']);
  });

  it('writes distance in miles for an lb user', () => {
    const rows = strongCsvRows(
      [{ ...session, sets: [set({ weight: null, reps: null, distanceMeters: 1609.344 })] }],
      { timeZone: 'UTC', unit: 'lb' },
    );
    expect(rows[1]?.[7]).toBe('1');
  });

  it('leaves RPE empty for RIR 10: RPE 0 is off the scale (which starts at 1)', () => {
    const rows = strongCsvRows([{ ...session, sets: [set({ rir: 10 }), set({ rir: 9 })] }], {
      timeZone: 'UTC',
      unit: 'kg',
    });
    expect(rows.slice(1).map((row) => row[11])).toEqual(['', '1']);
  });

  it('leaves an unknown duration and notes empty', () => {
    const rows = strongCsvRows([{ ...session, durationSeconds: null, notes: null }], {
      timeZone: 'UTC',
      unit: 'kg',
    });
    expect(rows[1]?.[2]).toBe('');
    expect(rows[1]?.[10]).toBe('');
  });
});

describe('strongCsv: custom exercises read back as their kind', () => {
  const names = (sets: StrongExportSet[]) =>
    strongCsvRows([{ ...session, sets }], { timeZone: 'UTC', unit: 'kg' })
      .slice(1)
      .map((row) => row[3]);

  it('marks a name whose sets the importer would read as another kind, and only those', () => {
    expect(
      names([
        // A band's help reads as a load; a vest on dips too; a loaded hold as a lift.
        set({ exerciseName: 'Band Pull-Up', customKind: 'assisted', weight: 20, reps: 8 }),
        set({ exerciseName: 'Ring Dip', customKind: 'bodyweight', weight: 0, reps: 10 }),
        set({ exerciseName: 'Ring Dip', customKind: 'bodyweight', weight: 10, reps: 8 }),
        set({ exerciseName: 'Sandbag Hold', customKind: 'timed', reps: null, durationSeconds: 60 }),
        // Read back as they are: left alone.
        set({ exerciseName: 'Assisted Dip', customKind: 'assisted', weight: 20 }),
        set({ exerciseName: 'Nordic Curl', customKind: 'bodyweight', weight: null }),
        set({ exerciseName: 'Landmine Press', customKind: 'weighted' }),
        set({ exerciseName: 'Plank', weight: 20, reps: null, durationSeconds: 60 }),
      ]),
    ).toEqual([
      'Band Pull-Up (Assisted)',
      'Ring Dip (Bodyweight)',
      'Ring Dip (Bodyweight)',
      'Sandbag Hold (Duration)',
      'Assisted Dip',
      'Nordic Curl',
      'Landmine Press',
      'Plank',
    ]);
  });

  it('cuts a long name so that it and its mark fit a custom exercise name', () => {
    const long = `Ring ${'x'.repeat(100)}`;
    const [written] = names([set({ exerciseName: long, customKind: 'bodyweight', weight: 5 })]);
    expect(written).toHaveLength(CUSTOM_EXERCISE_NAME_MAX);
    expect(written).toMatch(/^Ring x+ \(Bodyweight\)$/);
  });
});

describe('formatStrongDuration', () => {
  it.each([
    [3900, '1h 5m'],
    [2700, '45m'],
    [7200, '2h'],
    [30, '30s'],
    [0, '0s'],
    [3930, '1h 5m 30s'],
    [9480, '2h 38m'],
  ])('%i s is %j, which reads back the same', (seconds, text) => {
    expect(formatStrongDuration(seconds)).toBe(text);
    expect(readDuration(text, 'Duration')).toEqual({ ok: true, value: seconds });
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+44 7700', "'+44 7700"],
    ['-5 reps', "'-5 reps"],
    ['@home', "'@home"],
    ['=a,b', `"'=a,b"`],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

// The round trip: export, then read the file back as an import would.

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
];

// Text with what breaks CSV writers: delimiters, quotes, formula starts, accents, emoji, lines.
const ALPHABET = ['a', 'Z', ' ', ',', ';', '"', '=', '+', '-', '@', 'é', '💪', '(', ')', '1'];
const text = (lines: boolean) =>
  fc
    .array(fc.constantFrom(...ALPHABET, ...(lines ? ['\n'] : [])), { minLength: 1, maxLength: 20 })
    .map((chars) =>
      chars
        .join('')
        .trim()
        .replace(/\n\s+|\s+\n/g, '\n'),
    )
    .filter((value) => value !== '');

/** A second in 1990-2090 that is not in an autumn repeated hour of `zone` (see the last test). */
const startIn = (zone: string) =>
  fc
    .integer({ min: 631_152_000, max: 3_786_912_000 })
    .map((seconds) => seconds * 1000)
    .filter((time) => instantOfLocalDateTime(localDateTime(time, zone), zone) === time);

function setArbitrary(unit: WeightUnit, mixedUnits: boolean, maxRir: number) {
  return fc
    .record({
      exerciseName: fc.constantFrom('Bench Press (Barbell)', 'Squat, Back', 'Plank', 'Running'),
      setType: fc.constantFrom('normal', 'warmup', 'drop', 'failure'),
      weight: fc.option(
        fc.oneof(
          fc.integer({ min: 0, max: 2000 }).map((quarters) => quarters / 4),
          fc.double({ min: 0.5, max: 600, noNaN: true }),
        ),
      ),
      weightUnit: mixedUnits ? fc.constantFrom<WeightUnit>('kg', 'lb') : fc.constant(unit),
      reps: fc.option(fc.integer({ min: 1, max: 1000 })),
      effort: fc.option(
        fc.oneof(
          fc.integer({ min: 0, max: maxRir }).map((rir) => ({ rir, rpe: null })),
          fc.integer({ min: 2, max: 20 }).map((halves) => ({ rpe: halves / 2, rir: null })),
        ),
      ),
      durationSeconds: fc.option(fc.integer({ min: 1, max: 86_400 })),
      distanceMeters: fc.option(fc.integer({ min: 1, max: 100_000_000_000 }).map((um) => um / 1e6)),
      notes: fc.option(text(true)),
    })
    .filter((s) => s.reps !== null || s.durationSeconds !== null || s.distanceMeters !== null)
    .map(({ effort, ...s }): StrongExportSet => {
      const rpe = effort?.rpe ?? null;
      // An import keeps RPE beside the RIR it implies; a set logged here has RIR only.
      const rir = effort === null ? null : (effort.rir ?? Math.round(10 - (rpe ?? 0)));
      return { ...s, rpe, rir };
    });
}

function sessionsArbitrary(zone: string, unit: WeightUnit, mixedUnits: boolean, maxRir = 9) {
  return fc.uniqueArray(
    fc.record({
      title: text(false),
      startedAt: startIn(zone),
      durationSeconds: fc.option(fc.integer({ min: 0, max: 20_000 })),
      notes: fc.option(text(true)),
      sets: fc.array(setArbitrary(unit, mixedUnits, maxRir), { minLength: 1, maxLength: 8 }),
    }),
    { minLength: 1, maxLength: 4, selector: (s) => s.startedAt },
  );
}

const importedSets = (rows: ImportedRow[]): ImportedSet[] =>
  rows.map((row) => {
    if (row.kind !== 'set') throw new Error(`not a set: ${JSON.stringify(row)}`);
    return row.set;
  });

describe('round trip: strongCsv -> readWorkoutRow', () => {
  it('gives back every set exactly (weights in the user’s unit, RPE/RIR, types, times to the second)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...ZONES)
          .chain((zone) =>
            fc
              .constantFrom<WeightUnit>('kg', 'lb')
              .chain((unit) =>
                fc.tuple(
                  fc.constant(zone),
                  fc.constant(unit),
                  sessionsArbitrary(zone, unit, false),
                ),
              ),
          ),
        ([zone, unit, sessions]) => {
          const text = strongCsv(sessions, { timeZone: zone, unit });
          const back = importedSets(readFile(text, { timeZone: zone, unit }).rows);
          const expected = sessions.flatMap((s) =>
            s.sets.map((x) => ({
              workoutTitle: s.title,
              startedAt: s.startedAt,
              workoutDurationSeconds: s.durationSeconds,
              workoutNotes: s.notes,
              exerciseName: x.exerciseName,
              setType: x.setType,
              weight: x.weight,
              weightUnit: x.weight === null ? null : unit,
              reps: x.reps,
              rpe: x.rpe ?? (x.rir === null ? null : 10 - x.rir),
              rir: x.rir,
              durationSeconds: x.durationSeconds,
              distanceMeters: x.distanceMeters,
              notes: x.notes,
            })),
          );
          expect(
            back.map(
              ({
                workoutTitle,
                startedAt,
                workoutDurationSeconds,
                workoutNotes,
                exerciseName,
                setType,
                weight,
                weightUnit,
                reps,
                rpe,
                rir,
                durationSeconds,
                distanceMeters,
                notes,
              }) => ({
                workoutTitle,
                startedAt,
                workoutDurationSeconds,
                workoutNotes,
                exerciseName,
                setType,
                weight,
                weightUnit,
                reps,
                rpe,
                rir,
                durationSeconds,
                distanceMeters,
                notes,
              }),
            ),
          ).toEqual(expected);
          expect(new Set(back.map((s) => s.setKey)).size).toBe(back.length);
        },
      ),
      { seed: 19, numRuns: 300 },
    );
  });

  it('export, import, export again gives the same file, sets entered in either unit', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...ZONES)
          .chain((zone) =>
            fc
              .constantFrom<WeightUnit>('kg', 'lb')
              .chain((unit) =>
                fc.tuple(
                  fc.constant(zone),
                  fc.constant(unit),
                  sessionsArbitrary(zone, unit, true, 10),
                ),
              ),
          ),
        ([zone, unit, sessions]) => {
          const options = { timeZone: zone, unit };
          const first = strongCsv(sessions, options);
          const back = importedSets(readFile(first, options).rows);
          // What a fresh account holds after the import, exported again.
          const again: StrongExportSession[] = [];
          for (const s of back) {
            let target = again.at(-1);
            if (!target || target.startedAt !== s.startedAt) {
              target = {
                title: s.workoutTitle,
                startedAt: s.startedAt,
                durationSeconds: s.workoutDurationSeconds,
                notes: s.workoutNotes,
                sets: [],
              };
              again.push(target);
            }
            (target.sets as StrongExportSet[]).push({ ...s, weightUnit: s.weightUnit ?? unit });
          }
          expect(strongCsv(again, options)).toBe(first);
        },
      ),
      { seed: 37, numRuns: 300 },
    );
  });

  it('cannot tell the two 01:30s of the night clocks go back apart: the second comes back an hour early', () => {
    // Strong's file has no offset; every app reading it takes the first of the two (documented).
    const second = Date.parse('2023-11-05T06:30:00Z'); // 01:30 EST, after 01:30 EDT
    const text = strongCsv([{ ...session, startedAt: second }], {
      timeZone: 'America/New_York',
      unit: 'kg',
    });
    const [back] = importedSets(readFile(text, { timeZone: 'America/New_York', unit: 'kg' }).rows);
    expect(back?.startedAt).toBe(second - 3_600_000);
  });
});
