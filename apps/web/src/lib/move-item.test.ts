import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.ts';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item up or down one place', () => {
    expect(moveItem(list, 3, -1)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never moves past the ends, nor from outside the list', () => {
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 3, 1)).toBe(list);
    expect(moveItem(list, 7, -1)).toBe(list);
    expect(moveItem(list, -1, 1)).toBe(list);
  });
});
