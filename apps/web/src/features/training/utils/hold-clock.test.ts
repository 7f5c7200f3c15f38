import { describe, expect, it } from 'vitest';
import { HOLD_MAX_SECONDS, heldSeconds, holdFace, loggedHold } from './hold-clock.ts';

describe('hold clock', () => {
  it('counts whole seconds from the start, up to what a set can log', () => {
    expect(heldSeconds(10_000, 10_999)).toBe(0);
    expect(heldSeconds(10_000, 52_400)).toBe(42);
    expect(heldSeconds(10_000, 9_000)).toBe(0);
    expect(heldSeconds(0, 3_600_000)).toBe(HOLD_MAX_SECONDS);
  });

  it('counts down to the target, then on past it', () => {
    expect(holdFace(40, 0)).toEqual({ text: '0:40', done: false, progress: 0 });
    expect(holdFace(40, 30)).toEqual({ text: '0:10', done: false, progress: 0.75 });
    expect(holdFace(40, 40)).toEqual({ text: '+0:00', done: true, progress: 1 });
    expect(holdFace(40, 105)).toEqual({ text: '+1:05', done: true, progress: 1 });
    // No target: it counts up, and never says the target is reached.
    expect(holdFace(0, 0)).toEqual({ text: '0:00', done: false, progress: 0 });
    expect(holdFace(0, 75)).toEqual({ text: '1:15', done: false, progress: 0 });
  });

  it('logs the last hold, or the shorter side of a one-side-at-a-time exercise', () => {
    expect(loggedHold([], false)).toBeNull();
    expect(loggedHold([35, 42], false)).toBe(42);
    expect(loggedHold([41], true)).toBe(41);
    expect(loggedHold([41, 38], true)).toBe(38);
    // A side held again replaces the older: the two newest holds are the two sides.
    expect(loggedHold([20, 41, 44], true)).toBe(41);
  });
});
