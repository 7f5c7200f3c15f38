/**
 * Rebuilds of one key (a user's exercise) asked for while one runs share the next one. Whoever
 * asks has already stored its set, so any rebuild that starts afterwards counts it, and a rebuild
 * answers every set's records (the fold's events), so sharing changes no answer. Without sharing,
 * a burst of sets that all need a rebuild (an exercise's first session logged from several
 * devices, or an outbox delivering an older session late) rebuilt the whole
 * exercise once per set, one after another under the exercise's lock, and each rebuild made the
 * sets in flight need another (docs/benchmarks.md, 2026-11-26, side by side).
 */
export function sharedRebuilds<T>(rebuild: (key: string) => Promise<T>) {
  /** The rebuild not yet started, which a new caller joins. */
  const waiting = new Map<string, Promise<T>>();
  /** The last rebuild in line, which the next one starts after. */
  const last = new Map<string, Promise<unknown>>();

  return (key: string): Promise<T> => {
    const joinable = waiting.get(key);
    if (joinable) return joinable;
    const before = last.get(key) ?? Promise.resolve();
    const next = before.then(() => {
      // Started: whoever asks from now on may have stored its set after this rebuild's read.
      waiting.delete(key);
      return rebuild(key);
    });
    waiting.set(key, next);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, settled);
    void settled.then(() => {
      if (last.get(key) === settled) last.delete(key);
    });
    return next;
  };
}
