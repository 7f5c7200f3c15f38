import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPushDevice } from './push-device.ts';

function fakeDevice(
  subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null,
) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
    },
  });
}

describe('forgetPushDevice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("tells the server to forget this device's endpoint and drops the subscription", async () => {
    const unsubscribe = vi.fn(async () => true);
    fakeDevice({ endpoint: 'https://push.example/abc', unsubscribe });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await forgetPushDevice();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notifications/unsubscribe');
    expect(JSON.parse(init.body as string)).toEqual({ endpoint: 'https://push.example/abc' });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing without a subscription, and never throws when the server fails', async () => {
    fakeDevice(null);
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await forgetPushDevice();
    expect(fetchMock).not.toHaveBeenCalled();

    const unsubscribe = vi.fn(async () => true);
    fakeDevice({ endpoint: 'https://push.example/abc', unsubscribe });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(forgetPushDevice()).resolves.toBeUndefined();
    expect(unsubscribe).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
