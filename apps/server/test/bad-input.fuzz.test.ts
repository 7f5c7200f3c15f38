/**
 * Every registered route, fuzzed with bad input as a signed-in user
 * (docs/decisions/030-input-primitives-and-logged-errors.md): its body, query and path parameters
 * are generated from the route's own zod schema, with any value (or the whole body) swapped for a
 * bad primitive: NUL and broken text, huge text, years 0000 and 10000, 1e-320, -0, NaN-ish strings,
 * deep and wide JSON, wrong types. No answer may be a 5xx, and a refused request (4xx) may not add
 * or remove a row in any table. Fixed seed: the same requests every run.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PHOTO_NEEDS_AI_PROVIDER } from '@grandfit/shared/schemas/nutrition.ts';
import { ensureFoodTable } from '../src/features/nutrition/food-table.ts';
import { openSignIn, signedInBrowser, TestBrowser } from './browser.ts';
import { routeExamples, seedRows, type RouteExample } from './route-examples.ts';
import { startTestServer, stopTestServer, type TestServer } from './server.ts';
import { testDatabaseKinds } from './database.ts';

const SEED = 17;
const RUNS_WITH_INPUT = 20;
const RUNS_WITHOUT_INPUT = 6;

/** Routes left out (by url, any method), and why. */
const SKIPPED: Record<string, string> = {
  '/api/logout': 'ends the session the fuzz runs in (auth.test.ts covers it)',
  '/oidc': "oidc-provider's own protocol endpoints, not ours",
  '/oidc/*': "oidc-provider's own protocol endpoints, not ours",
  '/*': 'the web client (static files)',
};

/** Answers in the 5xx range a route gives by design in this set-up. */
const EXPECTED_5XX: Record<string, (status: number, body: string) => boolean> = {
  // No AI provider is configured in the tests: the route says so (nutrition.test.ts).
  'POST /api/food/identify-photo': (status, body) =>
    status === 503 && body.includes(PHOTO_NEEDS_AI_PROVIDER),
};

interface Route {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));

const badString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'Apple\u0000',
    '\ud800',
    'x\udc00y',
    '',
    '   ',
    'NaN',
    'Infinity',
    '-0',
    '1e-320',
    '1e999',
    '0000-01-01',
    '10000-01-01',
    '9999-12-31',
    '2026-02-30',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-05:00',
    '+010000-01-01T00:00:00Z',
    '0000-01-01T00:00:00.000000Z_00000000-0000-0000-0000-000000000000',
    '%00',
    '../../etc/passwd',
    "'; drop table users; --",
    'x'.repeat(100_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `${text}\u0000${text}`),
);

const badNumber = fc.constantFrom(
  1e-320,
  -1e-320,
  5e-324,
  1e-39,
  -0,
  1e308,
  -1e308,
  3.5e38,
  2 ** 53,
  2 ** 31,
  -(2 ** 31) - 1,
  0.5,
);

const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, 0, [null], { '': null });

const bad: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: badString, weight: 4 },
  { arbitrary: badNumber, weight: 3 },
  { arbitrary: wrongType, weight: 2 },
  { arbitrary: fc.constantFrom(deep(3000), wide), weight: 1 },
);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const goodDate = fc
  .date({ min: new Date('1950-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map(isoDay);
const goodInstant = fc
  .date({ min: new Date('2020-01-01'), max: new Date(), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 30, Math.max(minLength, 30));
  if (schema.format === 'date') return goodDate;
  if (schema.format === 'date-time') return goodInstant;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1e9));
    } catch {
      // A pattern fast-check cannot generate from: plain strings of the right length.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Doubles of the range include 5e-324 and -0 whenever it spans 0.
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

type Path = (string | number)[];

/** The paths of every value inside `value` (not the root). */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...paths(child, path)];
  });
}

function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

const lookup = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);

