import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, apiErrorOf, apiRequest, errorMessage, getQueryFn } from './api-client.ts';
import { isNetworkFailure } from './network.ts';

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

  it('throws an ApiError with the status and the JSON body on a non-2xx response', async () => {
    const body = {
      message: 'Invalid request body',
      issues: [{ path: ['reps'], message: 'Too many' }],
    };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(body), { status: 400, statusText: 'Bad Request' }),
    );
    const error = (await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Invalid request body');
    expect(error.hasMessage).toBe(true);
  });

  it('gives the status line when the body is empty or an HTML page', async () => {
    fetchMock.mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 503,
      body: { message: '503 Service Unavailable' },
      hasMessage: false,
    });
    fetchMock.mockResolvedValue(
      new Response('<html><body>Bad gateway</body></html>', { status: 502, statusText: '' }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 502,
      body: { message: '502' },
      hasMessage: false,
    });
  });

  it('keeps a short plain-text answer as the message', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it('treats 3xx statuses that reach the client as failures too', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 304, statusText: 'Not Modified' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ status: 304 });
  });

  it('lets network failures through unchanged: no answer is not an ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isNetworkFailure(error)).toBe(true);
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
    await expect(fn(context(['/api/auth/user']))).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });

  it('still throws other errors when configured with returnNull', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const fn = getQueryFn({ on401: 'returnNull' });
    await expect(fn(context(['/api/auth/user']))).rejects.toMatchObject({ status: 500 });
  });
});

describe('ApiError.fromText', () => {
  it('reads the JSON body, dropping issues that are not a list', () => {
    const error = ApiError.fromText(404, 'Not Found', '{"message":"Goal not found","issues":7}');
    expect(error.body).toEqual({ message: 'Goal not found' });
    expect(error.status).toBe(404);
  });

  it('does not take a JSON body without a message as the server words', () => {
    const error = ApiError.fromText(500, 'Internal Server Error', '{"error":"x"}');
    expect(error.body.message).toBe('{"error":"x"}');
    expect(ApiError.fromText(500, 'Internal Server Error', 'null').body.message).toBe('null');
  });
});

describe('apiErrorOf', () => {
  it('finds the ApiError through a cause, and nothing in other errors', () => {
    const inner = ApiError.fromText(422, '', '{"message":"No green foods"}');
    expect(apiErrorOf(new Error('Could not generate', { cause: inner }))).toBe(inner);
    expect(apiErrorOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(apiErrorOf('a string')).toBeNull();
  });
});

describe('errorMessage', () => {
  it("uses the server's issues, then its message", () => {
    const issues = JSON.stringify({
      message: 'Invalid request body',
      issues: [
        { path: ['goals'], message: 'A decathlon has ten events' },
        { path: ['goals', 1], message: 'A decathlon has ten events' },
      ],
    });
    expect(errorMessage(ApiError.fromText(400, '', issues), 'fallback')).toBe(
      'A decathlon has ten events',
    );
    expect(errorMessage(ApiError.fromText(404, '', '{"message":"Goal not found"}'), 'x')).toBe(
      'Goal not found',
    );
  });

  it('falls back without words from the server', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
    expect(errorMessage(ApiError.fromText(502, 'Bad Gateway', '<html/>'), 'Try again.')).toBe(
      'Try again.',
    );
    expect(errorMessage(new Error('not from the API'), 'Try again.')).toBe('Try again.');
  });
});
