/**
 * fetch() rejects with a TypeError when no response arrived at all (offline, DNS, refused);
 * HTTP errors from apiRequest are plain Errors with a status prefix.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError;
}
