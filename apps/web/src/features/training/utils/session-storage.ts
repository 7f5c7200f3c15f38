import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';
import type { SessionSet, WorkoutSession } from './workout-session.ts';

/*
 * The active session of a workout is kept in local storage on every change, so a reload, a
 * closed tab or a phone that dropped the page goes on where it was: same session id, same set,
 * same rest end. The workout itself is kept beside it, so the screen can be drawn again without
 * a connection. The sets waiting to be sent are not stored here: the outbox (IndexedDB) holds
 * those, and this record only says which of them this device made.
 */

const KEY_PREFIX = 'grandfit:active-workout:';
const VERSION = 1;

export const sessionStorageKey = (workoutId: string) => `${KEY_PREFIX}${workoutId}`;

export interface StoredWorkoutSession {
  session: WorkoutSession;
  workout: Workout;
  /**
   * Who ran the session, so writes made after a reload without a connection (when the server
   * cannot say who is signed in) still go to the outbox under that user.
   */
  userId?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isNullableNumber = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

function isSessionSet(value: unknown): value is SessionSet {
  return (
    isObject(value) &&
    typeof value.clientId === 'string' &&
    typeof value.sessionId === 'string' &&
    isCount(value.exerciseIndex) &&
    isCount(value.setNumber) &&
    typeof value.skipped === 'boolean' &&
    isNullableNumber(value.weight) &&
    isNullableNumber(value.reps) &&
    isNullableNumber(value.rir) &&
    typeof value.performedAt === 'string'
  );
}

function isRest(value: unknown): boolean {
  return (
    value === null ||
    (isObject(value) &&
      typeof value.endsAt === 'number' &&
      Number.isFinite(value.endsAt) &&
      typeof value.totalMs === 'number' &&
      Number.isFinite(value.totalMs))
  );
}

/** An added exercise needs what the screen reads of it; the rest is shown as stored. */
function isAddedExercise(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    isCount(value.sets) &&
    isCount(value.targetReps) &&
    (value.unit === 'reps' || value.unit === 'seconds' || value.unit === 'minutes') &&
    typeof value.restSeconds === 'number' &&
    Array.isArray(value.formCues)
  );
}

const isAdditions = (value: Record<string, unknown>) =>
  (value.added === undefined ||
    (Array.isArray(value.added) && value.added.every(isAddedExercise))) &&
  (value.extraSets === undefined ||
    (isObject(value.extraSets) && Object.values(value.extraSets).every(isCount))) &&
  (value.links === undefined || (Array.isArray(value.links) && value.links.every(isCount)));

/** Storage is user-editable and outlives deploys: anything unexpected counts as nothing stored. */
export function isWorkoutSession(value: unknown): value is WorkoutSession {
  return (
    isObject(value) &&
    typeof value.sessionId === 'string' &&
    value.sessionId.length > 0 &&
    isCount(value.exerciseIndex) &&
    isCount(value.setNumber) &&
    value.setNumber >= 1 &&
    isRest(value.rest) &&
    Array.isArray(value.logged) &&
    value.logged.every(isSessionSet) &&
    typeof value.finished === 'boolean' &&
    isAdditions(value)
  );
}

function isWorkout(value: unknown, workoutId: string): value is Workout {
  return (
    isObject(value) &&
    value.id === workoutId &&
    typeof value.name === 'string' &&
    Array.isArray(value.exercises)
  );
}

export function parseStoredSession(
  text: string | null,
  workoutId: string,
): StoredWorkoutSession | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      isObject(parsed) &&
      parsed.version === VERSION &&
      isWorkoutSession(parsed.session) &&
      isWorkout(parsed.workout, workoutId)
    ) {
      return {
        session: parsed.session,
        workout: parsed.workout,
        ...(typeof parsed.userId === 'string' ? { userId: parsed.userId } : {}),
      };
    }
  } catch {
    // Not JSON: treated as nothing stored.
  }
  return null;
}

export function readStoredSession(workoutId: string): StoredWorkoutSession | null {
  return parseStoredSession(readStorage(sessionStorageKey(workoutId)), workoutId);
}

export function writeStoredSession(workoutId: string, stored: StoredWorkoutSession): void {
  writeStorage(sessionStorageKey(workoutId), JSON.stringify({ version: VERSION, ...stored }));
}

/** Whether this device holds an unfinished session of the workout (to go on with offline). */
export function hasStoredSession(workoutId: string): boolean {
  return readStoredSession(workoutId) !== null;
}

export function clearStoredSession(workoutId: string): void {
  removeStorage(sessionStorageKey(workoutId));
}
