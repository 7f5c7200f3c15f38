import { describe, expect, it } from 'vitest';
import {
  clip,
  readCount,
  readDistanceUnit,
  readDuration,
  readHevyTime,
  readInstant,
  readIsoLocal,
  readNotes,
  readNumber,
  readText,
  readWeightUnit,
  toMeters,
} from './values.ts';

const value = <T>(read: { ok: true; value: T } | { ok: false; reason: string }) =>
  read.ok ? read.value : `rejected: ${read.reason}`;

describe('readNumber', () => {
  it.each([
    ['62.5', 62.5],
    ['62,5', 62.5],
    [' 8 ', 8],
    ['+3', 3],
    ['.5', 0.5],
    [',5', 0.5],
    ['135.0', 135],
    ['1e2', 100],
    ['', null],
    ['   ', null],
    // A subnormal is no measurement and PostgreSQL real cannot hold it: it is 0.
    ['1e-320', 0],
    ['1e-38', 0],
    ['0.0000001', 1e-7],
    ['-0', 0],
  ])('%j is %j', (raw, expected) => {
    expect(value(readNumber(raw, 'Weight'))).toBe(expected);
  });

  it.each([
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '1,234.5',
    '1.234,5',
    '--5',
    '5 kg',
    '1e400',
    '½',
  ])('refuses %j', (raw) => {
    expect(readNumber(raw, 'Weight')).toMatchObject({ ok: false });
  });

  it('keeps 1e308 (finite): the weight limit refuses it, with the unit in view', () => {
    expect(value(readNumber('1e308', 'Weight'))).toBe(1e308);
  });

  it('quotes the cell back, cut and without control characters', () => {
    const read = readNumber(`abc\u0000${'x'.repeat(100)}`, 'Reps');
    expect(read).toEqual({ ok: false, reason: `Reps "abc?${'x'.repeat(36)}..." is not a number` });
  });
});

describe('readCount', () => {
  it('takes whole numbers, "8.0" included', () => {
    expect(value(readCount('8.0', 'Reps', 1000))).toBe(8);
    expect(value(readCount('1000', 'Reps', 1000))).toBe(1000);
  });

  it.each([
    ['8.5', 'Reps must be a whole number (8.5)'],
    ['-1', 'Reps cannot be negative (-1)'],
    ['1001', 'Reps over 1,000 (1001)'],
  ])('refuses %j: %s', (raw, reason) => {
    expect(readCount(raw, 'Reps', 1000)).toEqual({ ok: false, reason });
  });
});

describe('readIsoLocal (Strong)', () => {
  it('reads a wall clock, seconds optional', () => {
    expect(value(readIsoLocal('2023-01-15 08:30:00', 'Date'))).toEqual({
      year: 2023,
      month: 1,
      day: 15,
      hour: 8,
      minute: 30,
      second: 0,
    });
    expect(value(readIsoLocal('2024-02-29T07:05', 'Date'))).toMatchObject({ day: 29, hour: 7 });
  });

  it.each([
    ['0000-01-01 00:00:00', 'must be from 1900 to 2200'],
    ['1899-12-31 23:59:59', 'must be from 1900 to 2200'],
    ['2201-01-01 00:00:00', 'must be from 1900 to 2200'],
    ['2023-02-29 10:00:00', 'is not a calendar date'],
    ['2023-13-01 10:00:00', 'is not a calendar date'],
    ['2023-01-15 24:00:00', 'is not a time of day'],
    ['2023-01-15 08:60:00', 'is not a time of day'],
    ['15/01/2023 08:30', 'is not a date and time'],
    ['2023-01-15\u0000 08:30:00', 'is not a date and time'],
    ['', 'is not a date and time'],
  ])('refuses %j (%s)', (raw, reason) => {
    const read = readIsoLocal(raw, 'Date');
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.reason).toContain(reason);
  });
});

describe('readHevyTime', () => {
  it.each([
    ['12 Sep 2024, 21:46', [2024, 9, 12, 21, 46]],
    ['9 Sep 2024, 22:06', [2024, 9, 9, 22, 6]],
    ['1 September 2024, 06:00', [2024, 9, 1, 6, 0]],
    ['May 15, 2026, 7:26 PM', [2026, 5, 15, 19, 26]],
    ['Sep 12, 2024, 12:05 AM', [2024, 9, 12, 0, 5]],
    ['Sept 12, 2024, 12:30 pm', [2024, 9, 12, 12, 30]],
    ['Mar 12, 2023, 1:40 AM', [2023, 3, 12, 1, 40]],
    ['15 Jan 2023, 8:30 PM', [2023, 1, 15, 20, 30]],
    ['15 Jan 2023, 12:10 a.m.', [2023, 1, 15, 0, 10]],
    ['2024-09-12 21:46:00', [2024, 9, 12, 21, 46]],
  ])('%j', (raw, [year, month, day, hour, minute]) => {
    expect(value(readHevyTime(raw, 'Start time'))).toEqual({
      year,
      month,
      day,
      hour,
      minute,
      second: 0,
    });
  });

  it.each([
    ['Foo 12, 2024, 9:46 PM', 'has no month name we know'],
    ['Septembre 12, 2024, 9:46 PM', 'has no month name we know'],
    ['May 15, 2026, 13:26 PM', 'is not a time of day'],
    ['15 May 2026, 0:26 AM', 'is not a time of day'],
    ['31 Feb 2024, 10:00', 'is not a calendar date'],
    ['12 Sep 0000, 21:46', 'must be from 1900 to 2200'],
    ['yesterday', 'is not a date and time (like "15 Jan 2023, 08:30")'],
  ])('refuses %j (%s)', (raw, reason) => {
    const read = readHevyTime(raw, 'Start time');
    expect(read.ok ? '' : read.reason).toContain(reason);
  });
});