/**
 * A value the schema takes with one of its values swapped for a bad primitive of the same kind
 * (bad text for text, bad numbers for numbers; any bad value otherwise): what finds the field
 * that reaches PostgreSQL unchecked while the others are fine. Sometimes left whole.
 */
function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const good = goodFor(schema, 0);
  return fc.oneof({ arbitrary: withOneBad(good), weight: 5 }, { arbitrary: good, weight: 1 });
}

function withOneBad(
  good: fc.Arbitrary<unknown>,
  swappable: (path: Path) => boolean = () => true,
): fc.Arbitrary<unknown> {
  return fc
    .tuple(good, fc.nat(), badString, badNumber, bad)
    .map(([value, pick, text, number, other]) => {
      const all = paths(value).filter(swappable);
      const path = all[pick % Math.max(all.length, 1)];
      if (!path) return value;
      const kind = typeof lookup(value, path);
      return replaced(value, path, kind === 'string' ? text : kind === 'number' ? number : other);
    });
}

function goodFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    return fc.oneof(...options.map((option) => goodFor(option, depth)));
  }
  if (schema.allOf?.[0]) return goodFor(schema.allOf[0], depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, goodFor(value, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 3, Math.max(minLength, 3));
      return fc.array(depth > 4 ? fc.constant(null) : goodFor(schema.items ?? {}, depth + 1), {
        minLength,
        maxLength,
      });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** The body: from its schema (any value may be bad), or wholly bad. */
function bodyArbitrary(route: Route): fc.Arbitrary<unknown> {
  if (!route.body) return fc.oneof(bad, fc.jsonValue({ maxDepth: 3 }));
  return fc.oneof({ arbitrary: arbitraryFor(jsonSchemaOf(route.body)), weight: 5 }, bad);
}

/**
 * Percent-encoding that also takes a lone surrogate, as its WTF-8 bytes (encodeURIComponent
 * throws on one; a client sending raw bytes does not ask).
 */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** A query string value as a browser would send it. */
const asQueryValue = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

function queryArbitrary(route: Route): fc.Arbitrary<Record<string, string>> {
  const schema = jsonSchemaOf(route.querystring);
  const generated = schema.properties
    ? arbitraryFor(schema)
    : fc.dictionary(fc.constantFrom('date', 'q', 'limit', 'id'), bad, { maxKeys: 2 });
  return generated.map((value) =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .map(([key, entry]) => [key, asQueryValue(entry)]),
    ),
  );
}

function urlArbitrary(route: Route): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  if (names.length === 0) return fc.constant(route.url);
  const properties = jsonSchemaOf(route.params).properties ?? {};
  const values = fc.tuple(
    ...names.map((name) => {
      const good = properties[name] ? goodFor(properties[name], 1) : fc.uuid();
      return fc.oneof({ arbitrary: good, weight: 2 }, badString);
    }),
  );
  return values.map((parts) => {
    let index = 0;
    return route.url.replace(/:(\w+)|\*/g, () =>
      percentEncode(asQueryValue(parts[index++]).slice(0, 2000)),
    );
  });
}

/** The example with one of its values (path parameter, query value or body value) made bad. */
function fromExample(route: Route, example: RouteExample, spoil = true) {
  const whole = fc.constant({
    params: example.params ?? {},
    query: example.query ?? {},
    body: example.body,
  });
  return (
    spoil
      ? withOneBad(
          whole,
          // Inside the parameters and the query (a URL has no other shape); the body may go whole.
          (path) => path[0] === 'body' || path.length > 1,
        )
      : whole
  ).map((value) => {
    const { params, query, body } = value as {
      params: Record<string, unknown>;
      query: Record<string, unknown>;
      body: unknown;
    };
    const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
      percentEncode(asQueryValue(params[name] ?? '').slice(0, 2000)),
    );
    const search = Object.fromEntries(
      Object.entries(query ?? {}).map(([name, entry]) => [name, asQueryValue(entry)]),
    );
    return { url, query: search, body: route.method === 'GET' ? undefined : body };
  });
}

