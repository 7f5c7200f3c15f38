import { useEffect, useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * The timers' sound (docs/decisions/067-timer-sound.md): three short beeps when a rest runs out
 * by itself and when a hold reaches its target, beside the buzz, which iPhones do not have. On
 * unless turned off on Profile; a choice of this device, like the theme, kept in localStorage.
 */
const STORAGE_KEY = 'grandfit-timer-sound';
const listeners = new Set<() => void>();

export function timerSoundOn(): boolean {
  return readStorage(STORAGE_KEY) !== 'off';
}

export function setTimerSound(on: boolean): void {
  if (on) removeStorage(STORAGE_KEY);
  else writeStorage(STORAGE_KEY, 'off');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTimerSoundOn(): boolean {
  return useSyncExternalStore(subscribe, timerSoundOn, () => true);
}

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

/**
 * Browsers play a page's sound only once the user has tapped it (Safari: inside the tap's
 * handler), so the context is made, or woken, by a tap of the workout.
 */
function unlock(): void {
  if (!timerSoundOn()) return;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
}

const UNLOCKING_EVENTS = ['pointerup', 'keydown'] as const;

/** While the workout is open, each tap or key makes sure its timers can sound. */
export function useTimerSoundUnlock(): void {
  useEffect(() => {
    for (const type of UNLOCKING_EVENTS) window.addEventListener(type, unlock, { capture: true });
    return () => {
      for (const type of UNLOCKING_EVENTS) {
        window.removeEventListener(type, unlock, { capture: true });
      }
    };
  }, []);
}

const BEEP_HZ = 880;
const BEEP_SECONDS = 0.15;
const BEEP_GAP_SECONDS = 0.1;

/** Three short beeps, if the sound is on and a tap has let the page play sound. */
export function playTimerCue(): void {
  if (!timerSoundOn() || context === null || context.state !== 'running') return;
  const first = context.currentTime + 0.02;
  for (let beep = 0; beep < 3; beep += 1) {
    const at = first + beep * (BEEP_SECONDS + BEEP_GAP_SECONDS);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = BEEP_HZ;
    // Ramped in and out: a square start or end clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + BEEP_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + BEEP_SECONDS + 0.01);
  }
}
