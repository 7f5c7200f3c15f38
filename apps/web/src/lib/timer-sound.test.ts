import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  playTimerCue,
  setCountdownTicks,
  setTimerSound,
  timerSoundOn,
  useCountdownTicks,
  useTimerSoundUnlock,
} from './timer-sound.ts';

/** Web Audio as far as the cue uses it, counting the beeps started. */
class FakeAudioContext {
  static made = 0;
  static beeps: number[] = [];
  static pitches: number[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 10;
  destination = {};
  constructor() {
    FakeAudioContext.made += 1;
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { gain: param, connect: (next: unknown) => next };
  }
  createOscillator() {
    const frequency = { value: 0 };
    return {
      frequency,
      connect: (next: unknown) => next,
      start: (at: number) => {
        FakeAudioContext.beeps.push(at);
        FakeAudioContext.pitches.push(frequency.value);
      },
      stop: vi.fn(),
    };
  }
}

describe('timer sound (decision 067)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('beeps three times once a tap of the workout has let the page play sound, and not when off', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    expect(timerSoundOn()).toBe(true);
    // No tap yet: browsers would refuse, so nothing is tried.
    playTimerCue();
    expect(FakeAudioContext.beeps).toEqual([]);

    const { unmount } = renderHook(() => useTimerSoundUnlock());
    window.dispatchEvent(new Event('pointerup'));
    await Promise.resolve();
    expect(FakeAudioContext.made).toBe(1);
    playTimerCue();
    expect(FakeAudioContext.beeps).toHaveLength(3);
    expect(FakeAudioContext.beeps[0]).toBeCloseTo(10.02);

    // Turned off on Profile: silent, and kept on this device.
    setTimerSound(false);
    expect(localStorage.getItem('grandfit-timer-sound')).toBe('off');
    playTimerCue();
    expect(FakeAudioContext.beeps).toHaveLength(3);
    setTimerSound(true);
    expect(localStorage.getItem('grandfit-timer-sound')).toBeNull();

    // Another tap reuses the one context.
    window.dispatchEvent(new Event('keydown'));
    expect(FakeAudioContext.made).toBe(1);
    unmount();
  });

  it('ticks once at each of the last three seconds, lower than the cue, and not past the end', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    FakeAudioContext.beeps = [];
    FakeAudioContext.pitches = [];
    const unlocked = renderHook(() => useTimerSoundUnlock());
    window.dispatchEvent(new Event('pointerup'));
    await Promise.resolve();

    const { rerender, unmount } = renderHook(
      ({ left }: { left: number | null }) => useCountdownTicks(left),
      { initialProps: { left: 5 as number | null } },
    );
    for (const left of [4, 3, 3, 2, 1, null, null]) rerender({ left });
    expect(FakeAudioContext.pitches).toEqual([660, 660, 660]);
    // Added time (+30 s at 0:02) counts down again from the top.
    for (const left of [32, 3]) rerender({ left });
    expect(FakeAudioContext.pitches).toHaveLength(4);
    playTimerCue();
    expect(FakeAudioContext.pitches.slice(4)).toEqual([880, 880, 880]);

    // The ticks alone turned off: the count is silent, the end still beeps.
    setCountdownTicks(false);
    expect(localStorage.getItem('grandfit-countdown-ticks')).toBe('off');
    rerender({ left: 2 });
    expect(FakeAudioContext.pitches).toHaveLength(7);
    playTimerCue();
    expect(FakeAudioContext.pitches).toHaveLength(10);
    setCountdownTicks(true);
    rerender({ left: 1 });
    expect(FakeAudioContext.pitches).toHaveLength(11);

    // The sound off on Profile: no tick either.
    setTimerSound(false);
    rerender({ left: 3 });
    expect(FakeAudioContext.pitches).toHaveLength(11);
    unmount();
    unlocked.unmount();
  });
});
