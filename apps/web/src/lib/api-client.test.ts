import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

describe('apiRequest', () => {
  it('sends credentials and no body or content type without data', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('GET', '/api/user/avatar');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/avatar');
    expect(init).toEqual({ method: 'GET', credentials: 'include' });
  });

  it('sends a JSON body with the JSON content type when data is given', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const payload = { type: 'icon', initials: 'AB', icon: 'Zap', color: 'teal' };
    await apiRequest('POST', '/api/user/avatar', payload);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe(JSON.stringify(payload));
  });

  it('treats a falsy-but-given payload as data', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/x', null);
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('null');
  });

  it('returns the response on 2xx', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    const res = await apiRequest('POST', '/api/x', {});
    expect(await res.json()).toEqual({ ok: true });
  });

  it('throws "status: body" on a non-2xx response', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"bad"}', { status: 400, statusText: 'Bad Request' }),
    );
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('400: {"message":"bad"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('treats 3xx statuses that reach the client as failures too', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 304, statusText: 'Not Modified' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('304: Not Modified');
  });

  it('lets network failures through unchanged', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(TypeError);
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined with slashes, with credentials, and parses JSON', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":"7"}', { status: 200 }));
    const fn = getQueryFn<{ id: string }>({ on401: 'throw' });
    const data = await fn(context(['/api/workouts', 7, 'sets']));
    expect(data).toEqual({ id: '7' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/workouts/7/sets');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBeUndefined();
  });

  it('returns null on 401 when configured with returnNull', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    const fn = getQueryFn({ on401: 'returnNull' });
    await expect(fn(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws on 401 when configured with throw', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    const fn = getQueryFn({ on401: 'throw' });
    await expect(fn(context(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
  });

  it('still throws other errors when configured with returnNull', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const fn = getQueryFn({ on401: 'returnNull' });
    await expect(fn(context(['/api/auth/user']))).rejects.toThrow('500: boom');
  });
});
