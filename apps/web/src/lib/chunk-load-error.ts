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
