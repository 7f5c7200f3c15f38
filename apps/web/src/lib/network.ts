import { apiErrorOf } from './api-client.ts';

/**
 * No answer arrived at all: fetch() rejects with a TypeError (offline, DNS, refused; Chromium
 * says "Failed to fetch", Firefox "NetworkError when attempting to fetch resource."), or the
 * device says it is offline. An ApiError is an answer, whatever its status.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (apiErrorOf(error) !== null) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError;
}