describe('readInstant (Liftosaur)', () => {
  it('reads toISOString() and offsets', () => {
    expect(value(readInstant('2024-03-05T18:42:11.512Z', 'Workout DateTime'))).toBe(
      Date.parse('2024-03-05T18:42:11.512Z'),
    );
    expect(value(readInstant('2024-03-05T20:42:11+02:00', 'Workout DateTime'))).toBe(
      Date.parse('2024-03-05T18:42:11Z'),
    );
  });

  it.each([
    '2024-03-05 18:42:11',
    '2024-02-30T10:00:00Z',
    '1800-01-01T00:00:00Z',
    'Tue Mar 05 2024',
  ])('refuses %j', (raw) => {
    expect(readInstant(raw, 'Workout DateTime').ok).toBe(false);
  });
});

describe('readDuration (Strong)', () => {
  it.each([
    ['1h 5m', 3900],
    ['2h 38m', 9480],
    ['45m', 2700],
    ['30s', 30],
    ['2h', 7200],
    ['1h 5m 30s', 3930],
    ['1h5m', 3900],
    ['1:05:00', 3900],
    ['45:30', 2730],
    ['3600', 3600],
    ['', null],
  ])('%j is %j seconds', (raw, seconds) => {
    expect(value(readDuration(raw, 'Duration'))).toBe(seconds);
  });

  it.each(['an hour', '1.5h', '8 days', '200h'])('refuses %j', (raw) => {
    expect(readDuration(raw, 'Duration').ok).toBe(false);
  });
});

describe('crafted cells', () => {
  // Refused on length before any pattern runs: no backtracking on 16 KB of white space.
  const spaces = ' '.repeat(16_000);
  it.each([
    ['a duration', () => readDuration(`1h${spaces}x`, 'Duration')],
    ['a Strong date', () => readIsoLocal(`2023-01-15${spaces}08:30`, 'Date')],
    ['a Hevy date', () => readHevyTime(`12 Sep 2024,${spaces}21:46x`, 'Start time')],
    ['an instant', () => readInstant(`2024-03-05T18:42:11${spaces}Z`, 'Workout DateTime')],
    ['a number', () => readNumber(`1${'0'.repeat(16_000)}`, 'Weight')],
  ])('%s', (_name, read) => {
    expect(read()).toMatchObject({ ok: false });
  });
});

describe('units', () => {
  it('reads the weight units the apps write', () => {
    expect(['kg', 'KG', 'lbs', 'lb', 'Pounds', ''].map(readWeightUnit)).toEqual([
      'kg',
      'kg',
      'lb',
      'lb',
      'lb',
      null,
    ]);
    expect(readWeightUnit('st')).toBe('unknown');
  });

  it('reads distance units and converts them exactly', () => {
    expect(['km', 'mi', 'miles', 'm', 'ft', 'yards', ''].map(readDistanceUnit)).toEqual([
      'km',
      'mi',
      'mi',
      'm',
      'ft',
      'yd',
      null,
    ]);
    expect(readDistanceUnit('furlong')).toBe('unknown');
    expect(toMeters(1, 'mi')).toBe(1609.344);
    expect(toMeters(3, 'mi')).toBe(4828.032);
    expect(toMeters(1, 'yd')).toBe(0.9144);
    expect(toMeters(10, 'ft')).toBe(3.048);
    expect(toMeters(5.2, 'km')).toBe(5200);
    expect(toMeters(0.1, 'km')).toBe(100);
  });
});

describe('text', () => {
  it('trims, and takes off the exporter’s formula guard', () => {
    expect(value(readText("  '=SUM(A1)  ", 'Notes', 100))).toBe('=SUM(A1)');
    expect(value(readText("'plain quote", 'Notes', 100))).toBe("'plain quote");
    expect(value(readText('   ', 'Notes', 100))).toBeNull();
  });

  it.each([
    ['Bench\u0000Press', 'Exercise name contains a NUL character'],
    ['Bench \ud800 Press', 'Exercise name contains broken characters'],
    ['x'.repeat(201), 'Exercise name is longer than 200 characters'],
  ])('refuses %j', (raw, reason) => {
    expect(readText(raw, 'Exercise name', 200)).toEqual({ ok: false, reason });
  });

  it('turns Strong’s escaped line breaks into line breaks and cuts long notes', () => {
    expect(value(readNotes('first\\nsecond', 'Notes'))).toBe('first\nsecond');
    expect(value(readNotes('x'.repeat(6000), 'Notes'))).toHaveLength(5000);
  });

  it('cuts a note at the limit given, white space around it aside', () => {
    expect(value(readNotes(`  ${'x'.repeat(1200)}`, 'Notes', 1000))).toBe('x'.repeat(1000));
    expect(value(readNotes('  \\n  ', 'Notes', 1000))).toBeNull();
  });

  it('cuts long notes between characters, never inside an emoji', () => {
    const notes = `${'x'.repeat(4999)}💪 and more`;
    expect(value(readNotes(notes, 'Notes'))).toBe('x'.repeat(4999));
  });

  it('clips by code point', () => {
    expect(clip('💪'.repeat(50), 3)).toBe('💪💪💪...');
  });
});
