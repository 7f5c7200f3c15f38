import { expect, it } from 'vitest';
import { describeWithServer } from '../../../test/server.ts';

describeWithServer('health check', (server) => {
  it('reports the database as reachable', async () => {
    const response = await fetch(`${server().url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: server().kind });
  });

  it('sends security headers with a CSP that works on plain http', async () => {
    const response = await fetch(`${server().url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${server().url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});
