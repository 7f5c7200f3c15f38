import { toast } from '../../components/ui/use-toast.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import {
  appLaunchUrl,
  closeSystemBrowser,
  onAppUrlOpen,
  openSystemBrowser,
  parseAuthDeepLink,
} from '../../lib/native.ts';

/*
 * Sign-in from the native shell (docs/decisions/041-native-shells.md): the provider's pages open
 * in the system browser with the S256 challenge of a verifier kept here; the browser comes back
 * through app.grandfit://auth?code=..., and the code is exchanged with the verifier for a session
 * cookie on this WebView's origin. The code alone signs no one in.
 */

/** localStorage, not sessionStorage: Android may end the WebView's process while the browser is up. */
const PENDING_KEY = 'gf-native-sign-in';
/** The server keeps a sign-in in flight for ten minutes (LOGIN_REQUEST_TTL_MS). */
const PENDING_MAX_AGE_MS = 10 * 60_000;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export async function startNativeSignIn(): Promise<void> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(48)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  const challenge = base64url(new Uint8Array(digest));
  localStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, startedAt: Date.now() }));
  await openSystemBrowser(
    `${window.location.origin}/api/native/login?challenge=${encodeURIComponent(challenge)}`,
  );
}

function takePendingVerifier(): string | null {
  const stored = localStorage.getItem(PENDING_KEY);
  localStorage.removeItem(PENDING_KEY);
  try {
    const pending = JSON.parse(stored ?? 'null') as { verifier?: unknown; startedAt?: unknown };
    if (typeof pending?.verifier !== 'string' || typeof pending.startedAt !== 'number') return null;
    return Date.now() - pending.startedAt <= PENDING_MAX_AGE_MS ? pending.verifier : null;
  } catch {
    return null;
  }
}

export type NativeSignInResult = 'ignored' | 'signed-in' | { error: string };

/** Handles one link that opened the app; links that are not the sign-in return are ignored. */
export async function completeNativeSignIn(link: string): Promise<NativeSignInResult> {
  const parsed = parseAuthDeepLink(link);
  if (!parsed) return 'ignored';
  void closeSystemBrowser();
  const verifier = takePendingVerifier();
  if ('error' in parsed) return { error: parsed.error };
  if (!verifier) {
    return {
      error: 'This sign-in was not started in this app, or took too long. Please try again.',
    };
  }
  try {
    await apiRequest('POST', '/api/native/exchange', { code: parsed.code, verifier });
    return 'signed-in';
  } catch (error) {
    return { error: errorMessage(error, 'Authentication failed. Please try again.') };
  }
}

let listening = false;
const handled = new Set<string>();

/** Listens for the return link, and reads the one that launched the app if it started cold. */
export function listenForNativeSignIn(): void {
  if (listening) return;
  listening = true;
  const handle = async (link: string) => {
    // A cold start may report the same link as the launch URL and as an appUrlOpen event.
    if (handled.has(link)) return;
    handled.add(link);
    const result = await completeNativeSignIn(link);
    if (result === 'ignored') return;
    if (result === 'signed-in') {
      // A full load boots the signed-in app from the new session cookie, on Today.
      window.location.replace('/');
      return;
    }
    toast({ title: 'Login Failed', description: result.error, variant: 'destructive' });
  };
  onAppUrlOpen((link) => void handle(link));
  // The launch URL stays the same for the life of the process: it matters only while a sign-in
  // is pending, not after a later sign-out brings this page back.
  if (localStorage.getItem(PENDING_KEY) !== null) {
    void appLaunchUrl().then((link) => (link ? handle(link) : undefined));
  }
}
