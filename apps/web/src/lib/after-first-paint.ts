import { startTransition, useEffect, useState } from 'react';

/**
 * True once the screen's first part has been painted (and `ready`: its answer is in, or no longer
 * being fetched). A screen mounts what lies below its first part only then: that part would
 * otherwise share the first render's main thread with what the user came for, and the mount is a
 * transition, which React renders in slices that let the page answer a tap meanwhile.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the frame's paint has happened by the time the task runs.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
