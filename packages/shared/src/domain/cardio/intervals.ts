/**
 * The VO2 max interval timer (docs/decisions/033-zone2-cardio-session.md): the programme's
 * prescription (programme.ts vo2maxPrescription: warm-up, N × work / easy, cool-down) laid out as
 * phases on one clock, and where a given elapsed time falls in it. Easy phases sit only between
 * work phases: 4 × 4 min with 3 min easy is 4 work + 3 easy, then the cool-down.
 */

export type IntervalPhaseKind = 'warm-up' | 'work' | 'easy' | 'cool-down';

export interface IntervalPhase {
  kind: IntervalPhaseKind;
  /** 1-based interval number for work and easy phases (easy n follows work n); 0 otherwise. */
  interval: number;
  startSeconds: number;
  endSeconds: number;
}

export interface IntervalPlan {
  warmUpMinutes: number;
  intervals: number;
  workMinutes: number;
  easyMinutes: number;
  coolDownMinutes: number;
}

/**
 * The phases in order, back to back from 0 s. Worked example: 10 min warm-up, 4 × 4 min work with
 * 3 min easy, 5 min cool-down → warm-up 0-600 s, work 1 600-840, easy 1 840-1020, …, work 4
 * 1860-2100, cool-down 2100-2400 s (40 min = 10 + 4·4 + 3·3 + 5). Zero-length phases are left out.
 */
export function intervalSchedule(plan: IntervalPlan): IntervalPhase[] {
  const phases: IntervalPhase[] = [];
  let t = 0;
  const push = (kind: IntervalPhaseKind, interval: number, minutes: number) => {
    const seconds = Math.round(Math.max(0, minutes) * 60);
    if (seconds === 0) return;
    phases.push({ kind, interval, startSeconds: t, endSeconds: t + seconds });
    t += seconds;
  };
  push('warm-up', 0, plan.warmUpMinutes);
  const n = Math.max(0, Math.floor(plan.intervals));
  for (let i = 1; i <= n; i++) {
    push('work', i, plan.workMinutes);
    if (i < n) push('easy', i, plan.easyMinutes);
  }
  push('cool-down', 0, plan.coolDownMinutes);
  return phases;
}

export const scheduleSeconds = (phases: readonly IntervalPhase[]) => phases.at(-1)?.endSeconds ?? 0;

export interface IntervalPosition {
  /** The phase running at the elapsed time; null once the schedule is over. */
  phase: IntervalPhase | null;
  /** Index of that phase (phases.length when over). */
  index: number;
  /** Seconds left in the phase (0 when over). */
  remainingSeconds: number;
  /** Work phases finished by then. */
  workDone: number;
}

/** Where `elapsedSeconds` falls in the schedule (negative elapsed reads as 0). */
export function intervalPositionAt(
  phases: readonly IntervalPhase[],
  elapsedSeconds: number,
): IntervalPosition {
  const t = Math.max(0, elapsedSeconds);
  const workDone = phases.filter((p) => p.kind === 'work' && p.endSeconds <= t).length;
  const index = phases.findIndex((p) => t >= p.startSeconds && t < p.endSeconds);
  if (index === -1) return { phase: null, index: phases.length, remainingSeconds: 0, workDone };
  const phase = phases[index]!;
  return { phase, index, remainingSeconds: phase.endSeconds - t, workDone };
}
