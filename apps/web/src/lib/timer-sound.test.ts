import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { playTimerCue, setTimerSound, timerSoundOn, useTimerSoundUnlock } from './timer-sound.ts';

/** Web Audio as far as the cue uses it, counting the beeps started. */
class FakeAudioContext {
  static made = 0;
  static beeps: number[] = [];
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
    return {
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: (at: number) => FakeAudioContext.beeps.push(at),
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
});
