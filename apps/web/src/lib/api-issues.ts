import type { ApiError } from '@grandfit/shared/schemas/errors.ts';

/**
 * The field issues of a 400 answer, from the error apiRequest throws (`"400: {body}"`, spec 7):
 * `{ message, issues }` names each field (DESIGN 6). Empty for any other failure.
 */
export function apiIssuesOf(error: unknown): NonNullable<ApiError['issues']> {
  if (!(error instanceof Error) || !error.message.startsWith('400: ')) return [];
  try {
    const body = JSON.parse(error.message.slice('400: '.length)) as Partial<ApiError> | null;
    return Array.isArray(body?.issues) ? body.issues : [];
  } catch {
    return [];
  }
}
