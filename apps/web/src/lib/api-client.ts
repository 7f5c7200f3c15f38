import type { QueryFunction } from '@tanstack/react-query';

/** Spec 7/8: any non-2xx becomes `${status}: ${body text or status text}`. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * The one way the client talks to the API (spec 7). Cookies always go along (session auth);
 * a JSON body and its content type only when there is a payload, because the server's CSRF
 * check rejects writes without `Content-Type: application/json`.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (data !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default read: GET of the query key joined with '/', parsed as JSON (spec 7). */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
