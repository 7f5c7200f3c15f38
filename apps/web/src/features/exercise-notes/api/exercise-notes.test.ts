import { describe, expect, it } from 'vitest';
import { withNote } from './exercise-notes.ts';

const note = (exerciseId: string, text: string) => ({
  exerciseId,
  note: text,
  updatedAt: '2026-11-29T10:00:00.000Z',
});

describe('withNote', () => {
  it('adds a note first, replaces an exercise’s own, and removes it when emptied', () => {
    const notes = {
      notes: [note('push-up', 'Hands on the bench'), note('goblet-squat', 'Heels up')],
    };
    expect(withNote(undefined, { exerciseId: 'row', note: ' Strap ' }).notes).toMatchObject([
      { exerciseId: 'row', note: 'Strap' },
    ]);
    expect(
      withNote(notes, { exerciseId: 'goblet-squat', note: 'Heels on plates' }).notes.map((n) => [
        n.exerciseId,
        n.note,
      ]),
    ).toEqual([
      ['goblet-squat', 'Heels on plates'],
      ['push-up', 'Hands on the bench'],
    ]);
    expect(withNote(notes, { exerciseId: 'push-up', note: '  ' }).notes).toEqual([notes.notes[1]]);
  });
});
