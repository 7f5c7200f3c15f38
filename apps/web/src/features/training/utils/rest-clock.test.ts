import { describe, expect, it } from 'vitest';
import {
  extendRest,
  formatCountdown,
  isRestOver,
  remainingSeconds,
  restProgress,
  startRest,
} from './rest-clock.ts';

const T0 = 1_750_000_000_000;

describe('startRest', () => {
  it('ends restSeconds after now', () => {
    expect(startRest(T0, 90)).toEqual({ endsAt: T0 + 90_000, totalMs: 90_000 });
  });

  it('is no rest at all for 0 or less', () => {
    expect(startRest(T0, 0)).toBeNull();
    expect(startRest(T0, -5)).toBeNull();
  });
});

describe('remainingSeconds', () => {
  const rest = { endsAt: T0 + 90_000, totalMs: 90_000 };

  it('rounds up, so the first second reads the full rest and 0 means over', () => {
    expect(remainingSeconds(rest, T0)).toBe(90);
    expect(remainingSeconds(rest, T0 + 1)).toBe(90);
    expect(remainingSeconds(rest, T0 + 999)).toBe(90);
    expect(remainingSeconds(rest, T0 + 1000)).toBe(89);
    expect(remainingSeconds(rest, T0 + 89_001)).toBe(1);
    expect(remainingSeconds(rest, T0 + 90_000)).toBe(0);
  });

  it('is right after the tab slept: computed from the end, not from ticks', () => {
    // Ten minutes with the phone locked: no tick ran, the rest is simply over.
    expect(remainingSeconds(rest, T0 + 600_000)).toBe(0);
    expect(isRestOver(rest, T0 + 600_000)).toBe(true);
    // 40 s in a background tab: 50 left, whatever the timers did meanwhile.
    expect(remainingSeconds(rest, T0 + 40_000)).toBe(50);
  });
});

describe('isRestOver', () => {
  it('is over exactly at the end', () => {
    const rest = { endsAt: T0 + 1000, totalMs: 1000 };
    expect(isRestOver(rest, T0 + 999)).toBe(false);
    expect(isRestOver(rest, T0 + 1000)).toBe(true);
  });
});

describe('extendRest', () => {
  it('adds 30 s to what is left by default (docs/product.md#rest-timer)', () => {
    const rest = { endsAt: T0 + 60_000, totalMs: 90_000 };
    expect(extendRest(rest, T0 + 30_000)).toEqual({ endsAt: T0 + 90_000, totalMs: 120_000 });
  });

  it('counts from now when the rest has just run out', () => {
    const rest = { endsAt: T0, totalMs: 60_000 };
    const extended = extendRest(rest, T0 + 400);
    expect(extended.endsAt).toBe(T0 + 30_400);
    expect(remainingSeconds(extended, T0 + 400)).toBe(30);
  });

  it('stacks', () => {
    const rest = { endsAt: T0 + 10_000, totalMs: 10_000 };
    const twice = extendRest(extendRest(rest, T0), T0);
    expect(remainingSeconds(twice, T0)).toBe(70);
  });
});

describe('restProgress', () => {
  it('goes from 0 to 1 over the rest and stays in range', () => {
    const rest = { endsAt: T0 + 100_000, totalMs: 100_000 };
    expect(restProgress(rest, T0)).toBe(0);
    expect(restProgress(rest, T0 + 25_000)).toBeCloseTo(0.25);
    expect(restProgress(rest, T0 + 100_000)).toBe(1);
    expect(restProgress(rest, T0 + 500_000)).toBe(1);
    expect(restProgress(rest, T0 - 5000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('reads m:ss', () => {
    expect(formatCountdown(95)).toBe('1:35');
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
