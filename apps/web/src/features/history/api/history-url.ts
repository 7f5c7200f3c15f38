// A module of its own: Today asks for the workouts left unfinished (get-unfinished.ts) without
// loading the paged list's infinite query.
/** Every History read (the list, each session, the unfinished workouts) starts with this key. */
export const HISTORY_URL = '/api/history';
