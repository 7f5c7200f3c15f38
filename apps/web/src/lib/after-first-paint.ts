import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/** How long the part below waits for its answers (`prepare`) before it shows without them. */
export const PREPARE_WAIT_MS = 1000;

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
    let waitTimer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      if (live) startTransition(() => setAfter(true));
    };
    // A frame, then a task: the frame's paint has happened by the time the task runs.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const answers = prepareAnswers();
        if (!answers) return show();
        const waitLimit = new Promise(
          (resolve) => (waitTimer = setTimeout(resolve, PREPARE_WAIT_MS)),
        );
        void Promise.race([answers.catch(() => undefined), waitLimit]).then(show);
      }, 0);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(waitTimer);
    };
  }, [ready, after]);
  return after;
}
