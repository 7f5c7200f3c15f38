interface CapacitorLike {
  isNativePlatform?: () => boolean;
}

/** True inside the native (Capacitor) shell; the web build never ships Capacitor itself. */
export function isNativePlatform(): boolean {
  const cap = (window as unknown as { Capacitor?: CapacitorLike }).Capacitor;
  return cap?.isNativePlatform?.() === true;
}

const BLOCKED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

/**
 * A deep link from the query string is attacker-controllable, so only custom app schemes and
 * same-origin URLs are followed (no open redirect to other websites).
 */
export function safeDeepLink(raw: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (BLOCKED_SCHEMES.has(url.protocol)) return null;
  if (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin !== window.location.origin
  ) {
    return null;
  }
  return url.href;
}
