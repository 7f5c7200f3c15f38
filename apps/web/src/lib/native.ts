import { BASE64URL_43, NATIVE_APP_SCHEME, NATIVE_AUTH_HOST } from '@grandfit/shared/native.ts';

/**
 * The part of Capacitor's native bridge this app uses. The shell injects it into every page it
 * shows; the web build never ships @capacitor/core, so plugins are called through the bridge's own
 * entry points, as @capacitor/core does (docs/decisions/041-native-shells.md).
 */
interface CapacitorBridge {
  isNativePlatform?: () => boolean;
  nativePromise?: (plugin: string, method: string, options?: object) => Promise<unknown>;
  nativeCallback?: (
    plugin: string,
    method: string,
    options: object,
    callback: (data: unknown, error?: unknown) => void,
  ) => unknown;
}

function bridge(): CapacitorBridge | undefined {
  return (window as unknown as { Capacitor?: CapacitorBridge }).Capacitor;
}

/** True inside the native (Capacitor) shell. */
export function isNativePlatform(): boolean {
  return bridge()?.isNativePlatform?.() === true;
}

function nativePromise(plugin: string, method: string, options?: object): Promise<unknown> {
  const call = bridge()?.nativePromise;
  if (!isNativePlatform() || !call) {
    return Promise.reject(new Error(`${plugin}.${method} needs the native app`));
  }
  return call(plugin, method, options);
}

/** Opens a page in the system browser (Browser plugin), whose cookies are not the WebView's. */
export function openSystemBrowser(url: string): Promise<unknown> {
  return nativePromise('Browser', 'open', { url });
}

/** Closes the system browser where the platform allows it (iOS); elsewhere it is a no-op. */
export function closeSystemBrowser(): Promise<void> {
  return nativePromise('Browser', 'close').then(
    () => undefined,
    () => undefined,
  );
}

/** Calls `listener` with every link that opens the app while it runs (App plugin's appUrlOpen). */
export function onAppUrlOpen(listener: (url: string) => void): void {
  const call = bridge()?.nativeCallback;
  if (!isNativePlatform() || !call) return;
  call('App', 'addListener', { eventName: 'appUrlOpen' }, (data) => {
    const url = (data as { url?: unknown } | null)?.url;
    if (typeof url === 'string') listener(url);
  });
}

/** The link that launched the app from cold, if any. */
export async function appLaunchUrl(): Promise<string | null> {
  const launched = await nativePromise('App', 'getLaunchUrl').catch(() => null);
  const url = (launched as { url?: unknown } | null)?.url;
  return typeof url === 'string' ? url : null;
}

export type AuthDeepLink = { code: string } | { error: string };

const MAX_DEEP_LINK_LENGTH = 2048;
const MAX_ERROR_LENGTH = 300;
/** Printable ASCII only: no spaces, controls or look-alike characters can hide in the link. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * Reads the sign-in return link (`app.grandfit://auth?code=...` or `?error=...`). Anyone can open
 * a link into the app, so anything else is refused: another scheme or host, credentials, a port,
 * a path or fragment, unknown or repeated parameters, a malformed code, an overlong value.
 */
export function parseAuthDeepLink(raw: unknown): AuthDeepLink | null {
  if (typeof raw !== 'string' || raw.length > MAX_DEEP_LINK_LENGTH) return null;
  if (!PRINTABLE_ASCII.test(raw)) return null;
  // Matched by hand rather than with URL: WebViews before Chromium 130 parse custom schemes
  // differently (no host), and the prefix is all that may precede the query.
  const prefix = `${NATIVE_APP_SCHEME}://${NATIVE_AUTH_HOST}`;
  let query: string;
  if (raw.startsWith(`${prefix}?`)) query = raw.slice(prefix.length + 1);
  else if (raw.startsWith(`${prefix}/?`)) query = raw.slice(prefix.length + 2);
  else return null;
  if (query.includes('#')) return null;
  const params = new URLSearchParams(query);
  const keys = [...params.keys()];
  if (keys.length !== 1) return null;
  const code = params.get('code');
  if (code !== null) return BASE64URL_43.test(code) ? { code } : null;
  const error = params.get('error');
  if (error !== null && error.trim() !== '' && error.length <= MAX_ERROR_LENGTH) return { error };
  return null;
}

/**
 * A deep link from the query string is attacker-controllable. The app's own sign-in return link
 * is followed anywhere (the system browser that shows /auth-success has no bridge); a same-origin
 * URL only inside the native shell; nothing else (no open redirect, no other app's scheme).
 */
export function safeDeepLink(raw: string | null, native = isNativePlatform()): string | null {
  if (!raw) return null;
  if (parseAuthDeepLink(raw)) return raw;
  if (!native) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin === window.location.origin
  ) {
    return url.href;
  }
  return null;
}
