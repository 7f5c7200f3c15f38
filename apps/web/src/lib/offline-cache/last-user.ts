import { readStorage } from '../storage.ts';

/**
 * The id of the user whose query cache this device keeps for offline use. It is in the entry
 * chunk (a few bytes): a visitor without it never downloads the cache code.
 */
export const LAST_USER_KEY = 'grandfit:last-user';

export function lastKnownUserId(): string | null {
  return readStorage(LAST_USER_KEY);
}
