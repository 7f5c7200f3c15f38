/**
 * The one serializer of every logged error (the pino `err` key, set in app.ts;
 * docs/decisions/030-input-primitives-and-logged-errors.md).
 * A failed query's error carries the statement's parameters (drizzle's `params`, and its message
 * "Failed query: ... params: ..."), and PostgreSQL's own message and detail quote the values too
 * ('Key (email)=(...) already exists', 'invalid input syntax for type uuid: "..."'): user text,
 * e-mail addresses, a password hash. So a database error is logged as its class, SQLSTATE code,
 * constraint and table, and the statement's verb and table at most; never a parameter, a message
 * or a detail. Other errors keep their message; every stack keeps only its frames.
 */

type Fields = Record<string, unknown>;
/** What pino (and Fastify's logger type) expects of a serialized error. */
export type LoggedError = Fields & { type: string; message: string; stack: string };

const MAX_CAUSES = 3;
const SQLSTATE = /^[0-9A-Z]{5}$/;
// The verb and the table of a statement: what ran, without what it ran with.
const WRITE = /^\s*(insert\s+into|update|delete\s+from)\s+("?[\w.]+"?)/i;
const READ = /^\s*(select|with)\b(?:[\s\S]*?\bfrom\s+("?[\w.]+"?))?/i;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Fields)[key] : undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A PostgreSQL (pg or PGlite) error, or an error wrapping one (drizzle's DrizzleQueryError). */
function isDatabaseError(error: unknown): boolean {
  if (field(error, 'query') !== undefined || field(error, 'params') !== undefined) return true;
  const code = field(error, 'code');
  return (
    typeof code === 'string' &&
    SQLSTATE.test(code) &&
    (field(error, 'severity') !== undefined || field(error, 'routine') !== undefined)
  );
}

/** "insert into users", "select from sessions": the statement's name, never its values. */
export function statementName(sql: unknown): string | undefined {
  if (typeof sql !== 'string') return undefined;
  const write = WRITE.exec(sql);
  if (write?.[1] && write[2]) {
    return `${write[1].toLowerCase().replace(/\s+/g, ' ')} ${write[2].replaceAll('"', '')}`;
  }
  const read = READ.exec(sql);
  if (!read?.[1]) return undefined;
  const table = read[2]?.replaceAll('"', '');
  return table ? `${read[1].toLowerCase()} from ${table}` : read[1].toLowerCase();
}

/** The stack's frames only: its first line repeats the message. */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function describe(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) {
    // A thrown string or object: its type only, as it may be anything.
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  }
  const type = error.constructor.name || error.name;
  const fields: LoggedError = { type, message: error.message, stack: frames(error.stack) };
  const code = field(error, 'code');
  if (typeof code === 'string' || typeof code === 'number') fields.code = code;
  const statusCode = field(error, 'statusCode');
  if (typeof statusCode === 'number') fields.statusCode = statusCode;
  if (isDatabaseError(error)) {
    // drizzle wraps the driver's error: its code and constraint are the ones to search logs by.
    const source = field(error, 'code') === undefined ? error.cause : error;
    if (fields.code === undefined && typeof field(source, 'code') === 'string') {
      fields.code = field(source, 'code');
    }
    for (const key of ['constraint', 'table', 'column', 'severity', 'routine']) {
      const value = text(field(source, key));
      if (value) fields[key] = value;
    }
    const statement = statementName(field(error, 'query'));
    if (statement) fields.statement = statement;
    fields.message = ['database error', fields.code, statement && `on ${statement}`]
      .filter(Boolean)
      .join(' ');
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    fields.cause = describe(error.cause, depth + 1);
  }
  return fields;
}

/** pino's `serializers.err`. */
export function serializeError(error: unknown): LoggedError {
  return describe(error, 0);
}
