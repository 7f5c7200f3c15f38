/**
 * The server's words for a failed write (spec 8): api-client errors read "{status}: {body}" and
 * the body is `{ message, issues? }`, whose issues name the field. Anything else (a network
 * failure) gets the caller's fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  const body = /^\d{3}: ([\s\S]*)$/.exec(message)?.[1]?.trim();
  if (!body) return fallback;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; issues?: Array<{ message?: unknown }> };
    const issues = (parsed.issues ?? [])
      .map((issue) => issue.message)
      .filter((text): text is string => typeof text === 'string' && text !== '');
    if (issues.length > 0) return [...new Set(issues)].join('. ');
    return typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : fallback;
  } catch {
    // A proxy's HTML error page says nothing the user can act on.
    return body.startsWith('<') ? fallback : body;
  }
}
