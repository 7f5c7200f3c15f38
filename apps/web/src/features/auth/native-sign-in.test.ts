import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeNativeSignIn, startNativeSignIn } from './native-sign-in.ts';

const CODE = 'c'.repeat(43);

interface Call {
  plugin: string;
  method: string;
  options?: { url?: string };
}

let calls: Call[];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  calls = [];
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  (window as unknown as { Capacitor: unknown }).Capacitor = {
    isNativePlatform: () => true,
    nativePromise: (plugin: string, method: string, options?: { url?: string }) => {
      calls.push({ plugin, method, options });
      return Promise.resolve(undefined);
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { Capacitor?: unknown }).Capacitor;
});

/** Starts a sign-in and answers the verifier the app kept and the challenge it sent. */
async function started() {
  await startNativeSignIn();
  const opened = calls.find((call) => call.plugin === 'Browser' && call.method === 'open');
  const url = new URL(opened?.options?.url ?? '');
  const { verifier } = JSON.parse(localStorage.getItem('gf-native-sign-in') ?? '{}') as {
    verifier: string;
  };
  return { url, verifier };
}

describe('native sign-in', () => {
  it('opens the system browser with the S256 challenge of the verifier it keeps', async () => {
    const { url, verifier } = await started();
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/native/login');
    expect(verifier).toMatch(/^[\w-]{64}$/);
    expect(url.searchParams.get('challenge')).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    );
  });

  it('exchanges the code with that verifier once, then forgets the verifier', async () => {
    const { verifier } = await started();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await completeNativeSignIn(`app.grandfit://auth?code=${CODE}`)).toBe('signed-in');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/native/exchange');
    expect(JSON.parse(String(init?.body))).toEqual({ code: CODE, verifier });
    expect(calls.some((call) => call.plugin === 'Browser' && call.method === 'close')).toBe(true);

    const again = await completeNativeSignIn(`app.grandfit://auth?code=${CODE}`);
    expect(again).toEqual({ error: expect.stringContaining('not started in this app') });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a code when no sign-in was started here, or it is too old, without asking the server', async () => {
    expect(await completeNativeSignIn(`app.grandfit://auth?code=${CODE}`)).toHaveProperty('error');
    await started();
    const pending = JSON.parse(localStorage.getItem('gf-native-sign-in') ?? '{}') as object;
    localStorage.setItem(
      'gf-native-sign-in',
      JSON.stringify({ ...pending, startedAt: Date.now() - 11 * 60_000 }),
    );
    expect(await completeNativeSignIn(`app.grandfit://auth?code=${CODE}`)).toHaveProperty('error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and the provider's error, and ignores other links", async () => {
    await started();
    fetchMock.mockResolvedValue(
      Response.json({ message: 'This sign-in has expired or was already used.' }, { status: 400 }),
    );
    expect(await completeNativeSignIn(`app.grandfit://auth?code=${CODE}`)).toEqual({
      error: 'This sign-in has expired or was already used.',
    });
    expect(await completeNativeSignIn('app.grandfit://auth?error=Access+denied')).toEqual({
      error: 'Access denied',
    });
    expect(await completeNativeSignIn('https://evil.example/?code=x')).toBe('ignored');
    expect(await completeNativeSignIn(`app.grandfit://auth?code=${CODE}&code=${CODE}`)).toBe(
      'ignored',
    );
  });
});