/**
 * Tables that count attempts rather than hold anyone's data: a refused request is still an attempt
 * against the rate limits (decision 027), so their rows may change.
 */
const ATTEMPT_COUNTERS = new Set(['public.rate_limit_counters', 'public.sign_in_failures']);

/** Counts the rows of every table of the database but the attempt counters, in one statement. */
async function rowCounter(server: TestServer) {
  const { db } = server.database;
  const tables = (await db.execute(
    sql`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((row) => row.name).filter((name) => !ATTEMPT_COUNTERS.has(name));
  const statement = sql.raw(
    names
      .map((name) => `SELECT '${name}' AS name, count(*)::int AS rows FROM ${name}`)
      .join(' UNION ALL '),
  );
  return async (): Promise<Record<string, number>> => {
    const counts = (await db.execute(statement)) as unknown as {
      rows: { name: string; rows: number }[];
    };
    return Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.rows)]));
  };
}

interface Failure {
  route: string;
  request: unknown;
  status: number;
  problem: string;
  answer: string;
}

describe.each(testDatabaseKinds())('every route refuses bad input [%s]', (kind) => {
  const routes: Route[] = [];
  let server: TestServer | undefined;
  let cookie = '';
  let examples: Record<string, RouteExample> = {};
  let rowCounts: () => Promise<Record<string, number>> = () => {
    throw new Error('test server not started');
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      aiRateLimit: 1_000_000,
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const schema = (route.schema ?? {}) as Omit<Route, 'method' | 'url'>;
        for (const method of methods) {
          routes.push({
            method,
            url: route.url,
            body: schema.body,
            querystring: schema.querystring,
            params: schema.params,
          });
        }
      },
    });
    // The food table is reference data loaded by the first request that needs it: loaded here,
    // so that the first refused meal does not count as a write.
    await ensureFoodTable(server.database.db);
    rowCounts = await rowCounter(server);
    const { browser } = await signedInBrowser(server.url);
    examples = routeExamples(await seedRows(browser));
    cookie = ['__Host-gf_session', 'gf_session', 'gf_signed_in', '__Host-gf_signed_in']
      .flatMap((name) => {
        const value = browser.cookie(name);
        return value ? [`${name}=${value}`] : [];
      })
      .join('; ');
  }, 180_000);
  afterAll(() => stopTestServer(server));

  function send(
    running: TestServer,
    route: Route,
    request: { url: string; query: Record<string, string>; body: unknown },
  ) {
    const search = Object.entries(request.query)
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
      .join('&');
    const { body } = request;
    return running.app.inject({
      method: route.method as 'GET',
      url: search ? `${request.url}?${search}` : request.url,
      headers: {
        cookie,
        origin: running.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  it('answers no 5xx and writes nothing when it refuses', { timeout: 180_000 }, async () => {
    const running = server;
    if (!running) throw new Error('test server not started');
    expect(cookie, 'a session cookie').toMatch(/session=/);
    const fuzzed = routes.filter(
      (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !SKIPPED[route.url],
    );
    // Also the routes the set-up must have: the fuzz is not vacuous.
    expect(fuzzed.length).toBeGreaterThan(60);

    // The examples the fuzz spoils one value of are valid as they stand: otherwise every
    // request would be refused for the example's own fault, and the bad value never reach a service.
    const invalidExamples: string[] = [];
    for (const [key, example] of Object.entries(examples)) {
      const route = fuzzed.find((candidate) => `${candidate.method} ${candidate.url}` === key);
      if (!route) {
        invalidExamples.push(`${key}: no such route`);
        continue;
      }
      const request = fc.sample(fromExample(route, example, false), 1)[0];
      if (!request) continue;
      const response = await send(running, route, request);
      if (response.statusCode >= 400) {
        invalidExamples.push(`${key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(invalidExamples).toEqual([]);

    const failures: Failure[] = [];
    // The counts as they stand; read again after every answer (a 2xx may write).
    let counts = await rowCounts();
    for (const route of fuzzed) {
      const key = `${route.method} ${route.url}`;
      const hasInput =
        route.method !== 'GET' ||
        route.querystring !== undefined ||
        route.params !== undefined ||
        route.url.includes(':');
      const fromSchema = fc.record({
        url: urlArbitrary(route),
        query: queryArbitrary(route),
        body: route.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(route),
      });
      const example = examples[key];
      const request = example
        ? fc.oneof(
            { arbitrary: fromSchema, weight: 1 },
            { arbitrary: fromExample(route, example), weight: 3 },
          )
        : fromSchema;
      const result = await fc.check(
        fc.asyncProperty(request, async ({ url, query, body }) => {
          const before = counts;
          const response = await send(running, route, { url, query, body });
          const answer = response.body.slice(0, 300);
          const after = await rowCounts();
          counts = after;
          const fail = (problem: string) => {
            failures.push({
              route: key,
              request: { url, query, body: JSON.stringify(body)?.slice(0, 300) },
              status: response.statusCode,
              problem,
              answer,
            });
            return false;
          };
          if (response.statusCode >= 500 && !EXPECTED_5XX[key]?.(response.statusCode, answer)) {
            return fail('a server error');
          }
          if (response.statusCode === 401 && url.startsWith('/api/')) {
            return fail('the session was refused: the fuzz would test nothing');
          }
          if (response.statusCode >= 400 && response.statusCode < 500) {
            const changed = Object.keys({ ...before, ...after }).filter(
              (table) => before[table] !== after[table],
            );
            if (changed.length > 0) return fail(`rows changed in ${changed.join(', ')}`);
          }
          return true;
        }),
        {
          seed: SEED,
          numRuns: hasInput ? RUNS_WITH_INPUT : RUNS_WITHOUT_INPUT,
          endOnFailure: true,
        },
      );
      if (result.failed && !failures.some((failure) => failure.route === key)) {
        failures.push({
          route: key,
          request: result.counterexample,
          status: 0,
          problem: String(result.errorInstance),
          answer: '',
        });
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses bad sign-up and sign-in fields with a 4xx page, never a 500', async () => {
    const running = server;
    if (!running) throw new Error('test server not started');
    const samples = fc.sample(
      fc.record({
        name: fc.oneof(badString, fc.constant('Sam')),
        email: fc.oneof(badString, fc.constant('sam@example.com')),
        password: fc.oneof(badString, fc.constant('correct horse battery')),
      }),
      { seed: SEED, numRuns: 8 },
    );
    // The fields the audit found reaching PostgreSQL, first.
    const cases = [
      { name: 'Sam\u0000', email: 'nul.name@example.com', password: 'correct horse battery' },
      { name: 'Sam', email: 'nul\u0000@example.com', password: 'correct horse battery' },
      ...samples,
    ];
    for (const fields of cases) {
      const before = await rowCounts();
      const browser = new TestBrowser(running.url);
      const { uid } = await openSignIn(browser);
      const signUp = await browser.fetch(`/oidc/interaction/${uid}/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: running.url },
        body: new URLSearchParams(fields).toString(),
      });
      expect(signUp.status, JSON.stringify(fields)).toBeLessThan(500);
      if (signUp.status >= 400) {
        const after = await rowCounts();
        expect(after.local_accounts ?? after['public.local_accounts']).toBe(
          before.local_accounts ?? before['public.local_accounts'],
        );
      }
      const signIn = await browser.fetch(`/oidc/interaction/${uid}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: running.url },
        body: new URLSearchParams({ email: fields.email, password: fields.password }).toString(),
      });
      expect(signIn.status, JSON.stringify(fields)).toBeLessThan(500);
    }
  });
});
