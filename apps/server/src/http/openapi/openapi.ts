import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@grandfit/shared/constants.ts';
import { requestExamples } from './request-examples.ts';
import { routeDocs, TAGS } from './route-docs.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The body of every error answer, as http/error-handler.ts sends it. */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    issues: {
      type: 'array',
      description: 'What is wrong with the input, one entry per problem (400 only)',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
          message: { type: 'string' },
        },
      },
    },
  },
};

/** The key of a route in route-docs.ts. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The routes the reference lists: /api ones, once per method, without the implicit HEAD. */
export function documentedMethods(
  route: Pick<RouteOptions, 'method' | 'url' | 'schema'>,
): string[] {
  const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
  if (hidden || !route.url.startsWith('/api/')) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((method) => method !== 'HEAD');
}

function errorResponse(description: string) {
  return { description, $ref: '#/components/schemas/ApiError' };
}

/**
 * The zod transform, then this app's words: summary, tag, security, error answers and a body
 * example, from route-docs.ts and from the route's own hooks and schemas. Only the document sees
 * these: the route's runtime `schema.response` stays as it is.
 */
function transform(input: TransformInput): { schema: FastifySchema; url: string } {
  const { route, url } = input;
  const method = documentedMethods(route)[0];
  if (!method) return { schema: { hide: true }, url };
  const base = jsonSchemaTransform(input) as { schema: JsonSchema; url: string };
  const schema: JsonSchema = { ...base.schema };
  const doc = routeDocs[routeKey(method, url)];
  const signedIn = route.preValidation !== undefined;
  const hasInput = ['body', 'querystring', 'params'].some((part) => schema[part] !== undefined);
  const write = WRITE_METHODS.has(method);

  const responses = { ...(schema.response as Record<string, JsonSchema> | undefined) };
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
    responses[method === 'DELETE' ? '204' : '200'] =
      method === 'DELETE' ? { description: 'Done', type: 'null' } : { description: 'Success' };
  }
  const add = (status: number, description: string) => {
    responses[String(status)] ??= errorResponse(description);
  };
  for (const [status, description] of Object.entries(doc?.errors ?? {})) {
    add(Number(status), description);
  }
  if (hasInput) add(400, 'Invalid input: `issues` says what is wrong');
  if (signedIn) {
    add(401, 'Not signed in, or the API token is unknown or revoked');
    add(
      403,
      write
        ? 'Cross-origin request, read-only API token, or a route API tokens cannot use'
        : 'A route API tokens cannot use',
    );
    add(429, 'Too many calls with this API token; see Retry-After');
  } else if (write) {
    add(403, 'Cross-origin request');
  }
  if (url.includes(':')) add(404, 'No such resource, or not yours');
  if (schema.body !== undefined) add(413, 'The body is too large');
  if (write) add(415, 'Unsupported Content-Type');

  const example = doc?.example ?? requestExamples[routeKey(method, url)];
  if (schema.body && example !== undefined) {
    schema.body = { ...(schema.body as JsonSchema), examples: [example] };
  }

  return {
    url,
    schema: {
      ...schema,
      response: responses,
      ...(doc ? { summary: doc.summary, tags: [doc.tag] } : {}),
      ...(doc?.description ? { description: doc.description } : {}),
      security: signedIn ? [{ session: [] }, { bearer: [] }] : [],
    },
  };
}

/**
 * The OpenAPI 3.1 document of the /api routes at GET /api/openapi.json, and Swagger UI at
 * /api/docs, served from this origin (docs/decisions/040). Registered before the routes, which it
 * collects as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, options: { sessionCookie: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'GrandFit API',
        version: APP_VERSION,
        description:
          'Every error answer is `{ message, issues? }`. Sign in through the web app for a session ' +
          'cookie, or create a personal API token in Profile and send it as ' +
          '`Authorization: Bearer gf_…`.',
      },
      tags: Object.values(TAGS).map((name) => ({ name })),
      components: {
        schemas: { ApiError: ERROR_SCHEMA },
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API token (Profile → API tokens), starting with `gf_`.',
          },
        },
      },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The document is fetched from our own origin: no call to swagger.io's validator.
    validatorUrl: false,
    theme: { title: 'GrandFit API reference' },
    uiConfig: { deepLinking: true, persistAuthorization: false, tryItOutEnabled: false },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
