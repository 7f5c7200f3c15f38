import { readStorage, removeStorage, writeStorage } from '../storage.ts';

/**
 * Which routine a free workout was started from (decision 078), kept on the device that started
 * it: its finish summary offers to update that routine rather than to save a copy of it.
 */
const ROUTINE_KEY = (workoutId: string) => `grandfit:routine-of:${workoutId}`;

export function rememberStartedRoutine(workoutId: string, routineId: string): void {
  writeStorage(ROUTINE_KEY(workoutId), routineId);
}

export function startedRoutineOf(workoutId: string): string | null {
  return readStorage(ROUTINE_KEY(workoutId));
}

export function forgetStartedRoutine(workoutId: string): void {
  removeStorage(ROUTINE_KEY(workoutId));
}
