/**
 * LEAP categories of a food for this user. green/yellow/red come from the user's MRT result (their
 * LEAP list); 'untested' is our extension (docs/decisions/014-nutrition.md): a food not on the list
 * is untested, never green. Here rather than in the schemas, so screens need no zod for them: the
 * schemas module builds every nutrition schema as it loads, 32-45 ms of a phone's main thread
 * (docs/benchmarks.md, 2026-11-29 third session).
 */
export const LEAP_CATEGORIES = ['green', 'yellow', 'red', 'untested'] as const;
/** The categories a LEAP list entry can have (an entry is tested by definition). */
export const LEAP_LIST_CATEGORIES = ['green', 'yellow', 'red'] as const;
