/*
 * The hold timer's time math (decision 063): a hold counts down from its target and then on, past
 * it, until the lifter stops it; what he held is logged. Like the rest clock, it keeps the moment
 * the hold started (Date.now()), so a locked phone or a throttled tab never loses seconds.
 */
import { repsLimitFor } from '@grandfit/shared/domain/set-limits.ts';
import { formatCountdown } from './rest-clock.ts';

const SECOND_MS = 1000;
/** The longest hold a set can log (a timed set's limit): the timer stops itself there. */
export const HOLD_MAX_SECONDS = repsLimitFor('seconds').max;

/** Whole seconds held since `startedAt`, never more than a set can log. */
export function heldSeconds(startedAt: number, now: number): number {
  return Math.min(HOLD_MAX_SECONDS, Math.max(0, Math.floor((now - startedAt) / SECOND_MS)));
}

export interface HoldFace {
  /** "0:32" while the target is ahead, "+0:05" past it. */
  text: string;
  /** The target is reached. */
  done: boolean;
  /** 0..1 of the target, for the bar. */
  progress: number;
}

/** A hold without a target (an exercise added without one) counts up, and is never "done". */
export function holdFace(targetSeconds: number, held: number): HoldFace {
  const target = Math.max(0, Math.round(targetSeconds));
  if (target === 0) return { text: formatCountdown(held), done: false, progress: 0 };
  const done = held >= target;
  return {
    text: done ? `+${formatCountdown(held - target)}` : formatCountdown(target - held),
    done,
    progress: Math.min(1, held / target),
  };
}

/**
 * What a set logs of its holds: the last one, or for a one-side-at-a-time exercise (targets per
 * side) the shorter side once both are done: what was held on each side.
 */
export function loggedHold(holds: readonly number[], perSide: boolean): number | null {
  if (holds.length === 0) return null;
  if (!perSide || holds.length === 1) return holds[holds.length - 1] ?? null;
  return Math.min(...holds.slice(-2));
}
