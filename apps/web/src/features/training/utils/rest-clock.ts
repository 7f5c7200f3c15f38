/*
 * The rest timer's time math. The timer keeps the moment the rest ends (a Date.now() timestamp)
 * rather than counting ticks: browsers throttle or stop timers in a background tab and on a
 * locked phone, so a tick counter would fall behind, while `end - now` is right whenever the
 * screen is drawn again.
 */

/** '+30s' adds 30 seconds (docs/product.md#rest-timer). */
export const REST_EXTENSION_SECONDS = 30;

const SECOND_MS = 1000;

export interface RestPeriod {
  /** Epoch milliseconds (Date.now()) at which the rest is over. */
  endsAt: number;
  /** The whole rest, extensions included, for the progress ring. */
  totalMs: number;
}

/** A rest of `seconds` starting at `now`; null when the exercise has no rest. */
export function startRest(now: number, seconds: number): RestPeriod | null {
  const totalMs = Math.max(0, Math.round(seconds)) * SECOND_MS;
  return totalMs > 0 ? { endsAt: now + totalMs, totalMs } : null;
}

/**
 * '+30s' adds to what is left. A rest that has already run out (the tap raced the last tick)
 * gets the extension from now, so the user always sees the 30 seconds they asked for.
 */
export function extendRest(
  rest: RestPeriod,
  now: number,
  seconds = REST_EXTENSION_SECONDS,
): RestPeriod {
  const extraMs = seconds * SECOND_MS;
  return { endsAt: Math.max(rest.endsAt, now) + extraMs, totalMs: rest.totalMs + extraMs };
}

/**
 * Whole seconds left, rounded up: the display reads 1:30 for the whole first second and reaches
 * 0 exactly when the rest is over (it ends by itself at 0: docs/product.md#rest-timer).
 */
export function remainingSeconds(rest: RestPeriod, now: number): number {
  return Math.max(0, Math.ceil((rest.endsAt - now) / SECOND_MS));
}

export function isRestOver(rest: RestPeriod, now: number): boolean {
  return now >= rest.endsAt;
}

/** How much of the rest has passed, 0..1, for the ring around the countdown. */
export function restProgress(rest: RestPeriod, now: number): number {
  if (rest.totalMs <= 0) return 1;
  const left = Math.max(0, rest.endsAt - now);
  return Math.min(1, Math.max(0, 1 - left / rest.totalMs));
}

/** The countdown as m:ss (95 -> "1:35", 5 -> "0:05"). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
