import type { ApiError } from '@grandfit/shared/schemas/errors.ts';

/** The server's `{ message }` when it gave one, else a line naming the status. */
export async function errorOf(res: Response): Promise<Error> {
  const text = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<ApiError> | null;
    if (typeof parsed?.message === 'string' && parsed.message) return new Error(parsed.message);
  } catch {
    // not JSON: a proxy's error page, for instance
  }
  return new Error(`${res.status}: ${text || res.statusText}`);
}
