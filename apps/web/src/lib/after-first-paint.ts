import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/** How long the part below waits for its answers (`prepare`) before it shows without them. */
export const PREPARE_WAIT_MS = 1000;

const noop = (): void => undefined;

/**
 * Settles once `answers` has (fulfilled or rejected) or PREPARE_WAIT_MS have passed, whichever is
 * first; `cancel` stops the clock (an unmounted screen waits for nothing).
 */
export function withinPrepareWait(answers: Promise<unknown>): {
  settled: Promise<void>;
  cancel: () => void;
} {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitLimit = new Promise<void>((resolve) => (timer = setTimeout(resolve, PREPARE_WAIT_MS)));
  return {
    settled: Promise.race([answers.then(noop, noop), waitLimit]),
    cancel: () => clearTimeout(timer),
  };
}

/**
 * True once the screen's first part has been painted (and `ready`: its answer is in, or no longer
 * being fetched). A screen mounts what lies below its first part only then: that part would
 * otherwise share the first render's main thread with what the user came for, and the mount is a
 * transition, which React renders in slices that let the page answer a tap meanwhile.
 *
 * `prepare` fetches the answers of the part below first (at most PREPARE_WAIT_MS): mounted with
 * them, the part renders whole in that sliced transition. Mounted before them, it rendered its
 * placeholders, then each answer as it came, in one blocking render each (a query's answer reaches
 * React through useSyncExternalStore, which never renders in slices): on a slow phone, each was a
 * long task.
 */
export function useAfterFirstPaint(ready = true, prepare?: () => Promise<unknown>): boolean {
  const [after, setAfter] = useState(false);
  const prepareAnswers = useEffectEvent(() => prepare?.());
  useEffect(() => {
    if (!ready || after) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelWait: () => void = noop;
    const show = () => {
      if (live) startTransition(() => setAfter(true));
    };
    // A frame, then a task: the frame's paint has happened by the time the task runs.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const answers = prepareAnswers();
        if (!answers) return show();
        const wait = withinPrepareWait(answers);
        cancelWait = wait.cancel;
        void wait.settled.then(show);
      }, 0);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      cancelWait();
    };
  }, [ready, after]);
  return after;
}
