import { describe, expect, it } from 'vitest';
import { EXERCISES } from './programme/exercises.ts';
import { compareNames } from './compare-names.ts';

describe('compareNames', () => {
  it("orders the library's exercise names as localeCompare does", () => {
    const names = EXERCISES.map((exercise) => exercise.name);
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('ignores case first, and is a total order', () => {
    expect(['bench', 'Apple', 'apple', 'Bench'].sort(compareNames)).toEqual([
      'Apple',
      'apple',
      'Bench',
      'bench',
    ]);
    expect(compareNames('Row', 'Row')).toBe(0);
  });
});
