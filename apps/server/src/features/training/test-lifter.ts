/**
 * A signed-up lifter whose journey starts on START, with today's workout, and the sets he logs
 * through the API, for the tests of logging, records, warm-ups and every screen that reads sets.
 * Test code only.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LoggedSetView, TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import {
  completeSession,
  setJourneyStart,
  signedInBrowser,
  type TestBrowser,
} from '../../../test/browser.ts';

/** The journey start, a Sunday: its first workout is the programme's first. */
export const START = '2025-08-03';

/** The answer's JSON, after checking it is a 200 (the body in the message when it is not). */
export async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

export async function lifter(url: string) {
  const user = await signedInBrowser(url);
  await setJourneyStart(user.browser, START);
  const today = await json<TodayWorkouts>(
    await user.browser.api(`/api/workouts/today?date=${START}`),
  );
  const userId = (await json<{ id: string }>(await user.browser.api('/api/auth/user'))).id;
  return { ...user, userId, workout: today.workout! };
}

/** A set of the workout's first exercise, `day` days (a fraction for minutes) after START 07:30. */
export function setOf(
  workout: Workout,
  sessionId: string,
  day: number,
  weight: number,
  reps: number,
  extra: Record<string, unknown> = {},
) {
  const exercise = workout.exercises[0]!;
  return {
    clientId: randomUUID(),
    sessionId,
    exerciseId: exercise.id,
    exerciseIndex: 0,
    setNumber: 1,
    weight,
    weightUnit: 'lb',
    reps,
    rir: 2,
    targetWeight: exercise.targetWeight,
    targetReps: exercise.targetReps,
    targetRir: exercise.targetRir,
    performedAt: new Date(Date.parse(`${START}T07:30:00.000Z`) + day * 86_400_000).toISOString(),
    ...extra,
  };
}

export async function logSet(browser: TestBrowser, workout: Workout, set: Record<string, unknown>) {
  return json<LoggedSetView>(
    await browser.api(`/api/workouts/${workout.id}/sets`, { method: 'POST', json: set }),
  );
}

/** What a test says of a set; the rest comes from the exercise's plan. */
export interface SessionSet {
  weight: number | null;
  reps: number | null;
  rir?: number | null;
  /** The user's unit when left out. */
  weightUnit?: 'lb' | 'kg';
  performedAt: string;
}

/**
 * Logs `sets` of one exercise of `workout` (its first unless told) through the API in one session
 * (a new one unless told), numbered 1, 2, ... in order, and finishes it at `completedAt` when given.
 */
export async function logSession(
  browser: TestBrowser,
  workout: Workout,
  sets: readonly SessionSet[],
  options: { exerciseId?: string; sessionId?: string; completedAt?: string } = {},
): Promise<string> {
  const exerciseIndex =
    options.exerciseId === undefined
      ? 0
      : workout.exercises.findIndex((exercise) => exercise.id === options.exerciseId);
  const exercise = workout.exercises[exerciseIndex];
  expect(exercise, `${options.exerciseId} in ${workout.name}`).toBeDefined();
  const sessionId = options.sessionId ?? randomUUID();
  for (const [index, set] of sets.entries()) {
    await logSet(browser, workout, {
      clientId: randomUUID(),
      sessionId,
      exerciseId: exercise!.id,
      exerciseIndex,
      setNumber: index + 1,
      rir: null,
      targetWeight: exercise!.targetWeight,
      targetReps: exercise!.targetReps,
      targetRir: exercise!.targetRir,
      ...set,
    });
  }
  if (options.completedAt !== undefined) {
    await completeSession(browser, workout, sessionId, options.completedAt);
  }
  return sessionId;
}
