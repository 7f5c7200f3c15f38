import { describe, expect, it } from 'vitest';
import { leapCorrectionInputSchema } from '@grandfit/shared/schemas/nutrition.ts';
import { queuedCorrection } from './correct-leap-category.ts';

describe('queuedCorrection', () => {
  it('reads a correction as the app queues it, with or without its food id', () => {
    for (const body of [
      { name: 'Salmon', foodId: '15076', category: 'green' },
      { name: 'Salmon', foodId: null, category: 'red' },
      { name: 'Home-made bread', category: 'untested' },
    ]) {
      expect(queuedCorrection(body)).toEqual(body);
      // What the server will accept when the outbox sends it.
      expect(leapCorrectionInputSchema.safeParse(body).success).toBe(true);
    }
  });

  it('skips a body an older app, or a damaged store, left', () => {
    for (const body of [
      null,
      'Salmon',
      {},
      { name: '', category: 'green' },
      { name: '   ', category: 'green' },
      { name: 'Salmon', category: 'blue' },
      { name: 'Salmon', category: 'toString' },
      { name: 'Salmon', foodId: 15076, category: 'green' },
      { name: 42, category: 'green' },
    ]) {
      expect(queuedCorrection(body)).toBeNull();
    }
  });
});
