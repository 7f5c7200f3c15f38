import { describe, expect, it } from 'vitest';
import { completionSupersets } from './supersets.ts';

describe('completionSupersets (decision 086)', () => {
  it('sends the joins the server takes, each once and in order', () => {
    expect(completionSupersets([3, 1, 1])).toEqual([1, 3]);
    expect(completionSupersets(undefined)).toEqual([]);
    // A session kept on the device by an older version: nothing that would refuse the completion.
    expect(completionSupersets([-1, 0.5, 49, 50, Number.NaN, 2])).toEqual([2, 49]);
  });
});
