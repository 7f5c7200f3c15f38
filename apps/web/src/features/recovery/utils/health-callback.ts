/**
 * The error-card messages for /healthkit-callback
 * (docs/product.md#health-platform-connection).
 */
export const HEALTH_CALLBACK_MESSAGES = {
  missing: 'Missing authorization code or state parameter',
  invalidState: 'Invalid state parameter',
  exchangeFailed: 'Failed to exchange authorization code for access token',
  unknown: 'An unknown error occurred',
} as const;

export type CallbackCheck =
  { ok: true; code: string; state: string } | { ok: false; message: string };

/**
 * The checks before any exchange (docs/product.md#health-platform-connection), in order: the
 * platform reported an error, code or state is missing, or the state is not the one this browser
 * stored when it started the authorization.
 */
export function checkHealthCallback(
  params: URLSearchParams,
  storedState: string | null,
): CallbackCheck {
  const error = params.get('error');
  if (error !== null) {
    const description = params.get('error_description');
    return { ok: false, message: `HealthKit authorization failed: ${description ?? error}` };
  }
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return { ok: false, message: HEALTH_CALLBACK_MESSAGES.missing };
  if (state !== storedState) return { ok: false, message: HEALTH_CALLBACK_MESSAGES.invalidState };
  return { ok: true, code, state };
}
