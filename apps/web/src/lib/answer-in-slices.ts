import { useDeferredValue } from 'react';

/**
 * A query's answer, rendered in slices. An answer reaches React through useSyncExternalStore,
 * whose updates always render in one blocking piece: a screen that mounts its content when the
 * answer comes (Progress, Analytics, History) made a long task of 100-200 ms observed before
 * Lighthouse's 4x slowdown. Deferred, the blocking render keeps the screen as it was (its
 * skeleton), and the content renders in a background pass that yields to the browser every few
 * milliseconds. The answer is then on screen one pass later, with nothing else waiting on it.
 */
export function useAnswerInSlices<T>(answer: T): T {
  return useDeferredValue(answer);
}
