import { describe, expect, it } from 'vitest';
import { linksOfPairs, pairsAreNeighbours, pairsOfLinks } from './superset-pairs.ts';

describe('superset pairs (decision 084)', () => {
  const ids = ['squat', 'row', 'press', 'plank'];

  it('turn into the links of the exercises that are still neighbours, and back', () => {
    const pairs = [
      ['press', 'plank'],
      ['squat', 'row'],
    ] as const;
    expect(linksOfPairs(ids, pairs)).toEqual([0, 2]);
    expect(pairsOfLinks(ids, [2, 0])).toEqual([
      ['squat', 'row'],
      ['press', 'plank'],
    ]);
    // Row moved away, or gone: its pair is no superset any more.
    expect(linksOfPairs(['squat', 'press', 'row', 'plank'], pairs)).toEqual([]);
    expect(linksOfPairs(['squat', 'press', 'plank'], pairs)).toEqual([1]);
    expect(pairsOfLinks(ids, [3, -1, 9])).toEqual([]);
  });

  it('are neighbours only when each second follows its first, once', () => {
    expect(pairsAreNeighbours(ids, [['row', 'press']])).toBe(true);
    expect(pairsAreNeighbours(ids, undefined)).toBe(true);
    expect(pairsAreNeighbours(ids, [['press', 'row']])).toBe(false);
    expect(pairsAreNeighbours(ids, [['squat', 'press']])).toBe(false);
    expect(
      pairsAreNeighbours(ids, [
        ['row', 'press'],
        ['row', 'press'],
      ]),
    ).toBe(false);
  });
});
