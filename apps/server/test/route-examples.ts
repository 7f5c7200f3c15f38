/**
 * The route fuzz's valid requests (src/http/openapi/request-examples.ts) with ids of rows the
 * signed-in user owns, made by `seedRows`, and fresh ids and instants.
 */
import { randomUUID } from 'node:crypto';
import {
  routeExamples as examplesOf,
  type ExampleIds,
  type RouteExample,
} from '../src/http/openapi/request-examples.ts';
import type { TestBrowser } from './browser.ts';

export type SeededIds = ExampleIds;
export type { RouteExample };

async function ok<T>(response: Promise<Response>, what: string): Promise<T> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Rows of each kind the examples name, made through the API as the user would. */
export async function seedRows(browser: TestBrowser): Promise<SeededIds> {
  const today = new Date().toISOString().slice(0, 10);
  const goals = await ok<{ id: string }[]>(
    browser.api(`/api/goals/centenarian?date=${today}`),
    'goals',
  );
  const day = await ok<{ workout: { id: string; exercises: { id: string }[] } | null }>(
    browser.api(`/api/workouts/today?date=${today}`),
    'today',
  );
  const workout = day.workout;
  if (!workout?.exercises[0]) throw new Error('no workout today to seed sets on');
  const sessionId = randomUUID();
  const setClientId = randomUUID();
  await ok(
    browser.api(`/api/workouts/${workout.id}/sets`, {
      method: 'POST',
      json: {
        clientId: setClientId,
        sessionId,
        exerciseId: workout.exercises[0].id,
        exerciseIndex: 0,
        setNumber: 1,
        weight: 50,
        weightUnit: 'lb',
        reps: 8,
        rir: 2,
        targetWeight: 50,
        targetReps: 8,
        targetRir: 2,
        skipped: false,
        performedAt: hoursAgo(1),
      },
    }),
    'set',
  );
  const completed = await browser.api(`/api/workouts/${workout.id}/complete`, {
    method: 'POST',
    json: { sessionId, completedAt: new Date().toISOString() },
  });
  if (completed.status >= 300) throw new Error(`complete: ${completed.status}`);
  const meal = await ok<{ id: string }>(
    browser.api('/api/food/log-meal', {
      method: 'POST',
      json: { mealType: 'lunch', foods: ['Apple'], loggedAt: hoursAgo(3) },
    }),
    'meal',
  );
  const symptom = await ok<{ id: string }>(
    browser.api('/api/food/symptoms', {
      method: 'POST',
      json: { symptom: 'Bloating', severity: 3, occurredAt: hoursAgo(2), mealId: meal.id },
    }),
    'symptom',
  );
  const leap = await ok<{ id: string }[]>(
    browser.api('/api/food/leap-list', {
      method: 'PUT',
      json: { entries: [{ name: 'Kale', category: 'green' }] },
    }),
    'leap list',
  );
  await ok(
    browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: today, hrvScore: 50 },
    }),
    'health entry',
  );
  const entries = await ok<{ id: string }[]>(
    browser.api('/api/health/manual-entries'),
    'health entries',
  );
  const custom = await ok<{ id: string }>(
    browser.api('/api/custom-exercises', {
      method: 'POST',
      json: { name: 'Seeded sled push', kind: 'weighted' },
    }),
    'custom exercise',
  );
  const week = await ok<{ workouts: Array<{ id: string; exercises: { id: string }[] }> }>(
    browser.api(`/api/workouts?date=${today}`),
    'week',
  );
  const swapWorkout = week.workouts.find(
    (candidate) => candidate.id !== workout.id && candidate.exercises.length >= 3,
  );
  // A phase swap reaches every workout of the phase: never of the exercise the sets are logged on.
  const [second, third] = (swapWorkout?.exercises ?? []).filter(
    (exercise) => exercise.id !== workout.exercises[0]?.id,
  );
  if (!swapWorkout || !second || !third) throw new Error('no workout of the week to swap in');
  // A phase swap for the undo example to remove; the other exercises stay as planned.
  await ok(
    browser.api(`/api/workouts/${swapWorkout.id}/swaps?date=${today}`, {
      method: 'POST',
      json: { fromExerciseId: third.id, toExerciseId: custom.id, scope: 'phase' },
    }),
    'swap',
  );
  const settings = await ok<Record<string, unknown>>(browser.api('/api/user/settings'), 'settings');
  return {
    today,
    goalId: goals[0]?.id ?? randomUUID(),
    workoutId: workout.id,
    exerciseId: workout.exercises[0].id,
    swapWorkoutId: swapWorkout.id,
    swapExerciseId: second.id,
    phaseSwappedExerciseId: third.id,
    customExerciseId: custom.id,
    sessionId,
    setClientId,
    mealId: meal.id,
    symptomId: symptom.id,
    leapEntryId: leap[0]?.id ?? randomUUID(),
    healthEntryId: entries[0]?.id ?? randomUUID(),
    settings,
  };
}

/** The valid requests, by "METHOD url" as Fastify registered the route. */
export const routeExamples = (ids: SeededIds): Record<string, RouteExample> =>
  examplesOf(ids, { uuid: randomUUID, hoursAgo, now: () => new Date().toISOString() });
