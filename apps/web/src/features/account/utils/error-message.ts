/**
 * The server's `message` from an api-client error ("{status}: {json}"), or the fallback when the
 * request never got an answer. (lib/api-client's ApiError replaces this parsing: issue 17 item 11.)
 */
export function errorMessage(error: unknown, fallback: string): string {
  const body = /^\d{3}: ([\s\S]*)$/.exec(error instanceof Error ? error.message : '')?.[1];
  if (!body) return fallback;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : fallback;
  } catch {
    return fallback;
  }
}
