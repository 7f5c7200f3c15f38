/**
 * Routes that work whatever the sign-in state (no auth check, no landing page):
 * docs/product.md#route-table.
 */
export const ALWAYS_AVAILABLE_PATHS = [
  'offline',
  'healthkit-callback',
  'auth-callback',
  'auth-success',
] as const;

export function isAlwaysAvailablePath(pathname: string): boolean {
  const segment = pathname.replace(/^\/+|\/+$/g, '');
  return (ALWAYS_AVAILABLE_PATHS as readonly string[]).includes(segment);
}
