import type { QueryFunction } from '@tanstack/react-query';
import type { ApiError as ApiErrorBody } from '@grandfit/shared/schemas/errors.ts';

export type { ApiErrorBody };

/**
 * A non-2xx answer from the API: its status and its body, `{ message, issues? }`
 * (docs/product.md#error-answers). When the answer is not the server's JSON, a short plain text is
 * the message and an HTML page or an empty answer (a proxy's 502) gives the status line, never the
 * page. The error's own message is the body's, so it reads well wherever an error is shown.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Whether the answer had words of its own (its JSON message, or short plain text). */
    readonly hasMessage = true,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  /** Reads a failed response's body into an ApiError. */
  static async of(res: Response): Promise<ApiError> {
    return ApiError.fromText(res.status, res.statusText, await res.text().catch(() => ''));
  }

  static fromText(status: number, statusText: string, text: string): ApiError {
    try {
      const parsed = JSON.parse(text) as Partial<ApiErrorBody> | null;
      if (typeof parsed?.message === 'string' && parsed.message !== '') {
        const issues = Array.isArray(parsed.issues) ? parsed.issues : undefined;
        return new ApiError(status, { message: parsed.message, ...(issues ? { issues } : {}) });
      }
    } catch {
      // Not JSON: a proxy's page or plain text, whose words are not the server's.
    }
    const plain = text.trim();
    if (plain !== '' && !plain.startsWith('<') && plain.length <= 200) {
      return new ApiError(status, { message: plain });
    }
    // An empty answer or an HTML page: the status line says more than the page would.
    return new ApiError(status, { message: `${status} ${statusText}`.trim() }, false);
  }
}

/** The ApiError behind a failure, looking through `cause` (a caller may wrap it). */
export function apiErrorOf(error: unknown): ApiError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    if (current instanceof ApiError) return current;
    current = current.cause;
  }
  return null;
}

/**
 * What to tell the user about a failed call: the server's words (its field issues when it named
 * fields, "HRV must be at most 300"), or the caller's fallback for a network failure or an answer
 * without words (an HTML page, an empty 502).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const apiError = apiErrorOf(error);
  if (!apiError?.hasMessage) return fallback;
  const issues = (apiError.body.issues ?? []).map((issue) => issue.message).filter(Boolean);
  if (issues.length > 0) return [...new Set(issues)].join('. ');
  return apiError.body.message;
}

/** A 4xx: the request itself is wrong (or not allowed); sending it again changes nothing. */
export const isClientError = (error: unknown): boolean => {
  const status = apiErrorOf(error)?.status;
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * The one way the client talks to the API (docs/product.md#request-and-retry-rules). Cookies always
 * go along (session auth); a JSON body and its content type only when there is a payload, because
 * the server's CSRF check rejects writes without `Content-Type: application/json`. A non-2xx throws
 * an ApiError; a network failure throws fetch's own error (a TypeError).
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (data !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  if (!res.ok) throw await ApiError.of(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default read: GET of the query key joined with '/', parsed as JSON
 * (docs/product.md#request-and-retry-rules).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    if (!res.ok) throw await ApiError.of(res);
    return (await res.json()) as T;
  };
}
