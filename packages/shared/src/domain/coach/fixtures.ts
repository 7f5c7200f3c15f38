/** Test fixtures for the coach's tests: logged sets and session builders. Not used by the app. */
import type { LoggedSet } from './types.ts';

export const NOW = '2026-03-15T12:00:00.000Z';
const DAY_MS = 86_400_000;

/** An ISO time `days` before NOW (plus `minutes` within the session). */
export function daysAgo(days: number, minutes = 0): string {
  return new Date(Date.parse(NOW) - days * DAY_MS + minutes * 60_000).toISOString();
}

export function loggedSet(overrides: Partial<LoggedSet> = {}): LoggedSet {
  return {
    exerciseId: 'back-squat',
    performedAt: NOW,
    weight: 100,
    reps: 8,
    rir: 2,
    targetWeight: null,
    targetReps: 8,
    targetRir: 2,
    skipped: false,
    ...overrides,
  };
}

/** `count` sets of one session `days` before NOW, three minutes apart. */
export function session(days: number, set: Partial<LoggedSet> = {}, count = 3): LoggedSet[] {
  return Array.from({ length: count }, (_, i) =>
    loggedSet({ ...set, performedAt: daysAgo(days, i * 3) }),
  );
}
