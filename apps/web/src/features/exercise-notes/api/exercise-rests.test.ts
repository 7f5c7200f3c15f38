import { describe, expect, it } from 'vitest';
import { saveRestWrite, withRest } from './exercise-rests.ts';

describe('withRest', () => {
  it('adds a rest, replaces an exercise’s own, and removes it for the plan’s', () => {
    const rests = {
      rests: [
        { exerciseId: 'goblet-squat', restSeconds: 150 },
        { exerciseId: 'push-up', restSeconds: 45 },
      ],
    };
    expect(withRest(undefined, { exerciseId: 'row', restSeconds: 120 })).toEqual({
      rests: [{ exerciseId: 'row', restSeconds: 120 }],
    });
    expect(withRest(rests, { exerciseId: 'goblet-squat', restSeconds: 180 }).rests).toEqual([
      { exerciseId: 'push-up', restSeconds: 45 },
      { exerciseId: 'goblet-squat', restSeconds: 180 },
    ]);
    expect(withRest(rests, { exerciseId: 'push-up', restSeconds: null }).rests).toEqual([
      { exerciseId: 'goblet-squat', restSeconds: 150 },
    ]);
  });

  it('sends the plan’s rest as null, which the outbox may replay', () => {
    expect(
      saveRestWrite({ exerciseId: 'custom-1', restSeconds: null, label: 'Sled: rest' }),
    ).toEqual({
      method: 'PUT',
      url: '/api/exercise-rests/custom-1',
      body: { restSeconds: null },
      userId: undefined,
      label: 'Sled: rest',
    });
  });
});
