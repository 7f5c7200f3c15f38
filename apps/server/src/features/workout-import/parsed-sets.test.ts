import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ImportedSet } from '@grandfit/shared/domain/workout-import/rows.ts';
import { readLog, detectLog } from './csv-reader.ts';
import { KEPT_UPLOADS, MAX_KEPT_NOTE_CHARS, ParsedSets, parsedSetsCache } from './parsed-sets.ts';

const HEADER =
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';
const FILE = [
  HEADER,
  '2024-03-01 07:30:00;Push;Bench Press (Barbell);W;20;kg;5;;;;;;Felt good;1h',
  '2024-03-01 07:30:00;Push;Bench Press (Barbell);1;62,5;kg;5;8,5;;;;grindy;Felt good;1h',
  '2024-03-01 07:30:00;Push;Plank;1;0;kg;0;;;;60;;Felt good;1h',
  '2024-03-02 18:00:00;Legs;Running;1;;;;;5;km;1500;;;',
  '2024-03-02 18:00:00;Legs;Squat (Barbell);D;225;lbs;8;10;;;;;;',
].join('\n');

async function readSets() {
  const sets: ImportedSet[] = [];
  const summary = await readLog(
    Readable.from([Buffer.from(FILE)]),
    detectLog(Buffer.from(FILE)),
    { timeZone: 'Europe/London' },
    (set) => {
      sets.push(set);
    },
  );
  return { sets, summary };
}

/** The sets given back, each copied (the generator refills one object). */
const copies = (parsed: ParsedSets) => Array.from(parsed.sets(), (set) => ({ ...set }));

describe('ParsedSets', () => {
  it('gives back the sets it was given, in order, with their keys and notes', async () => {
    const { sets } = await readSets();
    expect(sets).toHaveLength(5);
    expect(sets.map((set) => set.notes)).toEqual([null, 'grindy', null, null, null]);
    const parsed = new ParsedSets();
    for (const set of sets) parsed.add(set);
    expect(parsed.full).toBe(false);
    expect(copies(parsed)).toEqual(sets);
  });

  it('keeps each distinct note once, and no more notes than its bound (the file is read again)', async () => {
    const { sets } = await readSets();
    const noted = (note: string, i: number) => ({ ...sets[1]!, setOrder: i + 1, notes: note });
    const parsed = new ParsedSets();
    // Hevy's way: one note on many sets costs it once.
    for (let i = 0; i < 3000; i++) parsed.add(noted('x'.repeat(1000), i));
    expect(parsed.full).toBe(false);
    expect(copies(parsed).every((set) => set.notes === 'x'.repeat(1000))).toBe(true);
    const distinct = Math.floor(MAX_KEPT_NOTE_CHARS / 1000);
    for (let i = 1; i < distinct; i++) parsed.add(noted(`${i}`.padEnd(1000, 'y'), i));
    expect(parsed.full).toBe(false);
    parsed.add(noted('one too many'.padEnd(1000, 'z'), 0));
    expect(parsed.full).toBe(true);
  });

  it('keeps which sets were in a superset with the exercise before, beside their type and unit', async () => {
    const { sets } = await readSets();
    const joined = sets.map((set, i) =>
      i % 2 === 1 ? { ...set, supersetWithPrevious: true } : set,
    );
    const parsed = new ParsedSets();
    for (const set of joined) parsed.add(set);
    const back = copies(parsed);
    expect(back).toEqual(joined);
    expect(
      back.map((set) => [set.supersetWithPrevious === true, set.setType, set.weightUnit]),
    ).toEqual([
      [false, 'warmup', 'kg'],
      [true, 'normal', 'kg'],
      [false, 'normal', 'kg'],
      [true, 'normal', null],
      [false, 'drop', 'lb'],
    ]);
  });

  it('grows past its first columns and keeps every value', async () => {
    const { sets } = await readSets();
    const many = Array.from({ length: 3000 }, (_, i) => ({
      ...sets[i % sets.length]!,
      setKey:
        i % 2 === 0
          ? `${sets[i % sets.length]!.workoutKey}|${sets[i % sets.length]!.exerciseName}|${i}#2`
          : `key ${i}`,
      setOrder: i + 1,
      weight: i % 7 === 0 ? null : i / 4,
    }));
    const parsed = new ParsedSets();
    for (const set of many) parsed.add(set);
    const back = copies(parsed);
    expect(back).toHaveLength(3000);
    // Keys of the usual shape (workout|exercise|order) and others (none expected) both come back.
    expect(back).toEqual(many);
  });

  it('keeps an upload for its owner only, once, and only the latest few', async () => {
    const { sets, summary } = await readSets();
    const cache = parsedSetsCache();
    const parsed = new ParsedSets();
    for (const set of sets) parsed.add(set);
    cache.keep('user-a', 'upload-1', parsed, summary);
    expect(cache.take('user-b', 'upload-1')).toBeNull();
    expect(cache.take('user-a', 'upload-1')?.sets).toBe(parsed);
    expect(cache.take('user-a', 'upload-1')).toBeNull();

    for (let i = 0; i <= KEPT_UPLOADS; i++) cache.keep('user-a', `upload-${i}`, parsed, summary);
    expect(cache.take('user-a', 'upload-0')).toBeNull();
    expect(cache.take('user-a', `upload-${KEPT_UPLOADS}`)).not.toBeNull();
  });
});
