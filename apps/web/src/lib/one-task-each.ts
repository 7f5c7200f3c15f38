/**
 * Runs each piece of queued work in a task of its own, in the order queued. A screen that mounts
 * several charts at once used to draw them all in the effects of one commit: one long task
 * (Progress: 240 ms observed before Lighthouse's 4x slowdown). One chart per task lets the
 * browser paint and answer a tap between them (docs/benchmarks.md, 2026-11-28).
 *
 * Returns a cancel function: work cancelled before its turn never runs and takes no task.
 */
export function inATaskOfItsOwn(work: () => void): () => void {
  const entry = { work, cancelled: false };
  queue.push(entry);
  if (!scheduled) scheduleNext();
  return () => {
    entry.cancelled = true;
  };
}

const queue: { work: () => void; cancelled: boolean }[] = [];
let scheduled = false;

function scheduleNext() {
  scheduled = true;
  setTimeout(runOne, 0);
}

function runOne() {
  let entry = queue.shift();
  while (entry?.cancelled) entry = queue.shift();
  try {
    entry?.work();
  } finally {
    if (queue.length > 0) scheduleNext();
    else scheduled = false;
  }
}
