/**
 * The longest notes a workout session keeps (History's session page). Here rather than in the
 * schemas (which re-export it), so that page's first load needs no zod for it.
 */
export const SESSION_NOTES_MAX = 1000;
