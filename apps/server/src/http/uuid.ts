const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a URL can be a row id. A malformed id is answered like an unknown one (404)
 * without asking PostgreSQL, which would reject it as invalid input for a uuid column.
 */
export const isUuid = (id: string) => UUID.test(id);
