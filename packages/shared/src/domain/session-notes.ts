/**
 * The longest notes a workout session keeps (History's session page). Here rather than in the
 * schemas (which re-export it), so that page's first load needs no zod for it.
 */
export const SESSION_NOTES_MAX = 1000;
/**
 * The longest note a logged set keeps ("Paused reps", "belt": decision 096): History's bound for
 * notes, the session's, so an imported note is cut no shorter than a session's would be.
 */
export const SET_NOTE_MAX = SESSION_NOTES_MAX;
