import { describe, expect, it } from 'vitest';
import { MAX_HEADER_LENGTH, detectWorkoutCsv, splitHeader } from './detect.ts';
import strongSemicolon from './fixtures/strong-semicolon.csv?raw';
import strongComma from './fixtures/strong-comma.csv?raw';
import strongCommaWorkoutNo from './fixtures/strong-comma-workout-no.csv?raw';
import hevyKg from './fixtures/hevy-kg.csv?raw';
import hevyLbs from './fixtures/hevy-lbs.csv?raw';
import liftosaur from './fixtures/liftosaur.csv?raw';

const firstLine = (text: string) => text.split('\n', 1)[0] ?? '';

describe('detectWorkoutCsv on the fixtures', () => {
  it.each([
    ['strong-semicolon.csv', strongSemicolon, 'strong-semicolon', ';', null, false, 14],
    ['strong-comma.csv', strongComma, 'strong-comma', ',', null, true, 12],
    ['strong-comma-workout-no.csv', strongCommaWorkoutNo, 'strong-comma', ',', null, true, 13],
    ['hevy-kg.csv', hevyKg, 'hevy', ',', 'kg', false, 14],
    ['hevy-lbs.csv', hevyLbs, 'hevy', ',', 'lb', false, 14],
    ['liftosaur.csv', liftosaur, 'liftosaur', ',', null, false, 20],
  ] as const)('%s', (_name, text, format, delimiter, weightUnit, needsUnit, count) => {
    // The first line as read from the file: BOM and CR included.
    const detected = detectWorkoutCsv(firstLine(text));
    expect(detected).toMatchObject({ format, delimiter, weightUnit, needsUnit });
    expect(detected?.columns).toHaveLength(count);
  });

  it('unquotes Hevy’s quoted header and strips the BOM', () => {
    expect(detectWorkoutCsv(firstLine(hevyKg))?.columns.slice(0, 3)).toEqual([
      'title',
      'start_time',
      'end_time',
    ]);
    expect(detectWorkoutCsv(firstLine(strongSemicolon))?.columns[0]).toBe('Date');
  });
});

describe('detectWorkoutCsv on header variants', () => {
  const strong =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';

  it('ignores case, spacing, order and extra columns', () => {
    const shuffled = ' set order , DATE,exercise  name,Workout Name,reps,weight,Mood';
    expect(detectWorkoutCsv(shuffled)?.format).toBe('strong-comma');
  });

  it('reads Strong’s unit-column comma layout (iOS 2023+) without asking the unit', () => {
    const header =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Weight Unit,Reps,RPE,Distance,Distance Unit,Seconds,Notes,Workout Notes';
    expect(detectWorkoutCsv(header)).toMatchObject({ format: 'strong-comma', needsUnit: false });
  });

  it('takes the unit from a "Weight (kg)" header, and a "Workout #" column', () => {
    const header =
      'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (m),Seconds,Notes,Workout Notes';
    expect(detectWorkoutCsv(header)).toMatchObject({
      format: 'strong-comma',
      weightUnit: 'kg',
      needsUnit: false,
    });
    expect(detectWorkoutCsv(header.replace('Weight (kg)', 'Weight (lbs)'))?.weightUnit).toBe('lb');
  });

  it('reads a semicolon Strong file without a unit column as needing the unit', () => {
    expect(detectWorkoutCsv(strong.replaceAll(',', ';'))).toMatchObject({
      format: 'strong-semicolon',
      delimiter: ';',
      needsUnit: true,
    });
  });

  it('reads Liftosaur’s older header (Weight Value, no completed weight)', () => {
    const older =
      'Workout DateTime,Program,Day Name,Exercise,Equipment,Is Warmup Set?,Required Reps,Completed Reps,RPE,Is AMRAP?,Weight Value,Weight Unit,Completed Reps Time,Target Muscles,Synergist Muscles,Notes';
    expect(detectWorkoutCsv(older)?.format).toBe('liftosaur');
  });

  it.each([
    ['an empty file', ''],
    ['blank lines', '  \r\n'],
    ['FitNotes', 'Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment'],
    ['GrandFit’s own training CSV', 'performed_at,workout,type,week,day,session_id,completed_at'],
    [
      'Strong with German headers',
      'Datum;Workout-Name;Name der Übung;Reihenfolge festlegen;Gewicht;Wiederh.',
    ],
    [
      'a Hevy header without a weight column',
      'title,start_time,end_time,exercise_title,set_type,reps',
    ],
    ['JSON', '{"workouts":[{"title":"Push"}]}'],
    ['a zip file', 'PK\u0003\u0004\u0014\u0000\u0006\u0000'],
    ['a PNG decoded as UTF-8', '\ufffdPNG\r\n\u001a\n'],
    ['a NUL in a header', `Date,Workout Name,Exercise\u0000 Name,Set Order,Weight,Reps`],
    ['a column twice', `${strong},Reps`],
    ['a million columns', `${strong}${',x'.repeat(1_000_000)}`],
    ['70 columns', `${strong}${Array.from({ length: 58 }, (_, i) => `,c${i}`).join('')}`],
  ])('refuses %s', (_name, line) => {
    expect(detectWorkoutCsv(line)).toBeNull();
  });

  it('refuses a first line longer than a header can be, whatever it holds', () => {
    expect(detectWorkoutCsv(strong + ' '.repeat(MAX_HEADER_LENGTH))).toBeNull();
  });
});

describe('splitHeader', () => {
  it('honours quotes and doubled quotes', () => {
    expect(splitHeader('"a","b ""x""",c', ',')).toEqual(['a', 'b "x"', 'c']);
    expect(splitHeader('"a;b";c', ';')).toEqual(['a;b', 'c']);
  });
});
