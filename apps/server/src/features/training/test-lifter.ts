/**
 * A signed-up lifter whose journey starts on START, with today's workout, and the sets he logs
 * through the API, for the tests of logging, records and warm-ups. Test code only.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LoggedSetView, TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { setJourneyStart, signedInBrowser, type TestBrowser } from '../../../test/browser.ts';

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
