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

/**
 * How long after a chunk failed to download while the browser says it is online (the connection
 * came back while the download was failing, or it is flaky) the download is tried again: the
 * first wait, doubled after each failure up to the longest. Offline, the `online` event retries.
 */
export const CHUNK_RETRY_FIRST_MS = 1_000;
export const CHUNK_RETRY_MAX_MS = 30_000;
