/**
 * The server's words in a failed call (api-client errors read "{status}: {body}", the body being
 * `{ message, issues? }`), or the fallback when there are none (a network failure, an HTML page).
 */
export function serverMessage(error: unknown, fallback: string): string {
  const found = findStatusMessage(error);
  if (!found) return fallback;
  const body = found.body.trim();
  if (!body) return fallback;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; issues?: Array<{ message?: unknown }> };
    const issues = (parsed.issues ?? [])
      .map((issue) => issue.message)
      .filter((text): text is string => typeof text === 'string' && text !== '');
    if (issues.length > 0) return [...new Set(issues)].join('. ');
    return typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : fallback;
  } catch {
    return body.startsWith('<') ? fallback : body;
  }
}

/** The HTTP status of a failed call, looking through `cause` (generateMeal wraps its error). */
export function errorStatus(error: unknown): number | null {
  return findStatusMessage(error)?.status ?? null;
}

function findStatusMessage(error: unknown): { status: number; body: string } | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const match = /^(\d{3}): ([\s\S]*)$/.exec(current.message);
    if (match) return { status: Number(match[1]), body: match[2] ?? '' };
    current = current.cause;
  }
  return null;
}
