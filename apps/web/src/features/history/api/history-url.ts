// A module of its own: Today asks for the workouts left unfinished (get-unfinished.ts) without
// loading the paged list's infinite query.
export const HISTORY_URL = '/api/history';
/** Every History read (the list, each session, the unfinished workouts) starts with this key. */
export const historyQueryKeyRoot = [HISTORY_URL] as const;
