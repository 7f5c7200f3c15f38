/*
 * The workout's running time in the active workout's header (decision 065): from the session's
 * first set, as the server dates the session (its start is its earliest set), or from where a
 * timed set logged at its end began (a walk of 20 minutes logged at 07:00 began at 06:40), so the
 * time shown is the duration History and the finish summary will give (decision 025).
 */
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import { timedSetSeconds } from '@grandfit/shared/domain/progress/minutes-trained.ts';

interface ClockSet {
  performedAt: string;
  reps?: number | null;
  skipped?: boolean;
}

/**
 * The session's start: its earliest set, or the start of a timed set (`unitOf` says which) when
 * that is earlier; null before the first set.
 */
export function sessionStart<T extends ClockSet>(
  sets: readonly T[],
  unitOf?: (set: T) => ExerciseUnit | undefined,
): number | null {
  let start: number | null = null;
  for (const set of sets) {
    const time = Date.parse(set.performedAt);
    if (!Number.isFinite(time)) continue;
    const seconds = timedSetSeconds(
      { performedAt: time, reps: set.reps ?? null, skipped: set.skipped ?? false },
      unitOf?.(set),
    );
    const from = time - seconds * 1000;
    if (start === null || from < start) start = from;
  }
  return start;
}

/** "4:05" under an hour, "1:02:03" from it. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
