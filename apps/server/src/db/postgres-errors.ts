/**
 * PostgreSQL's error codes, wherever the driver wrapped the error (pg, PGlite, drizzle put the
 * database's error in a `cause`).
 */
function hasPostgresCode(error: unknown, code: string): boolean {
  for (let cause = error; cause && typeof cause === 'object';) {
    if ((cause as { code?: unknown }).code === code) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** unique_violation: a row with the same key exists. */
export const isUniqueViolation = (error: unknown) => hasPostgresCode(error, '23505');

/**
 * deadlock_detected: two transactions waited on each other and PostgreSQL rolled this one back.
 * Nothing of it was written; running it again is the documented remedy.
 */
export const isDeadlock = (error: unknown) => hasPostgresCode(error, '40P01');
