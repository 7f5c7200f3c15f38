/**
 * A dynamic import that could not be fetched: Chromium's "Failed to fetch dynamically imported
 * module", Firefox's "error loading dynamically imported module", Safari's "Importing a module
 * script failed".
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed/i.test(error.message)
  );
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * When a chunk that failed to download is tried again. Offline, the `online` event does it. Failed
 * while the browser says it is online (the connection came back while the download was failing,
 * so no event is left to come; or it is flaky), `laterIfOnline` tries 1 s later, doubling up to
 * 30 s; `reset` starts again from 1 s (an `online` event), `cancel` drops what is scheduled.
 */
export function chunkRetry() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  return {
    laterIfOnline(load: () => void): void {
      if (!navigator.onLine) return;
      clearTimeout(timer);
      timer = setTimeout(load, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    },
    reset(): void {
      clearTimeout(timer);
      delay = FIRST_RETRY_MS;
    },
    cancel(): void {
      clearTimeout(timer);
    },
  };
}
