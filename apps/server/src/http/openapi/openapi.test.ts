import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, stopTestServer, type TestServer } from '../../../test/server.ts';
import { documentedMethods, routeKey } from './openapi.ts';
import { requestExamples } from './request-examples.ts';
import { routeDocs } from './route-docs.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { description: string; content?: unknown }>;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

/**
 * Fields whose valid range moves with today's date: a fixed example date leaves it one day, and
 * the document must not change every day (the snapshot).
 */
const DATE_RELATIVE: Record<string, string[]> = {
  'POST /api/user/onboarding': ['journeyStartDate'],
};

// The document does not depend on the database: one PGlite server is enough.
describe('OpenAPI document', () => {
  let server: TestServer;
  const routes: RouteOptions[] = [];
  let document: Document;

  beforeAll(async () => {
    server = await startTestServer('pglite', { onRoute: (route) => void routes.push(route) });
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(() => stopTestServer(server));

  const documented = () =>
    routes.flatMap((route) =>
      documentedMethods(route).map((method) => ({ key: routeKey(method, route.url), route })),
    );

  it('has a catalogue entry for every /api route, and none for a route that is gone', () => {
    const keys = documented().map(({ key }) => key);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !routeDocs[key])).toEqual([]);
    expect(Object.keys(routeDocs).filter((key) => !keys.includes(key))).toEqual([]);
    expect(Object.keys(requestExamples).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /api route with its summary, tag and error answers, and nothing else', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBe(documented().length);
    expect(operations.filter(({ path }) => !path.startsWith('/api/'))).toEqual([]);
    expect(operations.some(({ path }) => path.startsWith('/api/docs'))).toBe(false);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, where).toBeTruthy();
      expect(operation.tags?.length, where).toBe(1);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        where,
      ).toBe(true);
      if (operation.security?.length) {
        expect(statuses, where).toEqual(expect.arrayContaining(['401', '403', '429']));
      }
      if (operation.parameters?.length || operation.requestBody) {
        expect(statuses, where).toContain('400');
      }
      if (path.includes('{')) expect(statuses, where).toContain('404');
      if (method !== 'get') expect(statuses, where).toContain('415');
    }
  });

  it('documents the error answer as the error handler sends it', () => {
    const bad = document.paths['/api/custom-exercises']?.post?.responses['400'];
    expect(bad?.description).toMatch(/Invalid input/);
    expect(JSON.stringify(bad?.content)).toContain('#/components/schemas/ApiError');
    expect(document.components.schemas.ApiError).toMatchObject({
      required: ['message'],
      properties: { message: { type: 'string' }, issues: { type: 'array' } },
    });
    expect(document.paths['/api/tokens']?.post?.responses['409']).toBeDefined();
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('gives a request body example on every JSON write route, and each passes its schema', () => {
    const missing: string[] = [];
    const refused: Record<string, unknown> = {};
    for (const { key, route } of documented()) {
      const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
      if (!body) continue;
      const example = routeDocs[key]?.example ?? requestExamples[key];
      if (example === undefined) {
        missing.push(key);
        continue;
      }
      const parsed = body.safeParse(example);
      const issues = (parsed.error?.issues ?? []).filter(
        (issue) =>
          !(issue.code === 'custom' && DATE_RELATIVE[key]?.includes(String(issue.path[0]))),
      );
      if (issues.length > 0) refused[key] = issues;
    }
    expect(missing).toEqual([]);
    expect(refused).toEqual({});
    const post = document.paths['/api/tokens']?.post;
    expect(post?.requestBody?.content['application/json']?.example).toEqual(
      routeDocs['POST /api/tokens']?.example,
    );
  });

  it('matches the reviewed contract (update the snapshot only for an intended change)', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/openapi.json',
    );
  });

  it('serves the reference page and its assets from this origin', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)|<script\s*>[^<]/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    for (const asset of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const response = await fetch(`${server.url}/api/docs/static/${asset}`);
      expect(response.status, asset).toBe(200);
      // Read to the end, or the open response keeps the server from closing.
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
  });
});
