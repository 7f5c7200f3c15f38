import { useEffect } from 'react';
import { deviceSwitch } from './device-switch.ts';

/**
 * The timers' sound (docs/decisions/067-timer-sound.md): a tick at each of the last three seconds
 * and three short beeps when a rest runs out by itself and when a hold reaches its target, beside
 * the buzz, which iPhones do not have. On unless turned off on Profile, on this device.
 */
const timerSound = deviceSwitch('grandfit-timer-sound');
export const timerSoundOn = timerSound.isOn;
export const setTimerSound = timerSound.set;
export const useTimerSoundOn = timerSound.useOn;

/**
 * The countdown's ticks apart (decision 067, amended): a lifter who wants the end's beeps but not
 * the count before them (a quiet gym, a partner resting beside him) turns these off alone. They
 * sound only with the timer sound on.
 */
const countdownTicks = deviceSwitch('grandfit-countdown-ticks');
export const setCountdownTicks = countdownTicks.set;
export const useCountdownTicksOn = countdownTicks.useOn;

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

const CUE_HZ = 880;
const CUE_SECONDS = 0.15;
const CUE_GAP_SECONDS = 0.1;
/** Lower and shorter than the cue, so "3, 2, 1" reads as a count and the cue as the end. */
const TICK_HZ = 660;
const TICK_SECONDS = 0.08;
/** The last seconds before a rest ends or a hold reaches its target that each tick once. */
export const COUNTDOWN_SECONDS = 3;

/** The context, if the sound is on and a tap has let the page play sound. */
function playingContext(): AudioContext | null {
  return timerSoundOn() && context?.state === 'running' ? context : null;
}

function beep(audio: AudioContext, at: number, hz: number, seconds: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = hz;
  // Ramped in and out: a square start or end clicks.
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.4, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + seconds + 0.01);
}

/** Three short beeps: the rest ran out, the hold reached its target. */
export function playTimerCue(): void {
  const audio = playingContext();
  if (!audio) return;
  const first = audio.currentTime + 0.02;
  for (let index = 0; index < 3; index += 1) {
    beep(audio, first + index * (CUE_SECONDS + CUE_GAP_SECONDS), CUE_HZ, CUE_SECONDS);
  }
}

/** One short, lower tick: a second of the last three. */
export function playCountdownTick(): void {
  if (!countdownTicks.isOn()) return;
  const audio = playingContext();
  if (audio) beep(audio, audio.currentTime + 0.02, TICK_HZ, TICK_SECONDS);
}

/**
 * Ticks once at each of the last three seconds before a timer's end (`secondsLeft` 3, 2, 1;
 * null while there is none to count: past the end, or a hold without a target), as Strong's
 * countdown does: the lifter gets up before the cue, not at it.
 */
export function useCountdownTicks(secondsLeft: number | null): void {
  useEffect(() => {
    if (secondsLeft === null || secondsLeft < 1 || secondsLeft > COUNTDOWN_SECONDS) return;
    if (document.visibilityState === 'visible') playCountdownTick();
  }, [secondsLeft]);
}
