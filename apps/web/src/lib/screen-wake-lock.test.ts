import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setKeepScreenOn, useScreenWakeLock } from './screen-wake-lock.ts';

/** The Screen Wake Lock API as far as the hook uses it (jsdom has none). */
class FakeSentinel {
  released = false;
  release = vi.fn(() => {
    this.released = true;
    return Promise.resolve();
  });
}

let sentinels: FakeSentinel[] = [];
let refuse = false;
const request = vi.fn(() => {
  if (refuse) return Promise.reject(new DOMException('Battery saver', 'NotAllowedError'));
  const sentinel = new FakeSentinel();
  sentinels.push(sentinel);
  return Promise.resolve(sentinel);
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sentinels = [];
  refuse = false;
  request.mockClear();
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  setVisibility('visible');
});

afterEach(() => {
  setKeepScreenOn(true);
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useScreenWakeLock (decision 070)', () => {
  it('holds the lock while mounted and lets it go when unmounted', async () => {
    const { unmount } = renderHook(() => useScreenWakeLock());
    await waitFor(() => expect(sentinels).toHaveLength(1));
    unmount();
    expect(sentinels[0]!.release).toHaveBeenCalledOnce();
  });

  it('asks again when the page is shown after the browser let the lock go', async () => {
    renderHook(() => useScreenWakeLock());
    await waitFor(() => expect(sentinels).toHaveLength(1));
    // Hidden: the browser releases the lock; nothing is asked for while hidden.
    sentinels[0]!.released = true;
    act(() => setVisibility('hidden'));
    expect(request).toHaveBeenCalledOnce();
    act(() => setVisibility('visible'));
    await waitFor(() => expect(sentinels).toHaveLength(2));
    // Shown again while still held: no second lock.
    act(() => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('takes none when turned off, or when not active, and lets a held one go when turned off', async () => {
    const { rerender } = renderHook(({ active }) => useScreenWakeLock(active), {
      initialProps: { active: false },
    });
    expect(request).not.toHaveBeenCalled();
    rerender({ active: true });
    await waitFor(() => expect(sentinels).toHaveLength(1));
    act(() => setKeepScreenOn(false));
    expect(sentinels[0]!.release).toHaveBeenCalledOnce();
    act(() => setVisibility('visible'));
    expect(request).toHaveBeenCalledOnce();
  });

  it('goes on without a lock when the browser refuses or has no API', async () => {
    refuse = true;
    const refused = renderHook(() => useScreenWakeLock());
    await waitFor(() => expect(request).toHaveBeenCalledOnce());
    refused.unmount();
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(() => renderHook(() => useScreenWakeLock()).unmount()).not.toThrow();
  });
});
